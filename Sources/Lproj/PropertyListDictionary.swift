/// A property-list dictionary: its pairs in file order, duplicate keys kept so that a checker can report them.
///
/// Lookups behave like Apple's parser, which keeps the last of duplicate keys.
public struct PropertyListDictionary: Sendable, Hashable {
    /// The pairs, in file order, duplicates included.
    public var entries: [PropertyListDictionaryEntry]

    /// Creates a dictionary from pairs in order.
    public init(_ entries: [PropertyListDictionaryEntry] = []) {
        self.entries = entries
    }

    /// The pair Apple keeps for `key`: the last one with that key.
    public func entry(forKey key: String) -> PropertyListDictionaryEntry? {
        entries.last { $0.key == key }
    }

    /// The value Apple reads for `key`: the last duplicate wins.
    public subscript(key: String) -> PropertyListNode? {
        entry(forKey: key)?.value
    }

    /// The distinct keys, in the order they first appear.
    public var keys: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// How many distinct keys there are: the size of the dictionary Apple builds.
    public var distinctKeyCount: Int { Set(entries.lazy.map(\.key)).count }
}
