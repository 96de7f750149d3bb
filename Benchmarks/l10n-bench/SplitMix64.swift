/// SplitMix64 (Steele, Lea and Flood 2014): a tiny pseudo-random generator whose output depends only on its seed,
/// so a generated bundle is the same bytes on every machine and every run.
struct SplitMix64 {
    private var state: UInt64

    /// A generator started from `seed`, mixed with `stream` so that each language gets its own sequence.
    init(seed: UInt64, stream: UInt64 = 0) {
        state = seed ^ (stream &* 0xD1B5_4A32_D192_ED03)
        _ = next()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0); the modulo bias is irrelevant at these sizes.
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    /// A number in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// True with probability `perMillion` / 1,000,000.
    mutating func chance(perMillion: Int) -> Bool { below(1_000_000) < perMillion }

    /// One element of `items` (not empty).
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
