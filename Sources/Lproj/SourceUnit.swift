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
        String(unsafeUninitializedCapacity: units.count * 3) { output in
            var written = 0
            forEachUTF8Byte(of: units) { byte in
                output[written] = byte
                written += 1
            }
            return written
        }
    }

    static func appendUTF8(of units: UnsafeBufferPointer<UInt16>, to output: inout [UInt8]) {
        var asciiUnits = 0
        while asciiUnits < units.count, units[asciiUnits] < 0x80 { asciiUnits += 1 }
        if asciiUnits == units.count {
            // ASCII, the usual case: each unit narrowed to its byte.
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: units.count))
            output.withUnsafeMutableBufferPointer { buffer in
                for index in 0..<units.count { buffer[start + index] = UInt8(truncatingIfNeeded: units[index]) }
            }
            return
        }
        // Counted first, then written in place: appending a byte at a time is several times slower.
        var count = 0
        forEachUTF8Byte(of: units) { _ in count += 1 }
        var written = output.count
        output.append(contentsOf: repeatElement(0, count: count))
        output.withUnsafeMutableBufferPointer { buffer in
            forEachUTF8Byte(of: units) { byte in
                buffer[written] = byte
                written += 1
            }
        }
    }

    /// Calls `emit` with each UTF-8 byte of `units`; a surrogate that is not half of a pair becomes U+FFFD.
    @inline(__always)
    private static func forEachUTF8Byte(of units: UnsafeBufferPointer<UInt16>, _ emit: (UInt8) -> Void) {
        var index = 0
        while index < units.count {
            let unit = units[index]
            index += 1
            var scalar = UInt32(unit)
            if unit & 0xF800 == 0xD800 {
                if unit < 0xDC00, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                    index += 1
                } else {
                    scalar = 0xFFFD
                }
            }
            switch scalar {
            case ..<0x80:
                emit(UInt8(scalar))
            case ..<0x800:
                emit(UInt8(0xC0 | scalar >> 6))
                emit(UInt8(0x80 | scalar & 0x3F))
            case ..<0x10000:
                emit(UInt8(0xE0 | scalar >> 12))
                emit(UInt8(0x80 | scalar >> 6 & 0x3F))
                emit(UInt8(0x80 | scalar & 0x3F))
            default:
                emit(UInt8(0xF0 | scalar >> 18))
                emit(UInt8(0x80 | scalar >> 12 & 0x3F))
                emit(UInt8(0x80 | scalar >> 6 & 0x3F))
                emit(UInt8(0x80 | scalar & 0x3F))
            }
        }
    }
}
