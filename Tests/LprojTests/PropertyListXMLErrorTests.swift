import Testing

@testable import Lproj

/// Every XML error, with the line and column where it is found (columns count Unicode scalars).
@Suite("PropertyList XML errors")
struct PropertyListXMLErrorTests {
    /// Reads `text` and returns its one issue as `line:column: reason`.
    static func error(_ text: String, encoding: [UInt8] = []) -> String {
        let document = PropertyListDocument(xml: encoding + Array(text.utf8), path: "e.plist")
        guard document.issues.count == 1, let issue = document.issues.first else {
            return "expected one issue, got \(document.issues.map(\.description))"
        }
        let place = issue.location.map { "\($0.line):\($0.column)" } ?? "-"
        switch issue.problem {
        case .malformedXML(let reason): return "\(place): \(reason)"
        default: return "\(place): \(issue.problem.summary)"
        }
    }

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"

    @Test("structure", arguments: [
        ("<dict>\n  <key>a</key>\n  <string>x</string>\n", "7:1: </plist> does not match <dict> opened at 3:1"),
        ("<dict>\n  <key>a</key>\n  <string>x</key>\n</dict>", "5:12: </key> does not match <string> opened at 5:3"),
        ("<array>\n  <string>é</string>\n</dict>", "5:1: </dict> does not match <array> opened at 3:1"),
        ("<dict>\n  <key>a</key>\n</dict>", "5:1: the key \"a\" at 4:3 has no value"),
        ("<dict>\n  <string>a</string>\n</dict>", "4:3: expected <key> in <dict>, found <string>"),
        ("<dict>\n  <foo/>\n</dict>", "4:3: expected <key> in <dict>, found <foo>"),
        ("<array>\n  <foo>1</foo>\n</array>", "4:3: unknown element <foo>"),
        ("<array>\n  x<string/>\n</array>", "4:3: unexpected text 'x' in <array>"),
        ("<string>a</string>\n<string>b</string>", "4:1: <plist> holds more than one value: unexpected <string>"),
        ("", "4:1: <plist> holds no value"),
        ("<string>abc", "4:1: </plist> does not match <string> opened at 3:1"),
        ("<string>a<b>c</b></string>", "3:10: unexpected markup inside <string>: only text may stand here"),
        ("<string>a<!-- c -->b</string>", "3:10: a comment inside <string> (Apple's parser rejects it)"),
        ("<string><![CDATA[abc</string>", "5:1: the CDATA section at 3:9 never ends"),
        ("<true>yes</true>", "3:7: <true> must be empty"),
        ("<dict", "5:1: <dict> opened at 3:1 is never closed"),
        ("<string>x</string", "4:1: unexpected '<' in the end tag </string>"),
        ("<string>x</string x>", "3:19: unexpected 'x' in the end tag </string>"),
        ("< string/>", "3:1: expected an element name after '<'"),
        ("<!-- never closed", "5:1: the comment at 3:1 never ends"),
        ("<array><?pi never closed</array>", "5:1: the processing instruction at 3:8 never ends"),
    ])
    func structure(body: String, expected: String) {
        #expect(Self.error(Self.header + body + "\n</plist>\n") == expected)
    }

    @Test("text and entities", arguments: [
        ("<string>caf&eacute;</string>", "3:12: unknown entity &eacute;"),
        ("<string>fish & chips</string>", "3:14: a bare '&' (write it as '&amp;')"),
        ("<string>&#xD800;</string>", "3:9: &#xD800; is not a Unicode character"),
        ("<string>&#1114112;</string>", "3:9: &#1114112; is not a Unicode character"),
        ("<string>&#X41;</string>", "3:11: unexpected 'X' in a character reference"),
        ("<string>&#65</string>", "3:13: unexpected '<' in a character reference"),
        ("<string>é&#12a;</string>", "3:14: unexpected 'a' in a character reference"),
    ])
    func entities(body: String, expected: String) {
        #expect(Self.error(Self.header + body + "\n</plist>\n") == expected)
    }

    @Test("numbers, dates and data", arguments: [
        ("<integer>12 </integer>", "3:12: unexpected character U+0020 in <integer>"),
        ("<integer>1a</integer>", "3:11: hexadecimal digit 'a' in a decimal <integer>"),
        ("<integer>0x</integer>", "3:12: <integer> has no digits"),
        ("<integer>18446744073709551616</integer>", "3:29: <integer> is larger than 18446744073709551615"),
        ("<integer>-9223372036854775809</integer>", "3:29: <integer> is smaller than -9223372036854775808"),
        ("<integer/>", "3:1: empty <integer>"),
        ("<integer>  </integer>", "3:12: empty <integer>"),
        ("<real>1.5.2</real>", "3:7: <real> holds \"1.5.2\", not a number"),
        ("<real/>", "3:1: empty <real>"),
        ("<date>2024-1-05T10:00:00Z</date>", "3:7: <date> is not in the form YYYY-MM-DDTHH:MM:SSZ"),
        ("<date/>", "3:1: empty <date>"),
        ("<data>AQ\u{E9}ID</data>", "3:9: non-ASCII byte 0xC3 in <data>"),
        ("<data/>", "3:1: empty <data/> (write <data></data>)"),
    ])
    func scalars(body: String, expected: String) {
        #expect(Self.error(Self.header + body + "\n</plist>\n") == expected)
    }

    @Test("prolog, encodings and the root")
    func prolog() {
        #expect(Self.error("") == "-: the file is empty (0 bytes)")
        #expect(Self.error("   \n  ") == "2:3: the file has no root element")
        #expect(Self.error("<?xml version=\"1.0\"?>\nhello") == "2:1: unexpected 'h' before the root element")
        #expect(Self.error("<?xml version=\"1.0\"?>\n</plist>") == "2:1: expected the root element, found '</'")
        #expect(Self.error("<!DOCTYPE plist [\n<!ENTITY x 'y'>]>\n<plist/>")
            == "1:17: a DOCTYPE with an internal subset ('[') is not supported (Apple's parser rejects it)")
        #expect(Self.error("<!DOCTYPE plist") == "1:16: the DOCTYPE at 1:1 never ends")
        #expect(Self.error("<!ELEMENT plist>") == "1:1: expected the root element, found '<!'")
        #expect(Self.error("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<plist/>")
            == "1:31: the declared encoding \"Shift_JIS\" is not supported")
        #expect(Self.error("<plist><key>a</key><key>b</key></plist>")
            == "1:20: <plist> holds more than one value: unexpected <key>")
        #expect(Self.error("<plist><string>caf") == "1:19: <string> opened at 1:8 is never closed")
        #expect(Self.error("<plist>\n<dict") == "2:6: the start tag <dict> never ends")
        #expect(Self.error("<plist><string>x</string") == "1:25: the end tag </string> never ends")
        #expect(Self.error("<plist>\n  <dict>\n") == "3:1: <dict> opened at 2:3 is never closed")
        #expect(Self.error("<plist><integer>7") == "1:18: <integer> opened at 1:8 is never closed")
        #expect(Self.error("<plist><string><![CDATA[x") == "1:26: the CDATA section at 1:16 never ends")
    }

    @Test("invalid UTF-8 is reported at its byte, in scalars")
    func invalidUTF8() {
        let bytes = Array("<plist>\n<string>é€😀".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8)
        let document = PropertyListDocument(xml: bytes, path: "u.plist")
        #expect(document.issues.count == 1)
        #expect(document.issues.first?.problem == .invalidUTF8(byte: 0xC3))
        #expect(document.issues.first?.location == Lproj.SourceLocation(file: "u.plist", line: 2, column: 12))
        #expect(document.issues.first?.consequence == .fileRejected(lostEntries: 0))
    }

    @Test("UTF-16 errors: no byte order mark, an unpaired surrogate")
    func utf16() {
        let unmarked: [UInt8] = Array("<plist/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = PropertyListDocument(xml: unmarked, path: "u.plist")
        #expect(document.issues.map(\.problem) == [.unmarkedUTF16(littleEndian: true)])
        let units: [UInt16] = Array("<plist>\n<string>ab".utf16) + [0xDC00] + Array("</string></plist>".utf16)
        let lone: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let broken = PropertyListDocument(xml: lone, path: "u.plist")
        #expect(broken.issues.map(\.problem) == [.malformedXML("unpaired UTF-16 surrogate 0xDC00")])
        #expect(broken.issues.first?.location?.line == 2)
        #expect(broken.issues.first?.location?.column == 11)
    }

    @Test("a line ending in CR or CRLF counts once")
    func lineEndings() {
        #expect(Self.error("<plist>\r\n<dict>\r\n<key>a</key>\r\n</dict></plist>") == "4:1: the key \"a\" at 3:1 has no value")
        #expect(Self.error("<plist>\r<dict>\r<key>a</key>\r</dict></plist>") == "4:1: the key \"a\" at 3:1 has no value")
    }

    @Test("nesting deeper than the limit is an error, not a crash")
    func deepNesting() {
        for depth in [513, 100_000] {
            let text = "<plist>" + String(repeating: "<array>", count: depth)
            let document = PropertyListDocument(xml: Array(text.utf8), path: "d.plist")
            #expect(document.root == nil)
            #expect(document.issues.map(\.problem) == [.malformedXML("elements nest deeper than 512 levels")])
            // <plist> is the first level, so the 512th <array> is one too many.
            #expect(document.issues.first?.location?.column == 8 + 511 * 7)
        }
        let fine = "<plist>" + String(repeating: "<array>", count: 511) + String(repeating: "</array>", count: 511) + "</plist>"
        #expect(PropertyListDocument(xml: Array(fine.utf8), path: "d.plist").issues.isEmpty)
    }

    @Test("text after the root is reported, but the file is read as Apple reads it")
    func trailingText() throws {
        let document = PropertyListDocument(xml: Array("<plist><string>x</string></plist>\n\n junk".utf8), path: "t.plist")
        #expect(document.root?.value == .string("x"))
        let issue = try #require(document.issues.first)
        #expect(issue.problem == .malformedXML("text after the root element (Apple's parser ignores it)"))
        #expect(issue.location == Lproj.SourceLocation(file: "t.plist", line: 3, column: 2))
        #expect(issue.consequence == RuntimeConsequence.none)
    }

    @Test("every message reads as one sentence with its place")
    func description() throws {
        let document = PropertyListDocument(xml: Array("<plist>\n<dict><key>a</key></dict></plist>".utf8), path: "x.plist")
        #expect(document.issues.map(\.description) == [
            "x.plist:2:19: error: malformed XML property list: the key \"a\" at 2:7 has no value; "
                + "Apple's parser rejects the file",
        ])
    }
}
