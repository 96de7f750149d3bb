/// Transcodes well-formed UTF-16 straight from a file's bytes to UTF-8, so that a UTF-16 `.strings` file is parsed by
/// the same byte scanner as a UTF-8 one and its texts need no transcoding one by one.
///
/// One pass, four code units (eight bytes) at a time while they are ASCII, into room for the longest possible
/// result (three bytes a unit); room never written is never touched, so it takes address space, not memory.
enum UTF16Transcoding {
    /// The UTF-8 of the code units in `bytes` (an even number of bytes, in little- or big-endian order), or `nil`
    /// when a surrogate is not half of a pair: such text has no UTF-8 form that gives the same units back.
    static func utf8(of bytes: UnsafeRawBufferPointer, bigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        var wellFormed = true
        // Three bytes a unit at most, and room for a four-byte store at the last.
        let result = [UInt8](unsafeUninitializedCapacity: bytes.count / 2 * 3 + 4) { output, initialized in
            let written = bigEndian
                ? write(bytes, BigEndianUnits.self, into: output) : write(bytes, LittleEndianUnits.self, into: output)
            wellFormed = written != nil
            initialized = written ?? 0
        }
        return wellFormed ? result : nil
    }

    /// Writes the UTF-8 of the units into `output` (room for three bytes a unit, and four more); the number of bytes
    /// written, or `nil` at the first surrogate that is not half of a pair.
    private static func write<Order: UnitOrder>(
        _ bytes: UnsafeRawBufferPointer, _: Order.Type, into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        let count = bytes.count / 2
        guard let out = output.baseAddress else { return 0 }
        var index = 0
        var written = 0
        while index < count {
            // Four units at a time: narrowed at once when all are ASCII, else each in turn (a pair may end past the
            // four), so that text in other scripts does not test every unit's word again.
            let stop = Swift.min(index + 4, count)
            if stop - index == 4 {
                let word = bytes.loadUnaligned(fromByteOffset: 2 * index, as: UInt64.self)
                if Order.isASCII(word) {
                    UnsafeMutableRawPointer(out + written).storeBytes(of: Order.narrowed(word), as: UInt32.self)
                    index += 4
                    written += 4
                    continue
                }
            }
            while index < stop {
                var scalar = UInt32(Order.unit(bytes, index))
                index += 1
                if scalar & 0xF800 == 0xD800 {
                    guard scalar < 0xDC00, index < count, case let low = UInt32(Order.unit(bytes, index)),
                          low & 0xFC00 == 0xDC00 else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 1
                }
                written += writeUTF8(of: scalar, to: out + written)
            }
        }
        return written
    }

    /// Writes the UTF-8 of a scalar (one to four bytes) at `out`, which has room for four; returns how many.
    @inline(__always)
    static func writeUTF8(of scalar: UInt32, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let length: Int
        let encoded: UInt32  // the bytes in order, the first in the low bits
        switch scalar {
        case ..<0x80:
            out[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case ..<0x800:
            length = 2
            encoded = (0xC0 | scalar >> 6) | (0x80 | scalar & 0x3F) << 8
        case ..<0x10000:
            length = 3
            encoded = (0xE0 | scalar >> 12) | (0x80 | scalar >> 6 & 0x3F) << 8 | (0x80 | scalar & 0x3F) << 16
        default:
            length = 4
            encoded = (0xF0 | scalar >> 18) | (0x80 | scalar >> 12 & 0x3F) << 8 | (0x80 | scalar >> 6 & 0x3F) << 16
                | (0x80 | scalar & 0x3F) << 24
        }
        UnsafeMutableRawPointer(out).storeBytes(of: UInt32(littleEndian: encoded), as: UInt32.self)
        return length
    }
}

/// The byte order of UTF-16 code units in a file; every test below is the same for both orders but for where the
/// low byte of a unit stands.
private protocol UnitOrder {
    /// Whether the high byte of each unit comes first.
    static var isBigEndian: Bool { get }
}

extension UnitOrder {
    /// The code unit at `index`.
    @inline(__always)
    static func unit(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> UInt16 {
        let raw = bytes.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self)
        return isBigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw)
    }

    /// Whether the four code units in eight bytes, as loaded, are all ASCII: each unit's high byte 0 and its low
    /// byte below 0x80.
    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool {
        UInt64(littleEndian: word) & (isBigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80) == 0
    }

    /// The four ASCII bytes of four ASCII code units, in order, as a little-endian `UInt32`: each unit's low byte
    /// moved next to the one before.
    @inline(__always)
    static func narrowed(_ word: UInt64) -> UInt32 {
        let units = UInt64(littleEndian: word) >> (isBigEndian ? 8 : 0)
        let pairs = (units | units >> 8) & 0x0000_FFFF_0000_FFFF
        return UInt32(littleEndian: UInt32(truncatingIfNeeded: pairs | pairs >> 16))
    }
}

private enum LittleEndianUnits: UnitOrder {
    static var isBigEndian: Bool { false }
}

private enum BigEndianUnits: UnitOrder {
    static var isBigEndian: Bool { true }
}
