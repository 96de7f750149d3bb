/// A feature in Esri JSON: its attributes by field name (`{"attributes": {...}}`); geometry is ignored.
public struct Feature: Sendable, Hashable, Codable {
    /// The attribute values by field name, as the service spells the names.
    public var attributes: [String: AttributeValue]

    /// Creates a feature from its attributes.
    public init(attributes: [String: AttributeValue]) {
        self.attributes = attributes
    }
}
