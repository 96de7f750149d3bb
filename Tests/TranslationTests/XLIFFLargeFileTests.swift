import Foundation
import Lproj
import Testing
@testable import Translation

/// Files over 10 MB read and import: Foundation's `XMLParser` failed every document over 10,000,000 bytes with
/// libxml2's error 1 ("Huge input lookup"), which `XMLPushParser` avoids with `XML_PARSE_HUGE`.
///
/// The suite runs its tests one at a time (each holds some hundreds of MB) under a time limit. Measured alone in a
/// debug build on two shared cores: 4.2 s for the 24 MB document, 4.2 s for the long attribute and comment, 14 to
/// 16 s for the 200,000 units (reading 5.8 s, planning the import 9.5 s); a release build's `l10n-check import`
/// takes 0.7 s and 3.9 s for the first and the last. The bounds on time below are sanity bounds only.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct XLIFFLargeFileTests {
    /// A document of `units`, each `(id, source, target)` written as it is (the texts need no escaping).
    private static func document(_ units: [(String, String, String)]) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
            + "  <file original=\"en.lproj/Localizable.strings\" source-language=\"en\" target-language=\"de\" "
            + "datatype=\"plaintext\">\n    <body>\n"
        for (id, source, target) in units {
            text += "      <trans-unit id=\"\(id)\" xml:space=\"preserve\">\n        <source>\(source)</source>\n"
                + "        <target state=\"translated\">\(target)</target>\n      </trans-unit>\n"
        }
        text += "    </body>\n  </file>\n</xliff>\n"
        return Array(text.utf8)
    }

    @Test func aDocumentOfOneTwelveMegabyteTargetReadsAndImports() throws {
        let source = String(repeating: "Lorem ipsum dolor sit amet. ", count: 12_000_000 / 28)
        let target = String(repeating: "Lörem ipsum dolor sit ämet. ", count: 12_000_000 / 28)
        let bytes = Self.document([("big", source, target)])
        #expect(bytes.count > 24_000_000)
        let clock = ContinuousClock()
        var document = XLIFFDocument(files: [])
        let readTime = try clock.measure { document = try XLIFFReader.read(bytes: bytes, path: "big.xlf") }
        let unit = try #require(document.files.first?.units.first)
        #expect(unit.source == source)
        #expect(unit.target == target)
        #expect(readTime < .seconds(20), "a sanity bound only")

        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"big\" = \"\(source)\";\n", "de.lproj/Localizable.strings": "",
        ])
        let plan = try XLIFFImport.plan([document], bundlePath: bundle, base: nil)
        #expect(plan.skipped.isEmpty)
        try FileWriter.apply(plan.writes)
        let table = try StringsFileReader.read(contentsOf: bundle + "/de.lproj/Localizable.strings").table
        #expect(table["big"] == target)
    }

    @Test func anAttributeAndACommentOverTenMegabytesRead() throws {
        let key = String(repeating: "k", count: 10_500_000)
        var bytes = Self.document([(key, "a", "b")])
        bytes.insert(contentsOf: Array(("<!--" + String(repeating: "c", count: 10_500_000) + "-->").utf8), at: 39)
        let unit = try #require(try XLIFFReader.read(bytes: bytes, path: "k.xlf").files.first?.units.first)
        #expect(unit.id == key)
        #expect(unit.target == "b")
    }

    @Test func twoHundredThousandUnitsReadAndImport() throws {
        let count = 200_000
        let units = (0..<count).map { index in
            ("key.\(index)", "Delete item \(index) from the list?", "Eintrag \(index) aus der Liste löschen?")
        }
        let bytes = Self.document(units)
        #expect(bytes.count > 40_000_000)
        let clock = ContinuousClock()
        var document = XLIFFDocument(files: [])
        let readTime = try clock.measure { document = try XLIFFReader.read(bytes: bytes, path: "many.xlf") }
        #expect(document.files.first?.units.count == count)
        #expect(document.files.first?.units.last?.target == "Eintrag 199999 aus der Liste löschen?")
        #expect(readTime < .seconds(30), "a sanity bound only")

        let base = units.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": base, "de.lproj/Localizable.strings": "",
        ])
        let plan = try XLIFFImport.plan([document], bundlePath: bundle, base: nil)
        #expect(plan.skipped.isEmpty)
        #expect(plan.changedKeys.values.first?.count == count)
    }
}
