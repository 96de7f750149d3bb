/// One key-value pair of a property-list dictionary, with the place of its `<key>`.
public struct PropertyListDictionaryEntry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Where the `<key>` start tag begins, or `nil` in a binary file.
    public var keyLocation: SourceLocation?
    /// The value, with its own place.
    public var value: PropertyListNode

    /// Creates a pair.
    public init(key: String, keyLocation: SourceLocation? = nil, value: PropertyListNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
