/// Byte tests on eight bytes at once (loaded little-endian, the first byte in the low bits), for scans that pass over
/// runs of uninteresting bytes a word at a time: the text parser's and the reporters' escaping. Each sets the top bit
/// of the lowest byte that matches, exactly; bytes above it may be set wrongly (a borrow), so only the lowest set bit
/// is to be used.
public enum ByteWord {
    /// The lowest byte equal to `byte`.
    @inlinable @inline(__always)
    public static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
    }

    /// The lowest byte below `limit` (at most 0x80).
    @inlinable @inline(__always)
    public static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~word & 0x8080_8080_8080_8080
    }
}
