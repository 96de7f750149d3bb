/// Appending report text to a byte buffer: the primitives every reporter writes with.
extension [UInt8] {
    /// Appends the UTF-8 of `text` as it is.
    mutating func append(utf8 text: String) {
        append(contentsOf: text.utf8)
    }

    /// Appends `value` in decimal digits, a minus sign first when negative, as `String(value)` writes it.
    mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: (magnitude / divisor) % 10))
            divisor /= 10
        }
    }

    /// Appends `value` in hexadecimal, lowercase or uppercase, with leading zeros up to `minimumDigits`.
    mutating func append(hex value: UInt32, uppercase: Bool = false, minimumDigits: Int = 1) {
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        var digits = 1
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        for position in stride(from: Swift.max(digits, minimumDigits) - 1, through: 0, by: -1) {
            let nibble = UInt8((value >> (4 * UInt32(position))) & 0xF)
            append(nibble < 10 ? UInt8(ascii: "0") + nibble : letters + nibble - 10)
        }
    }

    /// Appends a line feed and `count` spaces.
    mutating func append(newlineIndentedBy count: Int) {
        append(UInt8(ascii: "\n"))
        var remaining = count
        while remaining > 0 {
            let run = Swift.min(remaining, ReportBytes.spaces.count)
            ReportBytes.spaces.withUnsafeBufferPointer { append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
            remaining -= run
        }
    }

    /// Appends the UTF-8 of `text`, each Unicode scalar for which `escape` appends a replacement replaced by it.
    ///
    /// `mayEscape` says from a scalar's first byte whether `escape` needs to see the scalar; it must answer `false`
    /// for continuation bytes (0x80-0xBF). Runs of bytes it answers `false` for are copied at once.
    @inline(__always)
    mutating func append(
        _ text: String, mayEscape: (UInt8) -> Bool, escape: (Unicode.Scalar, inout [UInt8]) -> Bool
    ) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                guard mayEscape(byte) else {
                    index += 1
                    continue
                }
                let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                guard index + length <= utf8.count, let scalar = Self.scalar(utf8, at: index, length: length) else {
                    index += 1
                    continue
                }
                append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = escape(scalar, &self) ? index + length : index
                index += length
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
    }

    /// The scalar whose valid UTF-8 of `length` bytes starts at `index`.
    private static func scalar(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Unicode.Scalar? {
        let lead = UInt32(utf8[index])
        guard length > 1 else { return Unicode.Scalar(lead) }
        var value = lead & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }
}

/// Constant bytes the reporters copy from.
enum ReportBytes {
    /// Spaces to indent with.
    static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)
}
