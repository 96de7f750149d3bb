/// A field's domain as Esri JSON describes it: coded values (codes stored, names shown), a range, or `inherited`
/// (a subtype's domain that is the field's own).
public struct Domain: Sendable, Hashable, Codable {
    /// `codedValue`, `range` or `inherited`.
    public var type: String?
    /// The domain's name.
    public var name: String?
    /// The codes and their names, for a coded-value domain.
    public var codedValues: [CodedValue]? { didSet { index = CodeIndex(codedValues ?? []) } }
    /// The minimum and maximum, for a range domain (values show as numbers).
    public var range: [Double]?
    /// The names by code, so that a value finds its name without a scan of the codes.
    private var index: CodeIndex

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
    public init(type: String? = "codedValue", name: String? = nil, codedValues: [CodedValue]?, range: [Double]? = nil) {
        self.type = type
        self.name = name
        self.codedValues = codedValues
        self.range = range
        index = CodeIndex(codedValues ?? [])
    }

    private enum CodingKeys: String, CodingKey {
        case type, name, codedValues, range
    }

    /// Decodes the domain; coded values that are malformed are left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var problems: [PopupDiagnostic] = []
        self.init(
            type: container.tolerantDecode(String.self, forKey: .type, problems: &problems),
            name: container.tolerantDecode(String.self, forKey: .name, problems: &problems),
            codedValues: container.tolerantDecodeArray(of: CodedValue.self, forKey: .codedValues, problems: &problems),
            range: container.tolerantDecode([Double].self, forKey: .range, problems: &problems))
    }

    /// Encodes the members that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(codedValues, forKey: .codedValues)
        try container.encodeIfPresent(range, forKey: .range)
    }

    /// Whether a subtype's domain stands for the field's own (`{"type": "inherited"}`).
    public var isInherited: Bool { type?.lowercased() == "inherited" }

    /// The name for a code (a numeric code matches a number or numeric text of the same value, so `1` matches `1.0`
    /// and `"1"`; a text code matches the same text); `nil` when the domain has none.
    public func name(for value: AttributeValue) -> String? {
        if case .string(let text) = value, let name = index.text[text] { return name }
        if let number = value.numericValue { return index.numbers[number] }
        return nil
    }

    /// The coded values' names by numeric and by text code; the first of equal codes wins.
    private struct CodeIndex: Sendable, Hashable {
        var numbers: [Double: String] = [:]
        var text: [String: String] = [:]

        init(_ codedValues: [CodedValue]) {
            for coded in codedValues {
                switch coded.code {
                case .number(let number): if numbers[number] == nil { numbers[number] = coded.name }
                case .string(let code): if text[code] == nil { text[code] = coded.name }
                case .bool, .null: break
                }
            }
        }
    }
}
