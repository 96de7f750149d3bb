/// A property-list value with the place of its element's start tag (`nil` in a binary property list).
public struct PropertyListNode: Sendable, Hashable {
    /// The value.
    public var value: PropertyListValue
    /// Where the value's start tag begins in an XML file, or `nil` for a binary file or a value made in code.
    public var location: SourceLocation?

    /// Creates a node from a value and an optional place.
    public init(_ value: PropertyListValue, location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }
}
