import CTextKernels

/// Transcodes well-formed UTF-16 straight from a file's bytes to UTF-8, so that a UTF-16 `.strings` file is parsed by
/// the same byte scanner as a UTF-8 one and its texts need no transcoding one by one.
///
/// One pass (``l10n_text_utf16_to_utf8``, vectorized while the units are ASCII), into room for the longest
/// possible result (three bytes a unit); room never written is never touched, so it takes address space, not memory.
enum UTF16Transcoding {
    /// The UTF-8 of the code units in `bytes` (an even number of bytes, in little- or big-endian order), or `nil`
    /// when a surrogate is not half of a pair: such text has no UTF-8 form that gives the same units back.
    static func utf8(of bytes: UnsafeRawBufferPointer, bigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return [] }
        var wellFormed = true
        let result = [UInt8](unsafeUninitializedCapacity: bytes.count / 2 * 3) { output, initialized in
            let written = output.baseAddress.map {
                MemoryAdvice.populate($0, count: bytes.count / 2)
                return l10n_text_utf16_to_utf8(
                    source.assumingMemoryBound(to: UInt8.self), bytes.count / 2, bigEndian ? 1 : 0, $0)
            } ?? -1
            wellFormed = written >= 0
            initialized = max(written, 0)
        }
        return wellFormed ? result : nil
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
