/// How an attribute value or a note, which can hold no XML element, carries characters XML 1.0 cannot hold.
///
/// A value whose characters XML can all hold is written as it is, unless it starts with the prefix
/// `l10n-check-escaped:`. Any other value is written as the prefix followed by the value with each such character
/// and each `%` percent-encoded as its UTF-8 bytes (U+0001 as `%01`, U+FFFE as `%EF%BF%BE`, `%` as `%25`). Reading
/// undoes it, so every string survives; ids and notes from other tools, which never start with the prefix, are
/// read as they are.
enum XLIFFValueEncoding {
    /// What starts every encoded value.
    static let prefix = "l10n-check-escaped:"

    /// The value as XML can hold it.
    static func encoded(_ value: String) -> String {
        guard hasPrefix(value) || !value.unicodeScalars.allSatisfy(XLIFFCharacters.isXMLCharacter) else {
            return value
        }
        return escaped(value, keeping: XLIFFCharacters.isXMLCharacter)
    }

    /// The prefix and the value with `%` and every scalar `keeping` refuses percent-encoded, whatever the value (PO
    /// comments, which cannot hold a line break, escape more than XML does).
    static func escaped(_ value: String, keeping: (Unicode.Scalar) -> Bool) -> String {
        var result = prefix
        for scalar in value.unicodeScalars {
            if scalar == "%" || !keeping(scalar) {
                for byte in String(scalar).utf8 { result += "%" + hexadecimal(byte) }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The value an encoded value stands for, or `nil` when a `%` is not followed by two hexadecimal digits or the
    /// bytes are no UTF-8.
    static func decoded(_ value: String) -> String? {
        guard hasPrefix(value) else { return value }
        return percentDecoded(value.utf8.dropFirst(prefix.utf8.count))
    }

    /// The text with each `%` and two hexadecimal digits read as the byte they name, or `nil` when a `%` is not
    /// followed by two hexadecimal digits or the bytes are no UTF-8.
    static func percentDecoded(_ utf8: Substring.UTF8View) -> String? {
        let text = Array(utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "%") else {
                bytes.append(text[index])
                index += 1
                continue
            }
            guard index + 2 < text.count, let high = digitValue(text[index + 1]), let low = digitValue(text[index + 2])
            else { return nil }
            bytes.append(high << 4 | low)
            index += 3
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Whether the value starts with the prefix's scalars (`String.hasPrefix` compares characters, and a combining
    /// mark right after the prefix's `:` joins it).
    static func hasPrefix(_ value: String) -> Bool {
        value.utf8.starts(with: prefix.utf8)
    }

    private static func hexadecimal(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
