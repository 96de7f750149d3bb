extension TerminalText {
    /// Appends the UTF-8 of `text` with every control character shown as a visible escape, as ``visible(_:)`` shows
    /// it; with `inXMLText`, the result is also escaped as XML character data (see `XMLEscaping.appendText`).
    static func appendVisible(_ text: String, to output: inout [UInt8], inXMLText: Bool = false) {
        if inXMLText {
            output.append(text, mayEscape: { mayEscape($0) || XMLEscaping.mayEscape($0) }) { scalar, output in
                escape(scalar, to: &output) || XMLEscaping.escape(scalar, inAttribute: false, to: &output)
            }
        } else {
            output.append(text, mayEscape: mayEscape, escape: escape)
        }
    }

    /// Whether a scalar starting with `byte` may need an escape: ASCII controls, DEL, and the lead bytes of
    /// U+0080-U+00BF and U+2000-U+2FFF.
    private static func mayEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// Appends the visible escape of `scalar` if it needs one (`\n`, `\r`, `\t`, else `\u{1B}`), and says whether
    /// it did.
    private static func escape(_ scalar: Unicode.Scalar, to output: inout [UInt8]) -> Bool {
        guard needsEscape(scalar) else { return false }
        switch scalar {
        case "\n": output.append(contentsOf: #"\n"#.utf8)
        case "\r": output.append(contentsOf: #"\r"#.utf8)
        case "\t": output.append(contentsOf: #"\t"#.utf8)
        default:
            output.append(contentsOf: #"\u{"#.utf8)
            output.append(hex: scalar.value, uppercase: true)
            output.append(UInt8(ascii: "}"))
        }
        return true
    }
}
