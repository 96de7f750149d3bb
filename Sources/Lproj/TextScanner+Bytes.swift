extension TextScanner {
    /// The offset of the first unit at or after `offset` that may need a look (see
    /// ``SourceUnit/nextCandidate(in:from:_:_:)``).
    @inline(__always)
    func nextCandidate(from offset: Int, _ first: UInt8, _ second: UInt8) -> Int {
        Unit.nextCandidate(in: units, from: offset, first, second)
    }
}

extension SourceUnit {
    /// The offset of the first unit at or after `offset` that may need a look: for UTF-8, eight bytes are passed at
    /// a time while none of them is `first`, `second` or a control character up to a carriage return (line breaks
    /// among them); UTF-16 units are looked at one by one, so `offset` itself is returned.
    @inline(__always)
    static func nextCandidate(in units: UnsafeBufferPointer<Self>, from offset: Int, _ first: UInt8, _ second: UInt8)
        -> Int {
        guard bitWidth == 8, let base = UnsafeRawPointer(units.baseAddress) else { return offset }
        var offset = offset
        let end = units.count - 8
        while offset <= end {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let found = ByteWord.equal(word, first) | ByteWord.equal(word, second) | ByteWord.below(word, 0x0E)
            if found != 0 { return offset + found.trailingZeroBitCount / 8 }
            offset += 8
        }
        return offset
    }
}

/// Byte tests on eight bytes at once, the first byte in the low bits. Each sets the top bit of the lowest byte that
/// matches, exactly; bytes above it may be set wrongly (a borrow), so only the lowest set bit is to be used.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let tops: UInt64 = 0x8080_8080_8080_8080

    /// The lowest byte equal to `byte`.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & tops
    }

    /// The lowest byte below `limit` (at most 0x80).
    @inline(__always)
    static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & tops
    }
}
