/// A 4,096-bit signature of some names, each name's bit chosen by its first, second and last bytes and its length:
/// a test that rules out nearly every other name (`self`, `Self`, `Swift`) without hashing all of its bytes.
struct NameFilter: Sendable {
    private var words = [UInt64](repeating: 0, count: 64)

    /// A filter that lets `names` through.
    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        for name in names {
            let bytes = Array(name.utf8)
            guard !bytes.isEmpty else { continue }
            let bit = bytes.withUnsafeBufferPointer { Self.bit($0, 0..<bytes.count) }
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    /// Whether the name over `range` of `bytes` (not empty) may be one of the names.
    @inline(__always)
    func mayName(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { mayName($0, range) }
    }

    /// Whether the name over `range` of `buffer` (not empty) may be one of the names.
    @inline(__always)
    func mayName(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let bit = Self.bit(buffer, range)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// The bit of the name over `range` (not empty; a one-byte name's first byte is also its second).
    @inline(__always)
    private static func bit(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        let first = Int(buffer[range.lowerBound])
        let second = Int(buffer[range.lowerBound + (range.count > 1 ? 1 : 0)])
        let last = Int(buffer[range.upperBound - 1])
        return (first &* 97 &+ second &* 17 &+ last &* 31 &+ range.count &* 7) & 4095
    }
}
