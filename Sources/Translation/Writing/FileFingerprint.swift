#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file was when a command read it: size, modification time and a hash of its bytes. The writer compares
/// it with the file as it is just before replacing it, so that no edit made meanwhile is lost.
public struct FileFingerprint: Sendable, Equatable, CustomStringConvertible {
    /// The size in bytes.
    public var size: Int
    /// The modification time, seconds since 1970.
    public var modifiedSeconds: Int64
    /// The nanoseconds of the modification time.
    public var modifiedNanoseconds: Int64
    /// FNV-1a (64 bits) of the bytes.
    public var contentHash: UInt64

    /// The fingerprint of `bytes` read from a file with the status `info`.
    init(bytes: [UInt8], info: stat) {
        size = bytes.count
        (modifiedSeconds, modifiedNanoseconds) = info.modificationTime
        contentHash = Self.hash(bytes)
    }

    /// FNV-1a over `bytes`: cheap, and enough to tell an edited file from the one read.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `size 123, modified 1700000000.123456789, hash 0x...`, for messages.
    public var description: String {
        "size \(size), modified \(modifiedSeconds).\(modifiedNanoseconds), hash \(String(contentHash, radix: 16))"
    }
}
