/// Text from a bundle made safe to print on one line of a terminal or a CI log.
///
/// Folder, file and key names and values come from the bundle under check, so they must not be able to forge report
/// lines (a line feed or carriage return followed by a fake `file:1:1: error: ...`) or drive the terminal (an escape
/// sequence that hides text or rewrites the title). Every C0 control (tab included), DEL, every C1 control and the
/// Unicode line and paragraph separators are shown as a visible escape: `\n`, `\r`, `\t`, else `\u{1B}`. Backslashes
/// are left as they are, so text that a message already quoted (`"a\nb"`) reads the same.
public enum TerminalText {
    /// `text` with every control character shown as a visible escape.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.append(scalar)
                continue
            }
            let escape: String = switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }

    /// Whether `scalar` is a C0 or C1 control, DEL, or U+2028/U+2029.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
