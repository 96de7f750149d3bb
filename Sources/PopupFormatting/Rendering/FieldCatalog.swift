/// What a renderer knows about a popup's fields, indexed once by case-folded name: the layer's field definitions,
/// its types or subtypes, the popup's field entries and its expressions. Field names match without regard to case,
/// as in ArcGIS.
struct FieldCatalog: Sendable {
    /// By folded name, and by the name as spelled (the common case, found without folding).
    private var fields: [String: FieldDefinition] = [:]
    private var fieldsAsSpelled: [String: FieldDefinition] = [:]
    private var fieldInfos: [String: FieldInfo] = [:]
    private var fieldInfosAsSpelled: [String: FieldInfo] = [:]
    private var expressions: [String: ExpressionInfo] = [:]
    /// The folded name of the field that picks a feature's type or subtype.
    private(set) var subtypeField: String?
    private var subtypesByText: [String: IndexedSubtype] = [:]
    private var subtypesByNumber: [Double: IndexedSubtype] = [:]
    /// The layer's fields in order, for field tables of popups that list none.
    let layerFields: [FieldDefinition]
    /// The layer's relationships by id.
    private(set) var relationships: [Int: LayerRelationship] = [:]
    /// The names the popup and the layer spell, resolved ahead, by the name as spelled.
    private var resolvedNames: [String: ResolvedName] = [:]

    init(popup: PopupDefinition, layer: LayerDefinition?) {
        layerFields = layer?.fields ?? []
        for field in layerFields where fields[Self.fold(field.name)] == nil {
            fields[Self.fold(field.name)] = field
            fieldsAsSpelled[field.name] = field
        }
        for info in popup.fieldInfos ?? [] where fieldInfos[Self.fold(info.fieldName)] == nil {
            fieldInfos[Self.fold(info.fieldName)] = info
            fieldInfosAsSpelled[info.fieldName] = info
        }
        for info in popup.expressionInfos ?? [] {
            if let name = info.name, expressions[Self.fold(name)] == nil { expressions[Self.fold(name)] = info }
        }
        for relationship in layer?.relationships ?? [] where relationships[relationship.id] == nil {
            relationships[relationship.id] = relationship
        }
        // Subtypes win over the older feature types when a layer has both.
        if let layer, let field = layer.subtypes != nil ? layer.subtypeField ?? layer.typeIdField : layer.typeIdField {
            subtypeField = Self.fold(field)
            for subtype in layer.subtypes ?? layer.types ?? [] {
                let indexed = IndexedSubtype(subtype)
                switch subtype.code {
                case .number(let number): if subtypesByNumber[number] == nil { subtypesByNumber[number] = indexed }
                case .string(let text):
                    if subtypesByText[text] == nil { subtypesByText[text] = indexed }
                    if let number = StrictNumber.parse(text), subtypesByNumber[number] == nil {
                        subtypesByNumber[number] = indexed
                    }
                case .bool, .null: break
                }
            }
        }
        let rowNames = (popup.popupElements ?? []).flatMap { element -> [String] in
            guard case .fields(let fields) = element else { return [] }
            return (fields.fieldInfos ?? []).map(\.fieldName)
        }
        for name in layerFields.map(\.name) + (popup.fieldInfos ?? []).map(\.fieldName) + rowNames
        where resolvedNames[name] == nil {
            resolvedNames[name] = resolving(name)
        }
    }

    /// What the catalog knows about a field or `expression/NAME` reference.
    func resolve(_ name: String) -> ResolvedName { resolvedNames[name] ?? resolving(name) }

    private func resolving(_ name: String) -> ResolvedName {
        ResolvedName(
            name: name, folded: Self.fold(name), expression: Self.expressionName(name), definition: field(named: name),
            topLevelEntry: fieldInfo(named: name))
    }

    /// `NAME` of an `expression/NAME` reference, matched without regard to case; `nil` for a field name.
    static func expressionName(_ name: String) -> String? {
        let prefix = "expression/".utf8
        let bytes = name.utf8
        guard bytes.count > prefix.count, zip(bytes, prefix).allSatisfy({ ASCII.lowercased($0) == $1 }) else {
            return nil
        }
        return String(name.dropFirst(prefix.count))
    }

    /// The layer's definition of a field.
    func field(named name: String) -> FieldDefinition? { fieldsAsSpelled[name] ?? fields[Self.fold(name)] }

    /// The popup's top-level entry for a field.
    func fieldInfo(named name: String) -> FieldInfo? { fieldInfosAsSpelled[name] ?? fieldInfos[Self.fold(name)] }

    /// The expression named `name` (without `expression/`).
    func expression(named name: String) -> ExpressionInfo? { expressions[Self.fold(name)] }

    /// The type or subtype a value of the subtype field picks.
    private func subtype(for value: AttributeValue) -> IndexedSubtype? {
        if case .string(let text) = value, let subtype = subtypesByText[text] { return subtype }
        return value.numericValue.flatMap { subtypesByNumber[$0] }
    }

    /// The name shown for a field's value by a domain: the subtype's name for the subtype field; else the coded
    /// value's name in the feature's subtype's domain for the field (unless `inherited`), else in the field's own
    /// (the layer's definition of it).
    func domainName(of field: ResolvedName, value: AttributeValue, feature: inout FeatureValues) -> String? {
        if let subtypeField {
            let folded = field.folded
            if folded == subtypeField { return subtype(for: value)?.name }
            if let code = feature.value(subtypeField), let domain = subtype(for: code)?.domains[folded],
               !domain.isInherited {
                return domain.name(for: value)
            }
        }
        return field.definition?.domain?.name(for: value)
    }

    /// A type or subtype with its domains by folded field name.
    private struct IndexedSubtype: Sendable {
        let name: String
        let domains: [String: Domain]

        init(_ subtype: LayerSubtype) {
            name = subtype.name
            var domains: [String: Domain] = [:]
            for (field, domain) in subtype.domains ?? [:] where domains[FieldCatalog.fold(field)] == nil {
                domains[FieldCatalog.fold(field)] = domain
            }
            self.domains = domains
        }
    }

    /// A name folded for matching without regard to case.
    static func fold(_ name: String) -> String { name.lowercased() }
}

/// One feature's attributes, by exact name, and by case-folded name once a name is not found as spelled.
struct FeatureValues {
    let feature: Feature
    private var folded: [String: AttributeValue]?

    init(_ feature: Feature) { self.feature = feature }

    /// The value of a field, matching its name without regard to case (the exact spelling first).
    mutating func value(_ name: String) -> AttributeValue? {
        if let exact = feature.attributes[name] { return exact }
        if folded == nil {
            var map: [String: AttributeValue] = [:]
            map.reserveCapacity(feature.attributes.count)
            // Of names equal but for case, one is kept; the exact spelling is looked up first anyway.
            for (key, value) in feature.attributes where map[FieldCatalog.fold(key)] == nil {
                map[FieldCatalog.fold(key)] = value
            }
            folded = map
        }
        return folded?[FieldCatalog.fold(name)]
    }
}
