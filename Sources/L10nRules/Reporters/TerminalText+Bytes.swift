import Lproj

extension TerminalText {
    /// Appends the UTF-8 of `text` with every control character shown as a visible escape, as ``visible(_:)`` shows
    /// it; with `inXMLText`, the result is also escaped as XML character data (see `XMLEscaping.appendText`).
    static func appendVisible<Output: ReportOutput & ~Copyable>(
        _ text: String, to output: inout Output, inXMLText: Bool = false
    ) {
        if inXMLText {
            output.append(
                text, mayEscape: { mayEscape($0) || XMLEscaping.mayEscape($0) },
                candidates: { candidates($0) | XMLEscaping.candidates($0) }
            ) { scalar, output in
                escape(scalar, to: &output) || XMLEscaping.escape(scalar, inAttribute: false, to: &output)
            }
        } else {
            output.append(text, mayEscape: mayEscape, candidates: candidates) { escape($0, to: &$1) }
        }
    }

    /// Whether a scalar starting with `byte` may need an escape: ASCII controls, DEL, and the lead bytes of
    /// U+0080-U+00BF and U+2000-U+2FFF.
    private static func mayEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// Appends the visible escape of `scalar` if it needs one (`\n`, `\r`, `\t`, else `\u{1B}`), and says whether
    /// it did.
    /// ``mayEscape(_:)`` on eight bytes at once.
    @inline(__always)
    private static func candidates(_ word: UInt64) -> UInt64 {
        ByteWord.below(word, 0x20) | ByteWord.equal(word, 0x7F) | ByteWord.equal(word, 0xC2) | ByteWord.equal(word, 0xE2)
    }

    private static func escape<Output: ReportOutput & ~Copyable>(_ scalar: Unicode.Scalar, to output: inout Output) -> Bool {
        guard needsEscape(scalar) else { return false }
        switch scalar {
        case "\n": output.append(literal: #"\n"#)
        case "\r": output.append(literal: #"\r"#)
        case "\t": output.append(literal: #"\t"#)
        default:
            output.append(literal: #"\u{"#)
            output.append(hex: scalar.value, uppercase: true)
            output.append(UInt8(ascii: "}"))
        }
        return true
    }
}
