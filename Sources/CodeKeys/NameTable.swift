#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Some names as bytes, in a table open-addressed by their FNV-1a hash: whether a run of a file's bytes is one of
/// them (and which), told without making a string of it or hashing with the standard library's seeded hasher.
struct NameTable: Sendable {
    /// Each slot the index of a name plus one, or 0 when empty; the count a power of two, at least twice the names'.
    private var slots: [Int32]
    /// The names' bytes one after another; each name's start in them, and the end of the last.
    private var storage: [UInt8] = []
    private var starts: [Int] = [0]
    /// The names, in the order of their indices (duplicates kept once).
    let names: [String]

    /// A table of `names` (duplicates kept once, in their first order).
    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        var seen = Set<String>()
        let unique = names.filter { seen.insert($0).inserted }
        self.names = unique
        var count = 16
        while count < unique.count * 2 { count *= 2 }
        slots = [Int32](repeating: 0, count: count)
        for (index, name) in unique.enumerated() {
            let bytes = Array(name.utf8)
            var slot = Self.hash(bytes[...]) & (count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (count - 1) }
            storage += bytes
            starts.append(storage.count)
            slots[slot] = Int32(index + 1)
        }
    }

    /// Whether the bytes over `range` of `buffer` are one of the names.
    @inline(__always)
    func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        index(buffer, range) != nil
    }

    /// The index (in ``names``) of the name the bytes over `range` of `buffer` spell, if they spell one.
    func index(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let bytes = UnsafeBufferPointer(rebasing: buffer[range])
        let mask = slots.count - 1
        var slot = Self.hash(bytes) & mask
        return storage.withUnsafeBufferPointer { storage in
            while slots[slot] != 0 {
                let index = Int(slots[slot]) - 1
                let start = starts[index]
                if starts[index + 1] - start == range.count, let names = storage.baseAddress,
                   memcmp(names + start, base + range.lowerBound, range.count) == 0 {
                    return index
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The FNV-1a hash of `bytes`, folded to an `Int`.
    @inline(__always)
    private static func hash<Bytes: Collection>(_ bytes: Bytes) -> Int where Bytes.Element == UInt8 {
        let hash = FNV1a.hash(bytes)
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
