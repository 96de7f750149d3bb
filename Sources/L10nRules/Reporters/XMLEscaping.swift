/// Escapes text for XML 1.0 documents; characters XML 1.0 forbids (controls other than tab, line feed and carriage
/// return, U+FFFE, U+FFFF) become a visible Swift-style escape such as `\u{1}`.
enum XMLEscaping {
    /// Character data: `&`, `<`, `>`, quotes and apostrophes as entities, a carriage return as `&#13;` so parsers
    /// keep it.
    static func text(_ string: String) -> String {
        escape(string, inAttribute: false)
    }

    /// A quoted attribute value: as text, and also tab and line feed as character references, which parsers would
    /// otherwise turn into spaces.
    static func attribute(_ string: String) -> String {
        escape(string, inAttribute: true)
    }

    private static func escape(_ string: String, inAttribute: Bool) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            if let replacement = replacement(for: scalar, inAttribute: inAttribute) {
                escaped.append(contentsOf: replacement.unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func replacement(for scalar: Unicode.Scalar, inAttribute: Bool) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&apos;"
        case "\r": "&#13;"
        case "\t", "\n": inAttribute ? "&#\(scalar.value);" : nil
        case _ where isForbidden(scalar): "\\u{\(String(scalar.value, radix: 16))}"
        default: nil
        }
    }

    /// Whether XML 1.0 forbids the character everywhere (tab, line feed and carriage return are handled before).
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
