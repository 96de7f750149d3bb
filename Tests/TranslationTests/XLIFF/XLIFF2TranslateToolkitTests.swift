import Foundation
import Testing
@testable import Translation
import TestSupport

/// The writer's XLIFF 2.0 as a translation tool's library reads it: the Translate Toolkit's `Xliff2File` (Weblate's
/// reader of XLIFF 2.0) finds every unit with its id, source and target. Skipped where python3 or the Translate
/// Toolkit (with XLIFF 2.0) is missing.
@Suite(.enabled(if: XLIFF2PythonReader.hasTranslateToolkit, "needs python3 and translate-toolkit with XLIFF 2.0"))
struct XLIFF2TranslateToolkitTests {
    /// Prints a JSON list of each unit's id, source and target.
    static let script = """
        import json, sys
        from translate.storage.xliff2 import Xliff2File
        store = Xliff2File.parsefile(sys.argv[1])
        with open(sys.argv[2], "w", encoding="utf-8") as output:
            json.dump([[unit.getid(), unit.source, unit.target] for unit in store.units], output)
        """

    private func units(of document: XLIFFDocument) throws -> [[String?]] {
        let folder = TemporaryFiles.path("l10n-check")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try XLIFF2Writer.text(of: document).write(toFile: folder + "/in.xlf", atomically: true, encoding: .utf8)
        let (status, output) = try XLIFF2PythonReader.python(["-c", Self.script, folder + "/in.xlf", folder + "/out"])
        try #require(status == 0, "\(output)")
        let report = try Data(contentsOf: URL(fileURLWithPath: folder + "/out"))
        return try JSONDecoder().decode([[String?]].self, from: report)
    }

    @Test(arguments: [XLIFF2Samples.pluralDocument, XLIFF2Samples.randomDocument(count: 200, seed: 21)])
    func everyUnitIsReadWithItsIdSourceAndTarget(document: XLIFFDocument) throws {
        let read = try units(of: document)
        let written = document.files.flatMap(\.units)
        try #require(read.count == written.count)
        var compared = 0
        for (unit, model) in zip(read, written) {
            #expect(unit[0] == XLIFF2Identifier.encoded(model.id))
            // The toolkit gives `<cp/>` back as markup; texts XML holds as they are are compared.
            let plain = [model.source, model.target ?? ""].allSatisfy {
                $0.unicodeScalars.allSatisfy(XLIFFCharacters.isXMLCharacter)
            }
            guard plain else { continue }
            compared += 1
            #expect(unit[1].map { Array($0.unicodeScalars) } == Array(model.source.unicodeScalars))
            #expect(unit[2].map { Array($0.unicodeScalars) } == model.target.map { Array($0.unicodeScalars) })
        }
        #expect(compared > written.count / 3)
    }
}
