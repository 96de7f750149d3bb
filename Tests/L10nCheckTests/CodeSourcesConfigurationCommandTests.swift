import Foundation
import Testing
import TestSupport

/// `sources:` and `localization_functions:` of `.l10n-check.yml` in a check: an app whose code looks up its table
/// only through `"Cancel".localized`.
struct CodeSourcesConfigurationCommandTests {
    /// Two keys the code uses through `localized`, two dead keys.
    static let repository = [
        "App/Resources/en.lproj/Localizable.strings": """
            "Cancel" = "Cancel";
            "Save" = "Save";
            "Dead One" = "Dead";
            "Dead Two" = "Dead too";

            """,
        "App/Resources/fr.lproj/Localizable.strings": """
            "Cancel" = "Annuler";
            "Save" = "Enregistrer";
            "Dead One" = "Mort";
            "Dead Two" = "Mort aussi";

            """,
        "App/Sources/View.swift": """
            let cancel = "Cancel".localized
            let save = "Save".localized(comment: "A button")

            """,
    ]

    static let wrapper = "localization_functions: [{name: localized, form: literal_member}]\n"

    /// The unused-key findings of a check, as `key file:line`.
    private static func unused(_ arguments: [String]) throws -> [String] {
        let result = try CommandRunner.run(arguments + ["--format", "json"])
        return try CodeSourcesCommandTests.findings(result.output).filter { $0.hasPrefix("unused-key ") }
    }

    @Test func withoutTheWrapperTheTableGetsOneNote() throws {
        let root = try CommandRunner.makeBundle(Self.repository)
        let result = try CommandRunner.run([root])
        #expect(result.output.contains("table Localizable (4 keys) is looked up by no call the sources make"),
                "\(result.output)")
        #expect(try Self.unused([root]) == ["unused-key - en.lproj/Localizable.strings"])
    }

    @Test func theConfiguredWrapperMakesDeadKeysUnused() throws {
        var files = Self.repository
        files[".l10n-check.yml"] = Self.wrapper
        let root = try CommandRunner.makeBundle(files)
        #expect(try Self.unused([root]) == [
            "unused-key Dead One en.lproj/Localizable.strings:3:1",
            "unused-key Dead Two en.lproj/Localizable.strings:4:1",
        ])
    }

    @Test func aBundleScansTheConfiguredSources() throws {
        var files = Self.repository
        files["App/.l10n-check.yml"] = "sources: [Sources]\n" + Self.wrapper
        let root = try CommandRunner.makeBundle(files)
        #expect(try Self.unused([root + "/App/Resources"]) == [
            "unused-key Dead One en.lproj/Localizable.strings:3:1",
            "unused-key Dead Two en.lproj/Localizable.strings:4:1",
        ])
        // A glob names the folders too; `--sources` replaces the configuration's.
        files["App/.l10n-check.yml"] = "sources: [\"S*s\"]\n" + Self.wrapper
        let globbed = try CommandRunner.makeBundle(files)
        #expect(try Self.unused([globbed + "/App/Resources"]).count == 2)
        #expect(try Self.unused([globbed + "/App/Resources", "--sources", globbed + "/App/Resources"]).isEmpty)
    }

    @Test func sourcesNarrowARepositoryScan() throws {
        var files = Self.repository
        files[".l10n-check.yml"] = "sources: [Other]\n" + Self.wrapper
        files["Other/Keys.swift"] = "let dead = \"Dead One\".localized\n"
        let root = try CommandRunner.makeBundle(files)
        // Only Other is scanned: Cancel, Save and Dead Two are unused, Dead One is not.
        #expect(try Self.unused([root]).map { $0.split(separator: " ").dropFirst().dropLast().joined(separator: " ") }
            == ["Cancel", "Dead Two", "Save"])
    }

    @Test func configPrintShowsTheSettings() throws {
        var files = Self.repository
        files[".l10n-check.yml"] = "sources: [App/Sources]\n" + Self.wrapper
        let root = try CommandRunner.makeBundle(files)
        let result = try CommandRunner.run(["config", "--print", root])
        #expect(result.output.contains("sources: [\"App/Sources\"]"), "\(result.output)")
        #expect(result.output.contains("  - {name: \"localized\", form: literal_member}"), "\(result.output)")
        #expect(result.output.contains(".l10n-check.yml:2:26"), "\(result.output)")
    }
}
