/// A value of an old-style (OpenStep) property list such as `project.pbxproj`: the grammar has strings, arrays,
/// dictionaries and `<hex>` data, and nothing else (numbers and booleans are strings: `objectVersion = 77;`).
public enum XcodePropertyListValue: Sendable, Hashable {
    /// A quoted or unquoted string, escapes resolved.
    case string(String)
    /// `( a, b, )`: values in order.
    case array([XcodePropertyListValue])
    /// `{ key = value; }`: pairs in file order.
    case dictionary(XcodePropertyListDictionary)
    /// `<0fbd 77>`: the bytes of the hexadecimal digits.
    case data([UInt8])

    /// The text, if this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The elements, if this is an array.
    public var arrayValue: [XcodePropertyListValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The dictionary, if this is one.
    public var dictionaryValue: XcodePropertyListDictionary? {
        if case .dictionary(let dictionary) = self { dictionary } else { nil }
    }

    /// The strings of an array, if this is an array; elements of another kind are left out.
    public var stringElements: [String]? {
        arrayValue.map { $0.compactMap(\.stringValue) }
    }

    /// The kind of value with its article, for messages: `a string`, `an array`, `a dictionary`, `data`.
    public var kindDescription: String {
        switch self {
        case .string: "a string"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .data: "data"
        }
    }
}
