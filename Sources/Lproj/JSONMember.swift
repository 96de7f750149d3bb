/// One `"key": value` pair of a JSON object, with the place of its key.
public struct JSONMember: Sendable, Hashable {
    /// The key, with its escapes resolved.
    public var key: String
    /// Where the key's opening quote stands, or `nil` for a member made in code.
    public var keyLocation: SourceLocation?
    /// The value, with its own place.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation? = nil, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
