/// A value of a property list, as XML and binary property lists hold it.
public enum PropertyListValue: Sendable, Hashable {
    /// Text.
    case string(String)
    /// A whole number that fits a signed 64-bit integer.
    case integer(Int64)
    /// A whole number above `Int64.max`, up to `UInt64.max`.
    case unsignedInteger(UInt64)
    /// A floating-point number (a binary 32-bit real is widened).
    case real(Double)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// A point in time, in seconds since 2001-01-01 00:00:00 UTC (Apple's reference date).
    case date(secondsSinceReferenceDate: Double)
    /// Bytes.
    case data([UInt8])
    /// Values in order.
    case array([PropertyListNode])
    /// The members of a binary property list's set, in file order.
    case set([PropertyListNode])
    /// Key-value pairs in file order, duplicate keys kept.
    case dictionary(PropertyListDictionary)
    /// A keyed archiver's object reference (binary property lists only).
    case uid(UInt64)
    /// A null object (binary property lists only).
    case null

    /// The kind of value with its article, for messages: `a string`, `an integer`, `a dictionary`.
    public var kindDescription: String {
        switch self {
        case .string: "a string"
        case .integer, .unsignedInteger: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .set: "a set"
        case .dictionary: "a dictionary"
        case .uid: "a UID"
        case .null: "null"
        }
    }

    /// The text, if this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The dictionary, if this is one.
    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let dictionary) = self { dictionary } else { nil }
    }

    /// The elements, if this is an array.
    public var arrayValue: [PropertyListNode]? {
        if case .array(let elements) = self { elements } else { nil }
    }
}
