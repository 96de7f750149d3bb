import Lproj
import Testing
@testable import Translation

/// Documents the XLIFF tests share: strings that are hard to carry through XML.
enum XLIFFSamples {
    /// The string of the scalars with these code points.
    static func scalars(_ codePoints: [UInt32]) -> String {
        String(String.UnicodeScalarView(codePoints.compactMap(Unicode.Scalar.init)))
    }

    /// Characters XML 1.0 cannot hold at all.
    static let unrepresentable = scalars(Array(0x0...0x8) + [0xB, 0xC] + Array(0xE...0x1F) + [0xFFFE, 0xFFFF])

    /// Every kind of string the format must carry unchanged, each one different from the others.
    static let trickyStrings: [String] = [
        "& < > \" '", "&amp; is not &", "]]> ends no CDATA", "  leading and trailing  ", "   ", "",
        "line\nfeed", "\n", "carriage\rreturn", "\r", "crlf\r\nline", " \t\n\r ", "tab\there",
        "emoji 👩‍👩‍👧 🇫🇷 é", "%1$@ has %2$d items, 100%", "%%", unrepresentable, "null\u{0}inside",
        scalars([0xFFFE, 0x41, 0xFFFF]), "\u{1B}[1m",
        "l10n-check-escaped:", "l10n-check-escaped:%01", "<x id=\"U+0001\" ctype=\"x-l10n-check-char\"/>",
        "\u{7F}\u{80}\u{85}\u{9F}\u{2028}\u{2029}", "\u{FEFF}mark", scalars([0xFDD0, 0x1FFFE, 0x10FFFF]), "plain",
        "caf\u{E9}", "cafe\u{301}", "\u{301}\u{1} a combining mark first",
    ]

    /// States of the standard and an extension, used in turn.
    static let states: [XLIFFTargetState?] =
        XLIFFTargetState.standardValues + [XLIFFTargetState(rawValue: "x-mine"), nil]

    /// A file whose units use every tricky string as id, source, target and note, plus units with no target, no
    /// note, and an empty target and note.
    static let trickyDocument = XLIFFDocument(files: [
        XLIFFFile(
            original: "fr.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr",
            units: trickyStrings.enumerated().map { index, text in
                XLIFFUnit(id: text, source: text, target: text, state: states[index % states.count], note: text)
            } + [
                XLIFFUnit(id: "untranslated", source: "Cancel"),
                XLIFFUnit(id: "emptied", source: "Cancel", target: "", state: .needsReviewTranslation, note: ""),
            ]),
        XLIFFFile(
            original: "fr.lproj/Main \u{1}.strings", sourceLanguage: "en", targetLanguage: nil,
            units: [XLIFFUnit(id: "plain", source: "Same id as in the first file")]),
    ])
}

/// Writing a document and reading it back gives the same document, whatever its strings hold.
struct XLIFFRoundTripTests {
    private func roundTrip(_ document: XLIFFDocument) throws -> XLIFFDocument {
        try XLIFFReader.read(bytes: XLIFFWriter.bytes(of: document, toolVersion: "1.0"), path: "fr.xliff")
    }

    /// The unit's strings as scalars: `String`'s `==` takes canonically equivalent strings (`é`, `e` + U+0301) as
    /// equal, and the round trip must keep even those apart.
    private func scalars(of unit: XLIFFUnit) -> [[Unicode.Scalar]?] {
        [unit.id, unit.source, unit.target, unit.note].map { $0.map { Array($0.unicodeScalars) } }
    }

    @Test func everyTrickyStringSurvivesAsIdSourceTargetAndNote() throws {
        let read = try roundTrip(XLIFFSamples.trickyDocument)
        #expect(read == XLIFFSamples.trickyDocument)
        let writtenUnits = XLIFFSamples.trickyDocument.files.flatMap(\.units)
        #expect(read.files.flatMap(\.units).map(scalars(of:)) == writtenUnits.map(scalars(of:)))
    }

    @Test func everyStateSurvives() throws {
        let units = XLIFFSamples.states.enumerated().map { index, state in
            XLIFFUnit(id: "key\(index)", source: "a", target: "b", state: state)
        }
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "x", sourceLanguage: "en", targetLanguage: "de", units: units)
        ])
        #expect(try roundTrip(document).files[0].units.map(\.state) == XLIFFSamples.states)
    }

    @Test func unitsReadBackKnowWhereTheyStart() throws {
        let units = try roundTrip(XLIFFSamples.trickyDocument).files[1].units
        let expected = Lproj.SourceLocation(file: "fr.xliff", line: try lineOfLastUnit(), column: 7)
        #expect(units.map(\.location) == [expected])
    }

    @Test func aDocumentWithNoFilesReadsBackEmpty() throws {
        #expect(try roundTrip(XLIFFDocument(files: [])) == XLIFFDocument(files: []))
    }

    @Test func equalityLeavesOutTheLocation() {
        var read = XLIFFUnit(id: "a", source: "b")
        read.location = Lproj.SourceLocation(file: "fr.xliff", line: 3, column: 7)
        #expect(read == XLIFFUnit(id: "a", source: "b"))
        #expect(read != XLIFFUnit(id: "a", source: "b", note: ""))
    }

    /// The line of the writer's last `<trans-unit`, counted in its output.
    private func lineOfLastUnit() throws -> Int {
        let lines = XLIFFWriter.text(of: XLIFFSamples.trickyDocument, toolVersion: "1.0")
            .split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.lastIndex { $0.hasPrefix("      <trans-unit ") }) + 1
    }
}
