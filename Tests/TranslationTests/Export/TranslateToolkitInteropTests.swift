import Foundation
import TestSupport
import Testing
@testable import Translation

/// translate-toolkit, the reference of many CAT tools' XLIFF handling, reads our export as we mean it: the units
/// that are translated count as translated, copies of the source as needing work, and `xliff2po` keeps every unit.
@Suite(
    .enabled(if: TestBundles.hasCorpora, TestBundles.noCorpora),
    .enabled(if: TranslateToolkit.available, "needs python3 with translate-toolkit (pip install translate-toolkit): skipped"))
struct TranslateToolkitInteropTests {
    /// Corpora and languages whose every unit has a line of its own in the base: `.strings` (ArcGIS lists all six
    /// plural categories), `.stringsdict` in German (one and other, as English has them), Interface Builder files
    /// and a String Catalog. (A plural form the base lacks, such as Arabic `few` in a `.stringsdict`, takes the text
    /// and line of `other`, and xliff2po keeps only the first unit of the same text and place; `--format po` keeps
    /// them all.)
    static let cases = [
        ("arcgis-runtime-ios-100.3/ArcGIS.bundle", "de"), ("arcgis-runtime-ios-100.3/ArcGIS.bundle", "ar"),
        ("deltachat-ios/deltachat-ios", "de"), ("rectangle-2023/Rectangle", "de"), ("rectangle-2026/Rectangle", "ja"),
    ]

    @Test(arguments: cases)
    func itCountsTheTranslatedUnitsAndKeepsEveryUnitApart(corpus: String, language: String) throws {
        let bundle = TestBundles.corpus(corpus)
        for export in try XLIFFExport.documents(bundlePath: bundle, base: nil, languages: [language]) {
            let units = export.document.files.flatMap(\.units)
            let counts = try TranslateToolkit.counts(of: XLIFFWriter.bytes(of: export.document, toolVersion: "1"))
            #expect(counts.total == units.count)
            #expect(counts.translated == units.filter { $0.target != nil && $0.state == .translated }.count)
            #expect(counts.translated > 0)
            #expect(counts.poUnits == units.count, "xliff2po keeps every unit of \(export.tag) apart")
        }
    }
}

/// Runs translate-toolkit through python3.
enum TranslateToolkit {
    /// Whether python3 can import translate-toolkit.
    static let available: Bool = {
        guard let python = ExternalCommand.find("python3"),
              let result = try? ExternalCommand.run(python, ["-c", "import translate.storage.xliff"]) else { return false }
        return result.status == 0
    }()

    /// How many units translate-toolkit reads from an XLIFF file, how many it counts translated, and how many PO
    /// units `xliff2po` makes of it.
    static func counts(of xliff: [UInt8]) throws -> (total: Int, translated: Int, poUnits: Int) {
        let file = URL(fileURLWithPath: TemporaryFiles.path("tt", suffix: ".xliff"))
        try Data(xliff).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import sys
            from translate.storage import xliff
            from translate.convert import xliff2po
            data = open(sys.argv[1], 'rb').read()
            store = xliff.xlifffile.parsestring(data)
            units = [u for u in store.units if not u.isheader()]
            po = xliff2po.xliff2po().convertstore(data)
            print(len(units), sum(1 for u in units if u.istranslated()), len([u for u in po.units if not u.isheader()]))
            """
        let python = try #require(ExternalCommand.find("python3"))
        let (status, output) = try ExternalCommand.run(python, ["-c", script, file.path])
        try #require(status == 0, "\(output)")
        // The last line: translate-toolkit may log warnings before it.
        let last = output.split(separator: "\n").last.map(String.init) ?? ""
        let numbers = last.split(separator: " ").compactMap { Int($0) }
        try #require(numbers.count == 3, "\(output)")
        return (numbers[0], numbers[1], numbers[2])
    }
}
