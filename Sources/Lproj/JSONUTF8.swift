/// UTF-8 checks for the JSON reader: where text stops being UTF-8, and the scalar at an offset.
enum JSONUTF8 {
    /// The offset of the first byte that does not start or continue a well-formed UTF-8 sequence (overlong forms,
    /// surrogates and values above U+10FFFF included), or `nil` when all of `bytes` is UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
            } else if let length = sequenceLength(in: bytes, at: index) {
                index += length
            } else {
                return index
            }
        }
        return nil
    }

    /// The length of the well-formed multi-byte sequence at `index`, or `nil`.
    private static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>)
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }

    /// The scalar whose sequence starts at `index` in well-formed UTF-8, or `nil` on a continuation byte.
    static func scalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        guard let length = sequenceLength(in: bytes, at: index) else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }
}
