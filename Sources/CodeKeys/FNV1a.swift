/// The 64-bit FNV-1a hash: cheap, unseeded and stable, for the scanner's tables of names and literal texts.
enum FNV1a {
    /// The hash of `bytes`.
    @inline(__always)
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
