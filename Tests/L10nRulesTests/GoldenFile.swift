import Foundation
import Testing
@testable import L10nRules

/// Compares output with a golden file in `Golden/`; `L10N_UPDATE_GOLDEN=1 swift test` rewrites the files instead.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ output: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["L10N_UPDATE_GOLDEN"] == "1" {
            try output.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(output == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}

/// A small bundle with one finding of most kinds, shared by the reporter tests.
enum ReporterFixture {
    static func report() throws -> CheckReport {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": """
                /* Buttons */
                "Done" = "Done";
                "Edit" = "Edit";
                "files.one" = "%d file";
                "files.other" = "%d files";

                """,
            "en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Maps\";\n",
            "fr.lproj/Localizable.strings": """
                "Done" = "Terminé";
                "Edti" = "Modifier";
                "files.one" = "%d fichier";
                "files.other" = "%d fichiers"

                """,
            "fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Cartes\";\n",
            "ru.lproj/Localizable.strings": """
                "Done" = "Готово";
                "Edit" = "Изменить";
                "files.one" = "%d файл";
                "files.other" = "%d файла";

                """,
        ])
        return Checker().check(context)
    }
}
