/// A layer field as a service describes it (`fields[]`): its type and, for coded values, its domain.
public struct FieldDefinition: Sendable, Hashable, Codable, CarriesDecodingProblems {
    /// The field's name.
    public var name: String
    /// The type, as `esriFieldTypeDate` or the newer `date` spelling.
    public var type: String? { didSet { kind = Self.kind(of: type) } }
    /// The kind of value the field holds, from its type (kept, since formatting asks for it on every value).
    public private(set) var kind: FieldKind
    /// The alias, the label when the popup gives none.
    public var alias: String?
    /// The field's domain: a coded-value domain's names are shown instead of its codes.
    public var domain: Domain?
    /// The problems found while decoding it.
    var decodingProblems: [PopupDiagnostic] = []

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

    /// Decodes `name`, `type`, `alias` and `domain`; only `name` is required, and a malformed member is left out
    /// (a malformed domain's values then show as they are).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var problems: [PopupDiagnostic] = []
        self.init(
            name: try container.decode(String.self, forKey: .name),
            type: container.tolerantDecode(String.self, forKey: .type, problems: &problems),
            alias: container.tolerantDecode(String.self, forKey: .alias, problems: &problems),
            domain: container.tolerantDecode(Domain.self, forKey: .domain, problems: &problems))
        decodingProblems = problems
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
