/// What a feature layer publishes about its fields (its REST JSON, or a web map's `layerDefinition`): the fields
/// with types, aliases and domains, and the types or subtypes that give some fields their own domains.
public struct LayerDefinition: Sendable, Hashable, Codable, CarriesDecodingProblems {
    /// The layer's fields.
    public var fields: [FieldDefinition]
    /// The field whose value picks a feature's type (`typeIdField`, with `types`).
    public var typeIdField: String?
    /// The feature types: a name for each value of `typeIdField`, and domains per field.
    public var types: [LayerSubtype]?
    /// The field whose value picks a feature's subtype (`subtypeField`, with `subtypes`).
    public var subtypeField: String?
    /// The subtypes: a name for each value of `subtypeField`, and domains per field.
    public var subtypes: [LayerSubtype]?
    /// The layer's relationships, which related-record elements name by `relationshipId`.
    public var relationships: [LayerRelationship]?
    /// The problems found while decoding it: malformed fields, types or domains are left out.
    var decodingProblems: [PopupDiagnostic] = []

    /// Creates a layer definition.
    public init(
        fields: [FieldDefinition], typeIdField: String? = nil, types: [LayerSubtype]? = nil,
        subtypeField: String? = nil, subtypes: [LayerSubtype]? = nil, relationships: [LayerRelationship]? = nil
    ) {
        self.fields = fields
        self.typeIdField = typeIdField
        self.types = types
        self.subtypeField = subtypeField
        self.subtypes = subtypes
        self.relationships = relationships
    }

    private enum CodingKeys: String, CodingKey {
        case fields, typeIdField, types, subtypeField, subtypes, relationships
    }

    /// Decodes a layer; every member may be absent, and malformed elements are left out with a diagnostic.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var problems: [PopupDiagnostic] = []
        fields = container.tolerantDecodeArray(of: FieldDefinition.self, forKey: .fields, problems: &problems) ?? []
        typeIdField = container.tolerantDecode(String.self, forKey: .typeIdField, problems: &problems)
        types = container.tolerantDecodeArray(of: LayerSubtype.self, forKey: .types, problems: &problems)
        subtypeField = container.tolerantDecode(String.self, forKey: .subtypeField, problems: &problems)
        subtypes = container.tolerantDecodeArray(of: LayerSubtype.self, forKey: .subtypes, problems: &problems)
        relationships = container.tolerantDecodeArray(
            of: LayerRelationship.self, forKey: .relationships, problems: &problems)
        decodingProblems = problems
    }

    /// Encodes the members that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fields, forKey: .fields)
        try container.encodeIfPresent(typeIdField, forKey: .typeIdField)
        try container.encodeIfPresent(types, forKey: .types)
        try container.encodeIfPresent(subtypeField, forKey: .subtypeField)
        try container.encodeIfPresent(subtypes, forKey: .subtypes)
        try container.encodeIfPresent(relationships, forKey: .relationships)
    }
}

/// A feature type (`types[]`, keyed by `id`) or a subtype (`subtypes[]`, keyed by `code`): its name and the domains
/// its features' fields take.
public struct LayerSubtype: Sendable, Hashable, Codable, CarriesDecodingProblems {
    /// The value of the type or subtype field that picks it.
    public var code: AttributeValue
    /// The name shown for that value.
    public var name: String
    /// Domains by field name; `{"type": "inherited"}` keeps the field's own.
    public var domains: [String: Domain]?
    /// The problems found while decoding it.
    var decodingProblems: [PopupDiagnostic] = []

    /// Creates a type or subtype.
    public init(code: AttributeValue, name: String, domains: [String: Domain]? = nil) {
        self.code = code
        self.name = name
        self.domains = domains
    }

    private enum CodingKeys: String, CodingKey {
        case id, code, name, domains
    }

    /// Decodes `types[]` (`id`) and `subtypes[]` (`code`) alike; a malformed domain map is left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decodeIfPresent(AttributeValue.self, forKey: .code)
            ?? container.decode(AttributeValue.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        var problems: [PopupDiagnostic] = []
        domains = container.tolerantDecode([String: Domain].self, forKey: .domains, problems: &problems)
        decodingProblems = problems
    }

    /// Encodes it as a subtype (`code`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(domains, forKey: .domains)
    }
}

/// A relationship of the layer (`relationships[]`), as related-record elements name it.
public struct LayerRelationship: Sendable, Hashable, Codable {
    /// The relationship's id, the `relationshipId` of a `relationship` element.
    public var id: Int
    /// Its name, shown as the element's title when the element has none.
    public var name: String?
    /// The related table or layer.
    public var relatedTableId: Int?

    /// Creates a relationship.
    public init(id: Int, name: String? = nil, relatedTableId: Int? = nil) {
        self.id = id
        self.name = name
        self.relatedTableId = relatedTableId
    }
}
