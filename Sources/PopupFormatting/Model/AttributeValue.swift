/// A feature attribute as Esri JSON holds it: a number (dates are epoch milliseconds), a string, a Boolean or null.
public enum AttributeValue: Sendable, Hashable, Codable {
    /// No value: shows as empty text.
    case null
    /// A number; a date field's value in epoch milliseconds.
    case number(Double)
    /// Text; also ISO 8601 dates and times.
    case string(String)
    /// A Boolean.
    case bool(Bool)

    /// Decodes any JSON scalar; arrays and objects are not attribute values.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "an attribute value must be a number, a string, a Boolean or null")
        }
    }

    /// Encodes the scalar as it was.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        }
    }

    /// The value as a number: itself, or a string that spells a plain decimal number (`"1234.5"`, `" 7 "`); `nil`
    /// otherwise, also for `"nan"`, `"inf"` and hexadecimal text (see `StrictNumber`).
    public var numericValue: Double? {
        switch self {
        case .number(let value): value
        case .string(let text): StrictNumber.parse(text)
        case .null, .bool: nil
        }
    }
}
