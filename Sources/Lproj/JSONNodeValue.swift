extension JSONNode {
    /// A JSON value: text, a number, a boolean, null, an array or an object.
    public enum Value: Sendable, Hashable {
        /// Text, with its escapes resolved.
        case string(String)
        /// A number, as written in the file (such as `-1.5e3`).
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
        /// The elements, in order.
        case array([JSONNode])
        /// The members, in file order, duplicate keys kept.
        case object([JSONMember])

        /// The kind of value with its article, for messages: `a string`, `a number`, `an object`.
        public var kindDescription: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            case .array: "an array"
            case .object: "an object"
            }
        }

        /// The text, if this is a string.
        public var stringValue: String? {
            if case .string(let text) = self { text } else { nil }
        }

        /// The boolean, if this is `true` or `false`.
        public var boolValue: Bool? {
            if case .bool(let flag) = self { flag } else { nil }
        }

        /// The number as a `Double`, if this is a number.
        public var doubleValue: Double? {
            if case .number(let text) = self { Double(text) } else { nil }
        }

        /// The number as an `Int`, if this is a number with a whole value that fits (`2`, `2.0`, `2e0`).
        public var integerValue: Int? {
            guard case .number(let text) = self else { return nil }
            if let whole = Int(text) { return whole }
            guard let real = Double(text), real.rounded() == real, abs(real) < 0x1p63 else { return nil }
            return Int(real)
        }

        /// The elements, if this is an array.
        public var elements: [JSONNode]? {
            if case .array(let elements) = self { elements } else { nil }
        }

        /// The members in file order, if this is an object.
        public var members: [JSONMember]? {
            if case .object(let members) = self { members } else { nil }
        }
    }
}
