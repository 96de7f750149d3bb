/// The newer field format objects of the web map specification, told apart by `type`.
public enum FieldFormat: Sendable, Hashable, Codable {
    /// `{"type": "date-time", "dateStyle", "timeStyle", "hour12"}`.
    case dateTime(DateTimeFieldFormat)
    /// `{"type": "number", "minimumFractionDigits", "maximumFractionDigits", "useGrouping"}`.
    case number(NumberFieldFormat)

    private enum CodingKeys: String, CodingKey { case type }

    /// Decodes by `type`, naming the known types when it is another.
    public init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .type)
        switch type {
        case "date-time": self = .dateTime(try DateTimeFieldFormat(from: decoder))
        case "number": self = .number(try NumberFieldFormat(from: decoder))
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath + [CodingKeys.type],
                debugDescription: "unknown fieldFormat type \"\(type)\"; known types: date-time, number"))
        }
    }

    /// Encodes the object with its `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .dateTime(let format):
            try container.encode("date-time", forKey: .type)
            try format.encode(to: encoder)
        case .number(let format):
            try container.encode("number", forKey: .type)
            try format.encode(to: encoder)
        }
    }
}

/// A date style or time style of a `date-time` field format.
public enum FieldFormatStyle: String, Sendable, Hashable, Codable {
    /// The shortest form (`10/27/24`, `2:30 AM`).
    case short
    /// Abbreviated names (`Oct 27, 2024`).
    case medium
    /// Full names (`October 27, 2024`).
    case long
    /// Full names and the weekday (`Sunday, October 27, 2024`).
    case full
}

/// The `date-time` field format.
public struct DateTimeFieldFormat: Sendable, Hashable, Codable {
    /// The date's style, or `nil` for no date.
    public var dateStyle: FieldFormatStyle?
    /// The time's style, or `nil` for no time.
    public var timeStyle: FieldFormatStyle?
    /// `always` (12-hour clock), `never` (24-hour) or `auto` (the locale's), the default.
    public var hour12: Hour12?

    /// The clock of a `date-time` format.
    public enum Hour12: String, Sendable, Hashable, Codable {
        /// A 12-hour clock.
        case always
        /// A 24-hour clock.
        case never
        /// The locale's clock.
        case auto
    }

    /// Creates a format.
    public init(dateStyle: FieldFormatStyle? = nil, timeStyle: FieldFormatStyle? = nil, hour12: Hour12? = nil) {
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.hour12 = hour12
    }
}

/// The `number` field format.
public struct NumberFieldFormat: Sendable, Hashable, Codable {
    /// At least this many decimals; 0 when absent.
    public var minimumFractionDigits: Int?
    /// At most this many decimals; 2 when absent.
    public var maximumFractionDigits: Int?
    /// `always`, `auto` (the default) or `never`.
    public var useGrouping: Grouping?

    /// Digit grouping of a `number` format.
    public enum Grouping: String, Sendable, Hashable, Codable {
        /// Digits are always grouped.
        case always
        /// Digits are grouped as the locale does (some locales leave four-digit numbers ungrouped).
        case auto
        /// Digits are never grouped.
        case never
    }

    /// Creates a format.
    public init(minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil, useGrouping: Grouping? = nil) {
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.useGrouping = useGrouping
    }
}
