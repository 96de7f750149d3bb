/// A feature in Esri JSON: its attributes by field name (`{"attributes": {...}}`); geometry is ignored.
public struct Feature: Sendable, Hashable, Codable {
    /// The attribute values by field name, as the service spells the names.
    public var attributes: [String: AttributeValue]

    /// Creates a feature from its attributes.
    public init(attributes: [String: AttributeValue]) {
        self.attributes = attributes
    }

    /// The value of a field, matching its name without regard to case, as popups do; `nil` when there is none.
    public func value(forField name: String) -> AttributeValue? {
        if let exact = attributes[name] { return exact }
        let folded = name.lowercased()
        return attributes.first { $0.key.lowercased() == folded }?.value
    }
}
