import CTextKernels

extension TextScanner {
    /// The offset of the first unit at or after `offset` that may need a look (see
    /// ``SourceUnit/nextCandidate(in:from:_:_:)``).
    @inline(__always)
    func nextCandidate(from offset: Int, _ first: UInt8, _ second: UInt8) -> Int {
        Unit.nextCandidate(in: units, from: offset, first, second)
    }
}

extension SourceUnit {
    /// The offset of the first unit at or after `offset` that may need a look: for UTF-8, the first byte that is
    /// `first`, `second` or a control character up to a carriage return (line breaks among them), sixteen bytes
    /// looked at a time (``l10n_text_next_candidate``); UTF-16 units are looked at one by one, so `offset` itself is
    /// returned.
    @inline(__always)
    static func nextCandidate(in units: UnsafeBufferPointer<Self>, from offset: Int, _ first: UInt8, _ second: UInt8)
        -> Int {
        guard bitWidth == 8, let base = UnsafeRawPointer(units.baseAddress), offset < units.count else { return offset }
        return l10n_text_next_candidate(base.assumingMemoryBound(to: UInt8.self), units.count, offset, first, second)
    }
}
