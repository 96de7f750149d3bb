/// The characters XML 1.0 cannot hold, and the elements that carry one of them inside `<source>` and `<target>`:
/// the writer's `<x/>` in XLIFF 1.2, XLIFF 2.0's own `<cp/>` in 2.0.
///
/// XML 1.0 allows tab, line feed, carriage return, U+0020-U+D7FF, U+E000-U+FFFD and U+10000-U+10FFFF; a `.strings`
/// value may hold any other scalar too (U+0000-U+0008, U+000B, U+000C, U+000E-U+001F, U+FFFE, U+FFFF). In text such
/// a scalar is written as `<x id="U+0001" ctype="x-l10n-check-char"/>`: an XLIFF inline element that every XLIFF tool
/// keeps, whose `id` names the scalar (`U+` and four or more uppercase hexadecimal digits).
enum XLIFFCharacters {
    /// The `ctype` of the `<x/>` element that stands for one character.
    static let escapeType = "x-l10n-check-char"

    /// Whether XML 1.0 can hold the scalar, as text or as a character reference.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The `<x/>` element that stands for the scalar.
    static func escapeElement(for scalar: Unicode.Scalar) -> String {
        "<x id=\"\(escapeID(for: scalar))\" ctype=\"\(escapeType)\"/>"
    }

    /// XLIFF 2.0's `<cp hex="0001"/>`, which stands for the scalar: its code point in four uppercase hexadecimal
    /// digits (every scalar XML cannot hold is below U+10000).
    static func codePointElement(for scalar: Unicode.Scalar) -> String {
        "<cp hex=\"\(escapeID(for: scalar).dropFirst(2))\"/>"
    }

    /// `U+` and the scalar's code point in four or more uppercase hexadecimal digits.
    static func escapeID(for scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The scalar an escape element's id names, or `nil` when the id is no `U+` code point of a scalar.
    static func scalar(forEscapeID id: String) -> Unicode.Scalar? {
        let digits = id.dropFirst(2)
        guard id.hasPrefix("U+"), (4...6).contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
    }
}
