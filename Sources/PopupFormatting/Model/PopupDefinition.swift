/// A popup as the web map specification defines it (`popupInfo`), with the layer's field definitions when known.
public struct PopupDefinition: Sendable, Hashable, Codable {
    /// The title template, with `{FIELD}` tokens.
    public var title: String?
    /// The description template, with `{FIELD}` tokens.
    public var description: String?
    /// The fields listed, in order.
    public var fieldInfos: [FieldInfo]?
    /// The layer's field definitions (types and coded-value domains), when the definition supplies them.
    public var fields: [FieldDefinition]?

    /// Creates a popup definition.
    public init(
        title: String? = nil, description: String? = nil, fieldInfos: [FieldInfo]? = nil, fields: [FieldDefinition]? = nil
    ) {
        self.title = title
        self.description = description
        self.fieldInfos = fieldInfos
        self.fields = fields
    }

    /// The field entry for a name, matched without regard to case (the exact spelling first, which is cheaper).
    public func fieldInfo(named name: String) -> FieldInfo? {
        if let exact = fieldInfos?.first(where: { $0.fieldName == name }) { return exact }
        let folded = name.lowercased()
        return fieldInfos?.first { $0.fieldName.lowercased() == folded }
    }

    /// The field definition for a name, matched without regard to case (the exact spelling first).
    public func field(named name: String) -> FieldDefinition? {
        if let exact = fields?.first(where: { $0.name == name }) { return exact }
        let folded = name.lowercased()
        return fields?.first { $0.name.lowercased() == folded }
    }
}
