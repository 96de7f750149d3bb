/// A dictionary of an old-style property list: its pairs in file order (duplicate keys kept), each with the offset
/// of its key in the file, and a lookup by key in which the last of duplicate keys wins, as CoreFoundation reads it.
public struct XcodePropertyListDictionary: Sendable, Hashable {
    /// One `key = value;` pair.
    public struct Entry: Sendable, Hashable {
        /// The key, escapes resolved.
        public var key: String
        /// The value.
        public var value: XcodePropertyListValue
        /// The offset in bytes of the key's first character in the file (its opening quote, if quoted); not compared.
        public var offset: Int

        /// Creates a pair.
        public init(key: String, value: XcodePropertyListValue, offset: Int = 0) {
            self.key = key
            self.value = value
            self.offset = offset
        }

        /// Whether two pairs have the same key and value, wherever they are.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }

        /// Hashes the key and the value.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// The pairs, in file order, duplicates included.
    public private(set) var entries: [Entry]
    /// The index in ``entries`` of the pair each key reads as (the last of its key), for a dictionary of more than
    /// ``indexedCount`` pairs; a smaller one (most objects of a project file have two to six) is searched from its
    /// end, a bounded cost that saves hashing every key of the file.
    private var indexByKey: [String: Int]?

    /// The size above which a dictionary is indexed by key.
    private static var indexedCount: Int { 8 }

    /// Creates a dictionary from pairs in order.
    public init(_ entries: [Entry] = []) {
        self.entries = entries
        guard entries.count > Self.indexedCount else { return }
        var index = [String: Int](minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        indexByKey = index
    }

    /// The position in ``entries`` of the pair read for `key`.
    private func position(of key: String) -> Int? {
        if let indexByKey { return indexByKey[key] }
        return entries.lastIndex { $0.key == key }
    }

    /// The pair read for `key` (the last of duplicates), or `nil`.
    public func entry(forKey key: String) -> Entry? {
        position(of: key).map { entries[$0] }
    }

    /// The value read for `key` (the last of duplicates), or `nil`.
    public subscript(key: String) -> XcodePropertyListValue? {
        position(of: key).map { entries[$0].value }
    }

    /// The string value of `key`, or `nil` when it is missing or not a string.
    public func string(_ key: String) -> String? { self[key]?.stringValue }

    /// Whether there is no pair.
    public var isEmpty: Bool { entries.isEmpty }

    /// Whether two dictionaries hold the same pairs in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.entries == rhs.entries }

    /// Hashes the pairs in order.
    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }
}
