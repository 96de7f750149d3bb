/// The texts of the string literals of some sources, kept as 64-bit hashes (FNV-1a of their UTF-8): enough to tell
/// whether a key is spelled out somewhere in the code, such as one handed to a view of the app's own that takes a
/// `LocalizedStringKey`, which no scanner without the compiler's types can tell is looked up.
///
/// The hashes are themselves the keys of an open-addressed table: a literal costs one multiplication and a probe or
/// two, where a `Set` would hash the hash again with its seeded hasher.
public struct LiteralTexts: Sendable, Hashable {
    /// Each slot a hash, or 0 when empty (a text whose hash is 0 is kept as 1); the count a power of two.
    private var slots: [UInt64] = []
    /// How far a hash is shifted right to pick its slot: 64 minus the bits of the slot count.
    private var shift: UInt64 = 64

    /// How many different texts are held.
    public private(set) var count = 0

    /// No text.
    public init() {}

    /// Whether some literal's text is `text`, as far as 64-bit hashes tell (a wrong yes is one in billions).
    public func contains(_ text: String) -> Bool {
        var text = text
        return contains(hash: text.withUTF8 { Self.hash($0) })
    }

    /// Adds the text whose UTF-8 is `bytes`.
    mutating func insert<Bytes: Sequence>(utf8 bytes: Bytes) where Bytes.Element == UInt8 {
        insert(hash: Self.hash(bytes))
    }

    /// Adds the text whose FNV-1a hash is `hash` (``FNV1a/hash(_:continuing:)``, for a text read in pieces).
    mutating func insert(fnv1a hash: UInt64) {
        insert(hash: Self.slotValue(fnv1a: hash))
    }

    /// Adds the texts of `other`.
    public mutating func formUnion(_ other: LiteralTexts) {
        for hash in other.slots where hash != 0 { insert(hash: hash) }
    }

    /// The same texts, in any order of insertion.
    public static func == (lhs: LiteralTexts, rhs: LiteralTexts) -> Bool {
        lhs.count == rhs.count && lhs.slots.allSatisfy { $0 == 0 || rhs.contains(hash: $0) }
    }

    /// Hashes the texts, in any order of insertion.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(slots.reduce(UInt64(0)) { $0 &+ $1 })
    }

    /// The FNV-1a hash of `bytes`, never 0 (which marks an empty slot).
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        slotValue(fnv1a: FNV1a.hash(bytes))
    }

    /// What a text whose FNV-1a hash is `hash` is kept as: the hash, but 1 for 0 (which marks an empty slot).
    private static func slotValue(fnv1a hash: UInt64) -> UInt64 {
        hash == 0 ? 1 : hash
    }

    /// The slot where `hash` is looked for first (Fibonacci hashing: the top bits of a multiplication).
    private func home(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private func contains(hash: UInt64) -> Bool {
        guard !slots.isEmpty else { return false }
        var slot = home(of: hash)
        while slots[slot] != 0 {
            if slots[slot] == hash { return true }
            slot = (slot + 1) & (slots.count - 1)
        }
        return false
    }

    private mutating func insert(hash: UInt64) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        var slot = home(of: hash)
        while slots[slot] != 0 {
            if slots[slot] == hash { return }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = hash
        count += 1
    }

    /// Doubles the slots (sixteen at first) and places every hash again.
    private mutating func grow() {
        let old = slots
        let size = max(16, slots.count * 2)
        slots = [UInt64](repeating: 0, count: size)
        shift = UInt64(64 - (size.bitWidth - 1 - size.leadingZeroBitCount))
        count = 0
        for hash in old where hash != 0 { insert(hash: hash) }
    }
}
