/// Run-time key patterns, tried against a key by their leading text: a key meets only the patterns whose first
/// piece starts as it does (up to four bytes), and those that start with a wildcard, so that judging thousands of
/// keys does not try every pattern on each.
public struct KeyPatternSet: Sendable, Hashable {
    /// The patterns, usable ones only, in text order (`alert.*.title` before `menu.*`).
    public let patterns: [KeyPattern]
    /// The positions in `patterns` of those that start with text, by the text's first one to four UTF-8 bytes.
    private let byStart: [Start: [Int]]
    /// The positions in `patterns` of those that start with a wildcard: tried on every key.
    private let floating: [Int]

    /// The usable patterns of `patterns` (``KeyPattern/isUsable``), each once.
    public init<Patterns: Sequence>(_ patterns: Patterns) where Patterns.Element == KeyPattern {
        self.patterns = Set(patterns.filter(\.isUsable)).sorted { $0.description < $1.description }
        var byStart: [Start: [Int]] = [:]
        var floating: [Int] = []
        for (position, pattern) in self.patterns.enumerated() {
            if case .text(let text)? = pattern.segments.first {
                byStart[Start(text.utf8, length: min(text.utf8.count, Start.longest)), default: []].append(position)
            } else {
                floating.append(position)
            }
        }
        self.byStart = byStart
        self.floating = floating
    }

    /// No patterns.
    public init() { self.init([]) }

    /// Whether no pattern is held.
    public var isEmpty: Bool { patterns.isEmpty }

    /// Whether some pattern builds `key`.
    public func matches(_ key: String) -> Bool {
        if floating.contains(where: { patterns[$0].matches(key) }) { return true }
        let bytes = key.utf8
        guard !byStart.isEmpty, !bytes.isEmpty else { return false }
        for length in 1...min(bytes.count, Start.longest) {
            if let positions = byStart[Start(bytes, length: length)],
               positions.contains(where: { patterns[$0].matches(key) }) {
                return true
            }
        }
        return false
    }

    /// The first bytes of a text, packed with their count.
    private struct Start: Hashable, Sendable {
        /// The most bytes a start holds.
        static let longest = 4
        /// The bytes, the first in the lowest byte, with their count above them.
        let packed: UInt64

        /// The first `length` bytes of `bytes` (which holds that many).
        init<Bytes: Sequence>(_ bytes: Bytes, length: Int) where Bytes.Element == UInt8 {
            var packed = UInt64(length) << 32
            for (index, byte) in bytes.prefix(length).enumerated() { packed |= UInt64(byte) << (8 * index) }
            self.packed = packed
        }
    }
}
