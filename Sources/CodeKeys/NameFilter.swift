/// A 16,384-bit signature of some names (2 KB), each name's bit chosen by its first, second and last bytes and its
/// length: a test that rules out nearly every other name (`self`, `Self`, `Swift`) without hashing all of its bytes.
struct NameFilter: Sendable {
    private var words = [UInt64](repeating: 0, count: 256)

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

    /// The bit of the name over `range` (not empty; a one-byte name's first byte is also its second): the four
    /// values packed in 32 bits, multiplied by a constant whose top 14 bits of the product are the bit (Fibonacci
    /// hashing), so that names alike in some of the four still spread.
    @inline(__always)
    private static func bit(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        let first = UInt32(buffer[range.lowerBound])
        let second = UInt32(buffer[range.lowerBound + (range.count > 1 ? 1 : 0)])
        let last = UInt32(buffer[range.upperBound - 1])
        let key = first | second << 8 | last << 16 | UInt32(truncatingIfNeeded: range.count) << 24
        return Int((key &* 0x9E37_79B1) >> 18)
    }
}
