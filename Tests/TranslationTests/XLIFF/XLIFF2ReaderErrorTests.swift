import Lproj
import Testing
@testable import Translation

/// Every error in an XLIFF 2.0 document is `.malformed` at an exact line and column of the file.
struct XLIFF2ReaderErrorTests {
    /// A 2.0 document whose file holds `units` from line 4 on.
    static func withUnits(_ name: String, _ units: String, at location: String, reason: String) -> XLIFFBrokenDocument {
        XLIFFBrokenDocument(
            name: name, text: XLIFF2ReaderTests.document(units), location: location, reason: reason)
    }

    static let documents: [XLIFFBrokenDocument] = [
        XLIFFBrokenDocument(
            name: "no srcLang",
            text: "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\">\n</xliff>",
            location: "1:1", reason: "the <xliff> has no srcLang attribute"),
        XLIFFBrokenDocument(
            name: "a file without original or id",
            text: "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\">\n"
                + "  <file><unit id=\"a\"><segment><source/></segment></unit></file>\n</xliff>",
            location: "2:3", reason: "the <file> has no id attribute"),
        withUnits(
            "a unit without id", "    <unit><segment><source>Hi</source></segment></unit>",
            at: "4:5", reason: "the <unit> has no id attribute"),
        withUnits(
            "an id with a broken encoding", "    <unit id=\"l10n-check-id:_zz_\"><segment><source/></segment></unit>",
            at: "4:5", reason: "the id of the <unit> has an invalid l10n-check-id: encoding"),
        withUnits(
            "a name with a broken encoding",
            "    <unit id=\"a\" name=\"l10n-check-escaped:%\"><segment><source/></segment></unit>",
            at: "4:5", reason: "the name of the <unit> has an invalid l10n-check-escaped: encoding"),
        withUnits(
            "a unit without segment",
            "    <unit id=\"a\">\n      <ignorable><source> </source></ignorable>\n    </unit>",
            at: "4:5", reason: "the <unit> \"a\" has no <segment>"),
        withUnits(
            "a segment without source",
            "    <unit id=\"a\">\n      <segment><target>Hallo</target></segment>\n    </unit>",
            at: "5:7", reason: "the <segment> of the <unit> \"a\" has no <source>"),
        withUnits(
            "a state XLIFF 2.0 does not know",
            "    <unit id=\"a\">\n      <segment state=\"needs-translation\"><source/></segment>\n    </unit>",
            at: "5:7", reason: "the state \"needs-translation\" is no XLIFF 2.0 state"),
        withUnits(
            "a second source", "    <unit id=\"a\"><segment><source>a</source><source>b</source></segment></unit>",
            at: "4:45", reason: "a second <source> in a part of the <unit> \"a\""),
        withUnits(
            "a target order that is no number",
            "    <unit id=\"a\"><segment><source>a</source>\n      <target order=\"first\">b</target></segment></unit>",
            at: "5:7", reason: "the order \"first\" of the <target> is no positive integer"),
        withUnits(
            "two targets at one place",
            "    <unit id=\"a\">\n      <segment><source>a</source><target order=\"2\">b</target></segment>\n"
                + "      <segment><source>c</source><target order=\"2\">d</target></segment>\n    </unit>",
            at: "6:34", reason: "the <target> has the order 2, which is no free place"),
        withUnits(
            "a target beyond the parts",
            "    <unit id=\"a\">\n      <segment><source>a</source><target order=\"3\">b</target></segment>\n"
                + "      <ignorable><source> </source></ignorable>\n    </unit>",
            at: "5:34", reason: "the <target> has the order 3, which is no free place among the unit's 2"),
        withUnits(
            "a note with a broken escape",
            "    <unit id=\"a\"><notes><note>l10n-check-escaped:%G</note></notes><segment><source/></segment></unit>",
            at: "4:25", reason: "the <note> has an invalid l10n-check-escaped: encoding"),
        withUnits(
            "data without id",
            "    <unit id=\"a\"><originalData>\n      <data>x</data></originalData><segment><source/></segment></unit>",
            at: "5:7", reason: "the <data> has no id attribute"),
        withUnits(
            "an end tag that does not match", "    <unit id=\"a\"><segment><source>Hi</target></segment></unit>",
            at: "4:46", reason: "malformed XML: an end tag that does not match its start tag"),
        XLIFFBrokenDocument(
            name: "a 2.0 document cut short",
            text: "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\">\n"
                + "  <file id=\"f1\" original=\"a\"><unit id=\"é\"><segment><source>Hé",
            location: "2:62", reason: "malformed XML: the document does not end with the end tag of its root element"),
    ]

    @Test(arguments: documents)
    func rejects(_ document: XLIFFBrokenDocument) throws {
        let error = #expect(throws: TranslationError.self) {
            try XLIFFReader.read(bytes: Array(document.text.utf8), path: "de.xlf")
        }
        guard case .malformed(let location, let reason)? = error else {
            Issue.record("not .malformed: \(String(describing: error))")
            return
        }
        #expect("\(location.line):\(location.column)" == document.location)
        #expect(location.file == "de.xlf")
        #expect(reason.contains(document.reason), "\(reason)")
    }
}
