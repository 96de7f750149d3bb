/// Some names as bytes, in a table open-addressed by their FNV-1a hash: whether a run of a file's bytes is one of
/// them, told without making a string of it or hashing with the standard library's seeded hasher.
struct NameTable: Sendable {
    /// Each slot the index of a name plus one, or 0 when empty; the count a power of two, at least twice the names'.
    private var slots: [Int32]
    private var names: [[UInt8]] = []

    /// A table of `names` (duplicates kept once).
    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        let unique = Array(Set(names))
        var count = 16
        while count < unique.count * 2 { count *= 2 }
        slots = [Int32](repeating: 0, count: count)
        for name in unique {
            let bytes = Array(name.utf8)
            var slot = Self.hash(bytes[...]) & (count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (count - 1) }
            self.names.append(bytes)
            slots[slot] = Int32(self.names.count)
        }
    }

    /// Whether the bytes over `range` of `buffer` are one of the names.
    func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let bytes = UnsafeBufferPointer(rebasing: buffer[range])
        let mask = slots.count - 1
        var slot = Self.hash(bytes) & mask
        while slots[slot] != 0 {
            if names[Int(slots[slot]) - 1].elementsEqual(bytes) { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// The FNV-1a hash of `bytes`, folded to an `Int`.
    @inline(__always)
    private static func hash<Bytes: Collection>(_ bytes: Bytes) -> Int where Bytes.Element == UInt8 {
        let hash = FNV1a.hash(bytes)
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
