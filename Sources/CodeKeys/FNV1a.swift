/// The 64-bit FNV-1a hash: cheap, unseeded and stable, for the scanner's tables of names and literal texts.
enum FNV1a {
    /// The hash of no byte, where every hash starts.
    static let start: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash of `bytes` (after the bytes already hashed into `hash`, which goes on from there: the hash of a
    /// text read in pieces).
    @inline(__always)
    static func hash<Bytes: Sequence>(_ bytes: Bytes, continuing hash: UInt64 = start) -> UInt64
        where Bytes.Element == UInt8 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
