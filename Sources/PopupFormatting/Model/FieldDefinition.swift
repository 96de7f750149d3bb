/// A layer field as a service describes it (`fields[]`): its type and, for coded values, its domain.
public struct FieldDefinition: Sendable, Hashable, Codable {
    /// The field's name.
    public var name: String
    /// The type, as `esriFieldTypeDate` or the newer `date` spelling.
    public var type: String?
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
    }

    /// The kind of value the field holds, from its type.
    public var kind: FieldKind {
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
