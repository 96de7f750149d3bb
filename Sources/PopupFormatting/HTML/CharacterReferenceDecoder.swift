/// Decodes HTML character references (`&name;`, `&#123;`, `&#x7B;`) following the HTML parsing rules.
///
/// Works on UTF-8 bytes: every byte that matters to reference syntax is ASCII.
enum CharacterReferenceDecoder {
    /// Decodes every reference in `input[range]` and returns the resulting string.
    ///
    /// In attribute values (`inAttribute`), a legacy named reference without a semicolon that is
    /// followed by `=` or an alphanumeric character is left undecoded, as browsers do.
    static func decode(_ input: [UInt8], _ range: Range<Int>, inAttribute: Bool) -> String {
        guard let firstAmpersand = UTF8Bytes.firstIndex(of: UInt8(ascii: "&"), in: input, range) else {
            return String(decoding: input[range], as: UTF8.self)
        }
        var result = Array(input[range.lowerBound..<firstAmpersand])
        var index = firstAmpersand
        while index < range.upperBound {
            let byte = input[index]
            if byte == UInt8(ascii: "&"),
               let (decoded, next) = reference(in: input, at: index, end: range.upperBound, inAttribute: inAttribute) {
                UTF8.encode(decoded) { result.append($0) }
                index = next
            } else {
                result.append(byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Decodes the reference whose `&` is at `start`, returning the scalar and the index after it.
    private static func reference(in input: [UInt8], at start: Int, end: Int, inAttribute: Bool) -> (Unicode.Scalar, Int)? {
        let next = start + 1
        guard next < end else { return nil }
        if input[next] == UInt8(ascii: "#") {
            return numeric(in: input, at: next + 1, end: end)
        }
        return named(in: input, at: next, end: end, inAttribute: inAttribute)
    }

    private static func numeric(in input: [UInt8], at start: Int, end: Int) -> (Unicode.Scalar, Int)? {
        var index = start
        var radix: UInt32 = 10
        if index < end, input[index] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < end, let digit = digitValue(input[index], radix: radix) {
            value = min(value &* radix &+ digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < end, input[index] == UInt8(ascii: ";") { index += 1 }
        return (scalar(forCodePoint: value), index)
    }

    private static func named(in input: [UInt8], at start: Int, end: Int, inAttribute: Bool) -> (Unicode.Scalar, Int)? {
        var runEnd = start
        let limit = min(end, start + NamedCharacterReferences.longestName)
        while runEnd < limit, isASCIIAlphanumeric(input[runEnd]) { runEnd += 1 }
        guard runEnd > start else { return nil }
        if runEnd < end, input[runEnd] == UInt8(ascii: ";") {
            let name = String(decoding: input[start..<runEnd], as: UTF8.self)
            if let scalar = NamedCharacterReferences.table[name] { return (scalar, runEnd + 1) }
        }
        var length = min(runEnd - start, NamedCharacterReferences.longestLegacyName)
        while length >= 2 {
            let name = String(decoding: input[start..<(start + length)], as: UTF8.self)
            if NamedCharacterReferences.legacy.contains(name), let scalar = NamedCharacterReferences.table[name] {
                let after = start + length
                if inAttribute, after < end, isASCIIAlphanumeric(input[after]) || input[after] == UInt8(ascii: "=") {
                    return nil
                }
                return (scalar, after)
            }
            length -= 1
        }
        return nil
    }

    /// Maps a numeric reference's code point to the scalar browsers produce.
    static func scalar(forCodePoint value: UInt32) -> Unicode.Scalar {
        let replacement: Unicode.Scalar = "\u{FFFD}"
        if value == 0 || value > 0x10_FFFF || (0xD800...0xDFFF).contains(value) { return replacement }
        if (0x80...0x9F).contains(value), let mapped = windows1252[value], let scalar = Unicode.Scalar(mapped) {
            return scalar
        }
        return Unicode.Scalar(value) ?? replacement
    }

    /// Code points 0x80–0x9F that HTML reinterprets as Windows-1252.
    private static let windows1252: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020,
        0x87: 0x2021, 0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152,
        0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022,
        0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
        0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46 where radix == 16: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66 where radix == 16: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return false
        }
    }
}
