import Lproj
import Testing
@testable import Translation

/// A document the reader must reject, where, and a phrase of the reason.
struct XLIFFBrokenDocument: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let location: String
    let reason: String

    var testDescription: String { name }

    /// A document whose body holds `units`, from line 5 on.
    static func withUnits(_ name: String, _ units: String, at location: String, reason: String) -> Self {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="fr.lproj/Localizable.strings" source-language="en" datatype="plaintext">
                <body>
            \(units)
                </body>
              </file>
            </xliff>

            """
        return Self(name: name, text: text, location: location, reason: reason)
    }
}

/// Every reader error is `.malformed` at an exact line and column of the file.
struct XLIFFReaderErrorTests {
    static let documents: [XLIFFBrokenDocument] = [
        .withUnits(
            "an end tag that does not match", "      <trans-unit id=\"a\"><source>Hi</target></trans-unit>",
            at: "5:45", reason: "malformed XML: an end tag that does not match its start tag"),
        .withUnits(
            "an undeclared entity", "      <trans-unit id=\"a\"><source>&nbsp;</source></trans-unit>",
            at: "5:40", reason: "malformed XML: an undeclared entity"),
        .withUnits(
            "a character reference to a character XML cannot hold",
            "      <trans-unit id=\"a\"><source>&#1;</source></trans-unit>",
            at: "5:38", reason: "malformed XML: a character XML does not allow"),
        XLIFFBrokenDocument(
            name: "an empty document", text: "", location: "1:1",
            reason: "the document ends without a complete <xliff> root element"),
        XLIFFBrokenDocument(
            name: "a document of a comment", text: "<!-- é -->\n", location: "2:1",
            reason: "malformed XML: the document does not end with the end tag of its root element"),
        XLIFFBrokenDocument(
            name: "another root", text: "<?xml version=\"1.0\"?>\n<html><xliff version=\"1.2\"/></html>\n",
            location: "2:1", reason: "the root element is <html>, not <xliff>"),
        XLIFFBrokenDocument(
            name: "XLIFF 2.2",
            text: "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.2\" version=\"2.2\" srcLang=\"en\">\n</xliff>",
            location: "1:1", reason: "the document is XLIFF 2.2; only XLIFF 1.1, 1.2, 2.0 and 2.1 are read"),
        XLIFFBrokenDocument(
            name: "no version", text: "\n  <xliff>\n</xliff>", location: "2:3", reason: "the <xliff> has no version"),
        XLIFFBrokenDocument(
            name: "a file without original",
            text: "<xliff version=\"1.2\">\n  <file source-language=\"en\" datatype=\"plaintext\"><body/></file>\n"
                + "</xliff>",
            location: "2:3", reason: "the <file> has no original attribute"),
        XLIFFBrokenDocument(
            name: "a file without source-language",
            text: "<xliff version=\"1.2\">\n  <file\n    original=\"a\" datatype=\"plaintext\"><body/></file>\n"
                + "</xliff>",
            location: "2:3", reason: "the <file> has no source-language attribute"),
        .withUnits(
            "a unit without id", "      <trans-unit><source>Hi</source></trans-unit>",
            at: "5:7", reason: "the <trans-unit> has no id attribute"),
        .withUnits(
            "a unit without source", "      <trans-unit id=\"a\">\n        <target>Salut</target>\n      </trans-unit>",
            at: "5:7", reason: "the <trans-unit> \"a\" has no <source>"),
        .withUnits(
            "a second source", "      <trans-unit id=\"a\"><source>Hi</source> <source>Ho</source></trans-unit>",
            at: "5:46", reason: "a second <source> in the <trans-unit> \"a\""),
        .withUnits(
            "an id with a broken escape", "      <trans-unit id=\"l10n-check-escaped:%G1\"><source/></trans-unit>",
            at: "5:7", reason: "the id of the <trans-unit> has an invalid l10n-check-escaped: encoding"),
        .withUnits(
            "a note with a broken escape",
            "      <trans-unit id=\"a\"><source/><note>l10n-check-escaped:%</note></trans-unit>",
            at: "5:35", reason: "the <note> has an invalid l10n-check-escaped: encoding"),
        .withUnits(
            "a state XLIFF does not know",
            "      <trans-unit id=\"a\"><source/>\n        <target state=\"done\"/></trans-unit>",
            at: "6:9", reason: "the state \"done\" is no XLIFF 1.2 state and no x- extension"),
        XLIFFBrokenDocument(
            name: "a tag cut short",
            text: "<xliff version=\"1.2\">\n  <file original=\"a\" source-language=\"en\" datatype=\"plaintext\">\n"
                + "    <bo",
            location: "3:8", reason: "malformed XML: '>' is missing"),
        XLIFFBrokenDocument(
            name: "a document cut short in a text",
            text: "<xliff version=\"1.2\">\n  <file original=\"a\" source-language=\"en\" datatype=\"plaintext\">\n"
                + "    <body><trans-unit id=\"é\"><source>Hé",
            location: "3:40", reason: "malformed XML: the document does not end with the end tag of its root element"),
        XLIFFBrokenDocument(
            name: "a document cut short after a tag",
            text: "<xliff version=\"1.2\">\n  <file original=\"a\" source-language=\"en\" datatype=\"plaintext\">\n"
                + "    <body><trans-unit id=\"é\">",
            location: "3:30", reason: "malformed XML: the document does not end with the end tag of its root element"),
        XLIFFBrokenDocument(
            name: "more after the root", text: "<xliff version=\"1.2\"/>\n<xliff version=\"1.2\"/>",
            location: "2:1", reason: "malformed XML: the document does not end with the end tag of its root element"),
    ]

    @Test(arguments: documents)
    func rejects(_ document: XLIFFBrokenDocument) throws {
        let error = #expect(throws: TranslationError.self) {
            try XLIFFReader.read(bytes: Array(document.text.utf8), path: "fr.xliff")
        }
        guard case .malformed(let location, let reason)? = error else {
            Issue.record("not .malformed: \(String(describing: error))")
            return
        }
        #expect("\(location.line):\(location.column)" == document.location)
        #expect(location.file == "fr.xliff")
        #expect(reason.contains(document.reason), "\(reason)")
    }

    /// Found by the fuzzer: bytes that are no UTF-8 in a name made Foundation's `XMLParser` trap (crash).
    static let notUTF8: [([UInt8], String)] = [
        (Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a xml:".utf8) + [0xF3] + Array("pace=\"x\"/>".utf8),
         "2:8"),
        (Array("<?xml version=\"1.0\"?>\n\n<xliff".utf8) + [0xF3, 0x41] + Array(" version=\"1.2\"/>".utf8), "3:7"),
        ([0xC3, 0x28], "1:1"),
    ]

    @Test(arguments: notUTF8)
    func bytesThatAreNoUTF8AreAnErrorAtTheirPlace(bytes: [UInt8], place: String) {
        let error = #expect(throws: TranslationError.self) { try XLIFFReader.read(bytes: bytes, path: "x.xlf") }
        guard case .malformed(let location, let reason)? = error else {
            Issue.record("not .malformed: \(String(describing: error))")
            return
        }
        #expect("\(location.line):\(location.column)" == place)
        #expect(reason.contains("is not UTF-8"))
    }

    /// Found by the fuzzer: a processing instruction without data made Foundation's `XMLParser` call `strlen` on
    /// a null pointer (a crash); it is refused at its place, while one with a space before `?>` still reads.
    static let bareProcessingInstructions: [(String, String)] = [
        ("<?pm?>\n<il ers\"?>\n<i", "1:1"),
        ("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><!-- a comment -->\n  <?pi?></xliff>", "3:3"),
        ("<?<?x-sruo?>\n versioaon", "1:3"),
    ]

    @Test(arguments: bareProcessingInstructions)
    func aProcessingInstructionWithoutDataIsAnErrorAtItsPlace(text: String, place: String) {
        let error = #expect(throws: TranslationError.self) { try XLIFFReader.read(bytes: Array(text.utf8), path: "x.xlf") }
        guard case .malformed(let location, let reason)? = error else {
            Issue.record("not .malformed: \(String(describing: error))")
            return
        }
        #expect("\(location.line):\(location.column)" == place)
        #expect(reason.contains("processing instruction without data"))
    }

    @Test func aProcessingInstructionWithASpaceBeforeItsEndStillReads() throws {
        let text = "<?xml version=\"1.0\"?>\n<?tool ?><xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" "
            + "version=\"1.2\"><file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body>"
            + "<trans-unit id=\"a\"><source>A<?x ?>B</source></trans-unit></body></file></xliff>"
        let document = try XLIFFReader.read(bytes: Array(text.utf8), path: "x.xlf")
        #expect(document.files.first?.units.first?.source == "AB")
    }

    /// Found while moving to libxml2 directly: stopping the parser in the error handler of a conversion error freed
    /// the buffer libxml2 was converting, and the process crashed. The error is the first one, at its place.
    @Test func aUTF16FileWithALoneSurrogateIsAnErrorNotACrash() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<xliff version=\"1.2\"><file original=\"a\" "
            + "source-language=\"en\" datatype=\"plaintext\"><body><trans-unit id=\"a\"><source>"
        var bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        bytes += [0x00, 0xD8] + "x</source></trans-unit></body></file></xliff>".utf16.flatMap { [UInt8($0 & 0xFF), 0] }
        let error = #expect(throws: TranslationError.self) { try XLIFFReader.read(bytes: bytes, path: "x.xlf") }
        #expect(error?.description.contains("cannot be read in the document's encoding") == true,
                "\(String(describing: error))")
    }

    /// libxml2 reads with `XML_PARSE_HUGE` and sets no depth limit; the reader's keeps memory bounded.
    @Test func elementsNestedDeeperThanTheLimitAreAnErrorAtTheTagTooDeep() throws {
        func nested(_ groups: Int) -> String {
            "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body>\n"
                + String(repeating: "<group>", count: groups - 1) + "\n<group>"
                + String(repeating: "</group>", count: groups) + "</body></file></xliff>"
        }
        // <xliff>, <file> and <body> are three levels.
        let text = nested(XLIFFParserDelegate.maximumDepth - 2)
        let error = #expect(throws: TranslationError.self) { try XLIFFReader.read(bytes: Array(text.utf8), path: "x") }
        guard case .malformed(let location, let reason)? = error else {
            Issue.record("not .malformed: \(String(describing: error))")
            return
        }
        #expect("\(location.line):\(location.column)" == "3:1")
        #expect(reason.contains("elements nested more than 1000 deep"))
        let allowed = nested(XLIFFParserDelegate.maximumDepth - 3)
        #expect(try XLIFFReader.read(bytes: Array(allowed.utf8), path: "x").files.count == 1)
    }

    @Test func aUTF16FileWithAByteOrderMarkStillReads() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" "
            + "version=\"1.2\"><file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body>"
            + "<trans-unit id=\"é\"><source>ü</source></trans-unit></body></file></xliff>"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = try XLIFFReader.read(bytes: bytes, path: "x.xlf")
        #expect(document.files.first?.units.first?.source == "ü")
    }
}
