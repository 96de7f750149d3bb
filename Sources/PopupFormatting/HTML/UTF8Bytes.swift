/// Fast access to a string's UTF-8 bytes.
///
/// Hot loops in this package index byte arrays directly rather than using generic sequence
/// algorithms, which keeps unoptimized (debug) builds fast enough for large popups.
enum UTF8Bytes {
    /// The UTF-8 bytes of `text`, copied in bulk when the string is stored contiguously.
    static func of(_ text: String) -> [UInt8] {
        text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8)
    }

    /// The index of the first byte in `bytes[range]` equal to `target`, if any.
    static func firstIndex(of target: UInt8, in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == target { return index }
            index += 1
        }
        return nil
    }
}
