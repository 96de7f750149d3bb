import Foundation
import Testing
@testable import L10nRules
import Lproj
import TestSupport

/// The reporters' byte writers escape exactly as the string-building reporters before them did: pinned expected
/// texts for every edge case, and agreement with the string-based escapers over generated text.
struct ByteEscapingTests {
    private static func json(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func visible(_ text: String, inXMLText: Bool = false) -> String {
        var bytes: [UInt8] = []
        TerminalText.appendVisible(text, to: &bytes, inXMLText: inXMLText)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Text read from invalid UTF-8: an unpaired surrogate encoded as UTF-8 (ED A0 80), a lone continuation byte, a
    /// truncated sequence; each bad byte becomes U+FFFD, which no format escapes.
    private static let invalid = String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x62, 0x80, 0xE2, 0x80], as: UTF8.self)

    @Test(arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        ("q\"b\\s/", #""q\"b\\s/""#),
        ("\n\r\t", #""\n\r\t""#),
        ("\u{0}\u{8}\u{C}\u{B}\u{1B}\u{1F}", #""\u0000\u0008\u000c\u000b\u001b\u001f""#),
        ("\u{7F}\u{80}\u{85}\u{9F}\u{A0}é", "\"\\u007f\\u0080\\u0085\\u009f\u{A0}é\""),
        ("\u{2027}\u{2028}\u{2029}\u{202A}\u{200B}", "\"\u{2027}\\u2028\\u2029\u{202A}\u{200B}\""),
        ("\u{FEFF}\u{FFFE}\u{FFFF}\u{FFFD}", "\"\u{FEFF}\u{FFFE}\u{FFFF}\u{FFFD}\""),
        ("emoji 🎉 e\u{301} 日本語", "\"emoji 🎉 e\u{301} 日本語\""),
        (invalid, "\"a\u{FFFD}\u{FFFD}\u{FFFD}b\u{FFFD}\u{FFFD}\""),
    ])
    func jsonEscapesAsBefore(_ text: String, _ expected: String) {
        #expect(Self.json(text) == expected)
        #expect(JSONValue.string(text).serialized() == expected)
    }

    @Test(arguments: [
        ("plain / path", "plain / path"),
        ("a\nb\rc\td", #"a\nb\rc\td"#),
        ("\u{0}\u{1B}[2J\u{7}\u{7F}", #"\u{0}\u{1B}[2J\u{7}\u{7F}"#),
        ("\u{80}\u{9B}\u{9F}\u{A0}é", "\\u{80}\\u{9B}\\u{9F}\u{A0}é"),
        ("\u{2028}\u{2029}\u{202F}", "\\u{2028}\\u{2029}\u{202F}"),
        ("back\\slash \"q\" <&>", "back\\slash \"q\" <&>"),
        (invalid, "a\u{FFFD}\u{FFFD}\u{FFFD}b\u{FFFD}\u{FFFD}"),
    ])
    func terminalTextEscapesAsBefore(_ text: String, _ expected: String) {
        #expect(Self.visible(text) == expected)
        #expect(TerminalText.visible(text) == expected)
    }

    @Test func xmlEscapesAsBefore() {
        let text = "a&b<c>d\"e'f\tg\nh\ri\u{0}\u{1F}\u{7F}\u{85}\u{FFFE}\u{FFFF}\u{FFFD}é😀"
        #expect(XMLEscaping.text(text)
            == "a&amp;b&lt;c&gt;d&quot;e&apos;f\tg\nh&#13;i\\u{0}\\u{1f}\u{7F}\u{85}\\u{fffe}\\u{ffff}\u{FFFD}é😀")
        #expect(XMLEscaping.attribute(text)
            == "a&amp;b&lt;c&gt;d&quot;e&apos;f&#9;g&#10;h&#13;i\\u{0}\\u{1f}\u{7F}\u{85}\\u{fffe}\\u{ffff}\u{FFFD}é😀")
        // A compiler line in JUnit: control characters shown as the text report shows them, then XML's escapes.
        #expect(Self.visible(text, inXMLText: true)
            == "a&amp;b&lt;c&gt;d&quot;e&apos;f\\tg\\nh\\ri\\u{0}\\u{1F}\\u{7F}\\u{85}\\u{fffe}\\u{ffff}\u{FFFD}é😀")
    }

    /// Generated text over every character class the escapers treat apart agrees with the string-based escapers
    /// (`JSONValue`, `TerminalText.visible`) and with the scalar-by-scalar XML escaper the reporters used before.
    @Test func generatedTextAgreesWithTheStringEscapers() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "&", "<", ">", "'", "%", "\n", "\r", "\t", "\u{0}", "\u{8}", "\u{1B}",
            "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{BF}", "é", "\u{301}", "\u{2000}", "\u{2027}",
            "\u{2028}", "\u{2029}", "\u{202A}", "\u{2FFF}", "\u{F000}", "\u{FEFF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}",
            "日", "😀", "\u{10FFFF}",
        ]
        var generator = SeededRandom(seed: 10)
        for round in 0..<4_000 {
            // Short texts, then long ones that are mostly plain, so that the escapers' eight-bytes-at-a-time passes
            // meet every character at every offset of a word.
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % (round < 2_000 ? 12 : 40)) {
                let plain = round >= 2_000 && generator.next() % 4 != 0
                scalars.append(plain ? "x" : alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            let text = String(scalars)
            #expect(Self.json(text) == JSONValue.string(text).serialized())
            #expect(Self.visible(text) == TerminalText.visible(text))
            #expect(XMLEscaping.text(text) == ReferenceXMLEscaping.escape(text, inAttribute: false))
            #expect(XMLEscaping.attribute(text) == ReferenceXMLEscaping.escape(text, inAttribute: true))
            #expect(Self.visible(text, inXMLText: true)
                == ReferenceXMLEscaping.escape(TerminalText.visible(text), inAttribute: false))
        }
    }

    @Test func numbersAreWrittenAsStringWritesThem() {
        for value in [0, 1, 9, 10, 99, 100, 4_000, -1, -10, Int.max, Int.min, 1_000_000_007] {
            var bytes: [UInt8] = []
            bytes.append(decimal: value)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
        for value: UInt32 in [0, 0x9, 0x1B, 0x2028, 0xFFFE, 0x10FFFF] {
            var bytes: [UInt8] = []
            bytes.append(hex: value, minimumDigits: 4)
            let digits = String(value, radix: 16)
            #expect(String(decoding: bytes, as: UTF8.self) == String(repeating: "0", count: max(0, 4 - digits.count)) + digits)
        }
    }

    /// Hexadecimal digits are worked out side by side in one word: every digit value in every place, both cases,
    /// every minimum width, as `String(_:radix:uppercase:)` writes them padded with zeros.
    @Test func hexadecimalIsWrittenAsStringWritesIt() {
        var random = SeededRandom(seed: 16)
        let random500 = (0..<500).map { _ in
            UInt32.random(in: 0...UInt32.max, using: &random) >> UInt32.random(in: 0...31, using: &random)
        }
        let values: [UInt32] = [0, 0xA, 0xF, 0x10, 0xFF, 0xABCD_EF01, 0x1234_5678, 0x9ABC_DEF0, .max] + random500
        for value in values {
            for uppercase in [false, true] {
                for minimum in 0...9 {
                    var bytes: [UInt8] = []
                    bytes.append(hex: value, uppercase: uppercase, minimumDigits: minimum)
                    let digits = String(value, radix: 16, uppercase: uppercase)
                    let width = min(max(minimum, 1), 8)
                    #expect(
                        String(decoding: bytes, as: UTF8.self)
                            == String(repeating: "0", count: max(0, width - digits.count)) + digits,
                        "\(value) \(uppercase) \(minimum)")
                }
            }
        }
    }

    /// The JSON report of a hostile bundle is byte for byte the `JSONValue` tree the reporter built before.
    @Test func jsonReportEqualsTheValueTree() {
        let diagnostics = [
            Diagnostic(
                rule: "extra-key", severity: .error, message: "extra \u{1B}[2J \"k\ny\" \u{2028}\u{85}\u{FFFF}",
                file: "fr\n.lproj/L\u{7}.strings", location: SourceLocation(file: "x", line: 2, column: 1),
                language: "fr\n", table: "L", key: "k\ny" + Self.invalid),
            Diagnostic(rule: "missing-table", severity: .note, message: "", file: ""),
        ]
        let report = CheckReport(
            bundlePath: "B\n.bundle", bundleName: "B\u{0}.bundle", baseLanguage: "en\u{9F}",
            languages: [LanguageSummary(language: "fr\n", directory: "fr\n.lproj", keys: 1, missing: 0, extra: 1, expected: 1)],
            diagnostics: diagnostics)
        let tree = JSONValue.object([
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("bundle", .string(report.bundleName)), ("baseLanguage", .string(report.baseLanguage)),
            ("languages", .array([.object([
                ("language", .string("fr\n")), ("directory", .string("fr\n.lproj")), ("keys", .int(1)),
                ("missing", .int(0)), ("extra", .int(1)),
            ])])),
            ("diagnostics", .array(diagnostics.map(JSONReporter.json))),
            ("summary", .object([("errors", .int(1)), ("warnings", .int(0)), ("notes", .int(1))])),
        ])
        #expect(JSONReporter().render(report) == tree.serialized() + "\n")
        var empty = report
        empty.diagnostics = []
        empty.languages = []
        #expect(JSONReporter().render(empty).contains("\"languages\": [],\n  \"diagnostics\": [],\n"))
    }

    /// A reporter appends to what the buffer already holds.
    @Test func writingAppends() {
        let report = CheckReport(bundlePath: "", bundleName: "B", baseLanguage: "en", languages: [], diagnostics: [])
        for reporter in [TextReporter(), JSONReporter(), SARIFReporter()] as [any Reporter] {
            var bytes = Array("before\n".utf8)
            reporter.write(report, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "before\n" + reporter.render(report))
        }
    }

    /// A fingerprint is the FNV-1a hash of the joined identity, as it was computed before.
    @Test func fingerprintHashesTheJoinedIdentity() {
        let diagnostics = [
            Diagnostic(rule: "plural-category", severity: .error, message: "m", file: "f", key: "%lld items", category: "few"),
            Diagnostic(rule: "plural-category", severity: .error, message: "m", file: "f", key: "files.few", category: "few"),
            Diagnostic(rule: "missing-table", severity: .error, message: "m é\u{0}", file: "d\u{301}.strings"),
        ]
        let subjects = ["key:%lld items.few", "key:files.few", "message:m é\u{0}"]
        for (diagnostic, subject) in zip(diagnostics, subjects) {
            let hex = String(SARIFReporter.fnv1a64([diagnostic.rule, diagnostic.file, subject].joined(separator: "\u{0}")), radix: 16)
            #expect(SARIFReporter.identityHash(of: diagnostic) == String(repeating: "0", count: 16 - hex.count) + hex)
        }
        #expect(SARIFReporter.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(SARIFReporter.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
    }

    /// A root of one `/` followed by a file that starts with a combining mark does not make a `file://` URI, as
    /// `String.hasPrefix` (which compares characters) decided before.
    @Test func uriOfAnAbsolutePathFollowsCharacters() {
        #expect(SARIFReporter.uri(for: "\u{301}x", under: "/") == "/%CC%81x")
        #expect(SARIFReporter.uri(for: "a b", under: "/") == "file:///a%20b")
        #expect(SARIFReporter.uri(for: "/abs", under: "") == "file:///abs")
        #expect(SARIFReporter.uri(for: "x", under: "/tmp/") == "file:///tmp/x")
    }
}

/// The XML escaper the JUnit reporter used before it wrote bytes, scalar by scalar into a string: the oracle.
private enum ReferenceXMLEscaping {
    static func escape(_ string: String, inAttribute: Bool) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            let replacement: String? = switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\r": "&#13;"
            case "\t", "\n": inAttribute ? "&#\(scalar.value);" : nil
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                "\\u{\(String(scalar.value, radix: 16))}"
            default: nil
            }
            if let replacement { escaped.append(contentsOf: replacement.unicodeScalars) } else { escaped.append(scalar) }
        }
        return String(escaped)
    }
}
