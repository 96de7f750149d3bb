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
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
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
        let letters = UInt64(uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) - 10
        let count = Swift.max((32 - value.leadingZeroBitCount + 3) / 4, Swift.min(Swift.max(minimumDigits, 1), 8))
        // The digits gathered in one word, the first in the low byte, then appended at once.
        var digits: UInt64 = 0
        for position in 0..<count {
            let nibble = UInt64(value >> (4 * UInt32(count - 1 - position)) & 0xF)
            digits |= (nibble < 10 ? nibble + UInt64(UInt8(ascii: "0")) : nibble + letters) << (8 * UInt64(position))
        }
        digits = UInt64(littleEndian: digits)
        withUnsafeBytes(of: &digits) { raw in
            raw.withMemoryRebound(to: UInt8.self) { append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
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
        var text = text
        text.withUTF8 { utf8 in
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
