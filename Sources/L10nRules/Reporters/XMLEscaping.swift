import Lproj

/// Escapes text for XML 1.0 documents; characters XML 1.0 forbids (controls other than tab, line feed and carriage
/// return, U+FFFE, U+FFFF) become a visible Swift-style escape such as `\u{1}`.
enum XMLEscaping {
    /// Character data: `&`, `<`, `>`, quotes and apostrophes as entities, a carriage return as `&#13;` so parsers
    /// keep it.
    static func text(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendText(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A quoted attribute value: as text, and also tab and line feed as character references, which parsers would
    /// otherwise turn into spaces.
    static func attribute(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendAttribute(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `string` escaped as character data (see ``text(_:)``).
    static func appendText<Output: ReportOutput & ~Copyable>(_ string: String, to output: inout Output) {
        output.append(string, mayEscape: mayEscape, candidates: candidates) { escape($0, inAttribute: false, to: &$1) }
    }

    /// Appends `string` escaped as an attribute value (see ``attribute(_:)``), without the quotes.
    static func appendAttribute<Output: ReportOutput & ~Copyable>(_ string: String, to output: inout Output) {
        output.append(string, mayEscape: mayEscape, candidates: candidates) { escape($0, inAttribute: true, to: &$1) }
    }

    /// Appends text from a bundle for an HTML page, as character data or inside a quoted attribute value alike:
    /// control characters shown as visible escapes (as ``TerminalText`` shows them, so a key's line feed reads `\n`),
    /// then `&`, `<`, `>` and both quotes as entities.
    static func appendHTML<Output: ReportOutput & ~Copyable>(_ string: String, to output: inout Output) {
        TerminalText.appendVisible(string, to: &output, inXMLText: true)
    }

    /// Whether a scalar starting with `byte` may need an escape: ASCII controls and markup, and the lead byte of
    /// U+F000-U+FFFF.
    /// ``mayEscape(_:)`` on eight bytes at once.
    @inline(__always)
    static func candidates(_ word: UInt64) -> UInt64 {
        ByteWord.below(word, 0x20) | ByteWord.equal(word, UInt8(ascii: "&")) | ByteWord.equal(word, UInt8(ascii: "<"))
            | ByteWord.equal(word, UInt8(ascii: ">")) | ByteWord.equal(word, UInt8(ascii: "\""))
            | ByteWord.equal(word, UInt8(ascii: "'")) | ByteWord.equal(word, 0xEF)
    }

    static func mayEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
            UInt8(ascii: "'"), 0xEF: true
        default: false
        }
    }

    /// Appends the escape of `scalar`, if it needs one, and says whether it did.
    static func escape<Output: ReportOutput & ~Copyable>(
        _ scalar: Unicode.Scalar, inAttribute: Bool, to output: inout Output
    ) -> Bool {
        let entity: String
        switch scalar {
        case "&": entity = "&amp;"
        case "<": entity = "&lt;"
        case ">": entity = "&gt;"
        case "\"": entity = "&quot;"
        case "'": entity = "&apos;"
        case "\r": entity = "&#13;"
        case "\t", "\n":
            guard inAttribute else { return false }
            entity = scalar == "\t" ? "&#9;" : "&#10;"
        case _ where isForbidden(scalar):
            output.append(literal: #"\u{"#)
            output.append(hex: scalar.value)
            output.append(UInt8(ascii: "}"))
            return true
        default: return false
        }
        output.append(utf8: entity)
        return true
    }

    /// Whether XML 1.0 forbids the character everywhere (tab, line feed and carriage return are handled before).
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
