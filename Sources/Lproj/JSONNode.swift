/// A JSON value with the place where it starts in its file.
public struct JSONNode: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Where the value's first character stands, or `nil` for a value made in code.
    public var location: SourceLocation?

    /// Creates a node from a value and an optional place.
    public init(_ value: Value, location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }

    /// The value of the member named `key` when this is an object; of duplicates the last, as Foundation reads them.
    public subscript(key: String) -> JSONNode? {
        member(key)?.value
    }

    /// The member named `key` when this is an object; of duplicates the last, as Foundation reads them.
    public func member(_ key: String) -> JSONMember? {
        value.members?.last { $0.key == key }
    }
}
