/// A property-list dictionary: its pairs in file order, duplicate keys kept so that a checker can report them.
///
/// Lookups behave like Apple's parser: of duplicate keys, the last wins in an XML file and the first in a binary
/// file (CoreFoundation builds the latter with `CFDictionaryCreate`, which keeps the first).
public struct PropertyListDictionary: Sendable, Hashable {
    /// The pairs, in file order, duplicates included.
    public var entries: [PropertyListDictionaryEntry]
    /// Whether the first of duplicate keys wins (a binary file) rather than the last (an XML file).
    public var keepsFirstDuplicate: Bool

    /// Creates a dictionary from pairs in order.
    public init(_ entries: [PropertyListDictionaryEntry] = [], keepsFirstDuplicate: Bool = false) {
        self.entries = entries
        self.keepsFirstDuplicate = keepsFirstDuplicate
    }

    /// The pair Apple keeps for `key`.
    public func entry(forKey key: String) -> PropertyListDictionaryEntry? {
        keepsFirstDuplicate ? entries.first { $0.key == key } : entries.last { $0.key == key }
    }

    /// The value Apple reads for `key`.
    public subscript(key: String) -> PropertyListNode? {
        entry(forKey: key)?.value
    }

    /// The pairs Apple keeps, one per key, in the order the keys first appear.
    public var effectiveEntries: [PropertyListDictionaryEntry] {
        var chosen: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where !keepsFirstDuplicate || chosen[entry.key] == nil {
            chosen[entry.key] = index
        }
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? entries[chosen[$0.key]!] : nil }
    }

    /// The distinct keys, in the order they first appear.
    public var keys: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// How many distinct keys there are: the size of the dictionary Apple builds.
    public var distinctKeyCount: Int { Set(entries.lazy.map(\.key)).count }
}
