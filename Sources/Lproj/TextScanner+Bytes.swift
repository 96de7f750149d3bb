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
