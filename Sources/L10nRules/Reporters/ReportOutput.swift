import Lproj

/// Where a reporter writes its bytes: a ``ByteSink`` while a report is written, or an array.
///
/// The primitives every reporter writes with (numbers, indentation, escaped text) are written once, for both.
protocol ReportOutput: ~Copyable {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends bytes as they are.
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension [UInt8]: ReportOutput {}

extension ReportOutput where Self: ~Copyable {
    /// Appends the bytes of an array as they are.
    @inline(__always)
    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of a literal.
    @inline(__always)
    mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of `text` as it is.
    mutating func append(utf8 text: String) {
        text.withUTF8Bytes { append(contentsOf: $0) }
    }

    /// Appends `value` in decimal digits, a minus sign first when negative, as `String(value)` writes it.
    mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        // Digits from the last, on the stack, then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var remaining = magnitude
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
            } while remaining > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `value` in hexadecimal, lowercase or uppercase, with leading zeros up to `minimumDigits` (at most 8).
    mutating func append(hex value: UInt32, uppercase: Bool = false, minimumDigits: Int = 1) {
        let count = Swift.max((32 - value.leadingZeroBitCount + 3) / 4, Swift.min(Swift.max(minimumDigits, 1), 8))
        // The eight digits computed side by side in one word, one a byte, the first (most significant) in the low byte.
        var nibbles = UInt64(value)
        nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFF
        nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
        nibbles = ((nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F).byteSwapped
        // A byte of 10 or more gains a carry into its bit 4 when 6 is added: one for each letter.
        let letters = (nibbles &+ 0x0606_0606_0606_0606) >> 4 & 0x0101_0101_0101_0101
        let letterOffset: UInt64 = uppercase ? 0x07 : 0x27  // "A" or "a" less "0" less 10
        var digits = (nibbles &+ 0x3030_3030_3030_3030 &+ letters &* letterOffset).littleEndian
        withUnsafeBytes(of: &digits) { raw in
            raw.withMemoryRebound(to: UInt8.self) { append(contentsOf: UnsafeBufferPointer(rebasing: $0[(8 - count)...])) }
        }
    }

    /// Appends the UTF-8 of `text`, each Unicode scalar for which `escape` appends a replacement replaced by it.
    ///
    /// `mayEscape` says from a scalar's first byte whether `escape` needs to see the scalar; it must answer `false`
    /// for continuation bytes (0x80-0xBF). `candidates` is the same test on eight bytes at once (see `ByteWord`): the
    /// top bit of the lowest byte `mayEscape` may answer `true` for. Runs of other bytes are copied at once.
    @inline(__always)
    mutating func append(
        _ text: String, mayEscape: (UInt8) -> Bool, candidates: (UInt64) -> UInt64,
        escape: (Unicode.Scalar, inout Self) -> Bool
    ) {
        text.withUTF8Bytes { utf8 in
            guard let base = UnsafeRawPointer(utf8.baseAddress) else { return }
            var runStart = 0
            var index = 0
            while index < utf8.count {
                if index + 8 <= utf8.count {
                    let found = candidates(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                    guard found != 0 else {
                        index += 8
                        continue
                    }
                    index += found.trailingZeroBitCount / 8
                }
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
