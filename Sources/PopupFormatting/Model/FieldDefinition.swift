/// A layer field as a service describes it (`fields[]`): its type and, for coded values, its domain.
public struct FieldDefinition: Sendable, Hashable, Codable {
    /// The field's name.
    public var name: String
    /// The type, as `esriFieldTypeDate` or the newer `date` spelling.
    public var type: String? { didSet { kind = Self.kind(of: type) } }
    /// The kind of value the field holds, from its type (kept, since formatting asks for it on every value).
    public private(set) var kind: FieldKind
    /// The alias, the label when the popup gives none.
    public var alias: String?
    /// A coded-value domain, whose names are shown instead of the codes.
    public var domain: Domain?

    /// Creates a field definition.
    public init(name: String, type: String? = nil, alias: String? = nil, domain: Domain? = nil) {
        self.name = name
        self.type = type
        self.alias = alias
        self.domain = domain
        kind = Self.kind(of: type)
    }

    private enum CodingKeys: String, CodingKey {
        case name, type, alias, domain
    }

    /// Decodes `name`, `type`, `alias` and `domain`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            type: try container.decodeIfPresent(String.self, forKey: .type),
            alias: try container.decodeIfPresent(String.self, forKey: .alias),
            domain: try container.decodeIfPresent(Domain.self, forKey: .domain))
    }

    /// Encodes `name`, `type`, `alias` and `domain`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(alias, forKey: .alias)
        try container.encodeIfPresent(domain, forKey: .domain)
    }

    /// The kind of value a field of this type holds.
    private static func kind(of type: String?) -> FieldKind {
        switch type?.lowercased() {
        case "esrifieldtypedate", "date": .date
        case "esrifieldtypedateonly", "date-only": .dateOnly
        case "esrifieldtypetimeonly", "time-only": .timeOnly
        case "esrifieldtypetimestampoffset", "timestamp-offset": .timestampOffset
        case "esrifieldtypesmallinteger", "esrifieldtypeinteger", "esrifieldtypebiginteger", "esrifieldtypesingle",
             "esrifieldtypedouble", "esrifieldtypeoid", "small-integer", "integer", "big-integer", "single", "double",
             "oid":
            .number
        default: .other
        }
    }
}

/// What a field's values are, as far as formatting cares.
public enum FieldKind: Sendable, Hashable {
    /// A moment, as epoch milliseconds.
    case date
    /// A calendar date without a time or zone (`"2024-03-01"`).
    case dateOnly
    /// A time of day without a date or zone (`"13:45:00"`).
    case timeOnly
    /// A moment with its own UTC offset (`"2024-03-01T13:45:00-05:00"`).
    case timestampOffset
    /// A number.
    case number
    /// Text or anything else, shown as it is.
    case other
}

/// A coded-value domain: codes stored in the data and the names shown for them.
public struct Domain: Sendable, Hashable, Codable {
    /// `codedValue` (range domains have no names to show).
    public var type: String?
    /// The codes and their names.
    public var codedValues: [CodedValue]?

    /// One code and its name.
    public struct CodedValue: Sendable, Hashable, Codable {
        /// The name shown.
        public var name: String
        /// The code stored.
        public var code: AttributeValue

        /// Creates a coded value.
        public init(name: String, code: AttributeValue) {
            self.name = name
            self.code = code
        }
    }

    /// Creates a domain.
    public init(type: String? = "codedValue", codedValues: [CodedValue]?) {
        self.type = type
        self.codedValues = codedValues
    }

    /// The name for a code (numbers compare by value, so `1` matches `1.0`); `nil` when the domain has none.
    public func name(for value: AttributeValue) -> String? {
        codedValues?.first { coded in
            if let left = coded.code.numericValue, let right = value.numericValue,
               case .number = coded.code { return left == right }
            return coded.code == value
        }?.name
    }
}
