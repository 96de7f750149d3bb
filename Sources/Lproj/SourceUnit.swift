/// A code unit of source text the `.strings` parser can scan: a UTF-8 byte or a UTF-16 code unit.
///
/// Every character the grammar cares about is ASCII, so one scanner serves both encodings; only strings are
/// made with the encoding's own decoder.
protocol SourceUnit: FixedWidthInteger & UnsignedInteger & Sendable {
    /// Whether this unit starts a Unicode scalar (is not a continuation byte or a trailing surrogate).
    static func startsScalar(_ unit: Self) -> Bool

    /// A string from code units; invalid sequences become U+FFFD.
    static func string(from units: UnsafeBufferPointer<Self>) -> String

    /// Appends the UTF-8 of code units to `output`, invalid sequences as U+FFFD.
    static func appendUTF8(of units: UnsafeBufferPointer<Self>, to output: inout [UInt8])
}

extension UInt8: SourceUnit {
    @inline(__always)
    static func startsScalar(_ unit: UInt8) -> Bool { unit & 0xC0 != 0x80 }

    static func string(from units: UnsafeBufferPointer<UInt8>) -> String { String(decoding: units, as: UTF8.self) }

    static func appendUTF8(of units: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(contentsOf: units)
    }
}

extension UInt16: SourceUnit {
    @inline(__always)
    static func startsScalar(_ unit: UInt16) -> Bool { unit & 0xFC00 != 0xDC00 }

    /// Transcodes to UTF-8 directly: the standard library's generic UTF-16 decoding is several times slower.
    static func string(from units: UnsafeBufferPointer<UInt16>) -> String {
        String(unsafeUninitializedCapacity: units.count * 3 + 1) { output in
            output.baseAddress.map { writeUTF8(of: units, to: $0) } ?? 0
        }
    }

    static func appendUTF8(of units: UnsafeBufferPointer<UInt16>, to output: inout [UInt8]) {
        // Written into scratch room on the stack or the heap, then appended in one copy: appending a byte at a time,
        // or zeroing room in the output first, is several times slower.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: units.count * 3 + 1) { scratch in
            guard let base = scratch.baseAddress else { return }
            var written = 0
            if !hasNonASCII(units) {
                // ASCII, the usual case: each unit narrowed to its byte.
                for index in 0..<units.count { scratch[index] = UInt8(truncatingIfNeeded: units[index]) }
                written = units.count
            } else {
                written = writeUTF8(of: units, to: base)
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<written]))
        }
    }

    /// Whether any unit is 0x80 or above.
    static func hasNonASCII(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        var bits: UInt16 = 0
        for unit in units { bits |= unit }
        return bits >= 0x80
    }

    /// Whether any unit is a surrogate (0xD800-0xDFFF).
    static func hasSurrogate(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        var found: UInt16 = 0
        for unit in units { found |= unit &- 0xD800 < 0x800 ? 1 : 0 }
        return found != 0
    }

    /// Writes the UTF-8 of `units` at `out`, which has room for three bytes a unit and one more; a surrogate that is
    /// not half of a pair becomes U+FFFD. Returns how many bytes it wrote.
    private static func writeUTF8(of units: UnsafeBufferPointer<UInt16>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var index = 0
        var written = 0
        while index < units.count {
            var scalar = UInt32(units[index])
            index += 1
            if scalar & 0xF800 == 0xD800 {
                if scalar < 0xDC00, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                    index += 1
                } else {
                    scalar = 0xFFFD
                }
            }
            written += UTF16Transcoding.writeUTF8(of: scalar, to: out + written)
        }
        return written
    }
}
