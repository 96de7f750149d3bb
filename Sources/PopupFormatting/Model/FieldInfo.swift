/// How one field appears in a popup (`fieldInfos[]` of the popup or of a `fields` element).
public struct FieldInfo: Sendable, Hashable, Codable, CarriesDecodingProblems {
    /// The field's name as the service defines it, or `expression/NAME` for an Arcade expression's value.
    public var fieldName: String
    /// The label shown; the field's name when absent, empty or only spaces (the ArcGIS JavaScript API's
    /// `label || fieldName`, which shows a label of spaces as a blank).
    public var label: String?
    /// Whether the field is listed; listed when absent.
    public var visible: Bool?
    /// The legacy format: decimal places, digit separator, date format.
    public var format: FieldInfoFormat?
    /// The newer format object (`date-time` or `number`), which wins over `format` when both are set.
    public var fieldFormat: FieldFormat?
    /// The problems found while decoding it (a `format` that is no object, ...): the field still shows.
    var decodingProblems: [PopupDiagnostic] = []

    /// Creates a field entry.
    public init(
        fieldName: String, label: String? = nil, visible: Bool? = nil, format: FieldInfoFormat? = nil,
        fieldFormat: FieldFormat? = nil
    ) {
        self.fieldName = fieldName
        self.label = label
        self.visible = visible
        self.format = format
        self.fieldFormat = fieldFormat
    }

    private enum CodingKeys: String, CodingKey {
        case fieldName, label, visible, format, fieldFormat
    }

    /// Decodes a field entry; only `fieldName` is required, a malformed `label`, `visible` or format is left out
    /// with a diagnostic.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fieldName = try container.decode(String.self, forKey: .fieldName)
        var problems: [PopupDiagnostic] = []
        label = container.tolerantDecode(String.self, forKey: .label, problems: &problems)
        visible = container.tolerantDecode(Bool.self, forKey: .visible, problems: &problems)
        format = container.tolerantDecode(FieldInfoFormat.self, forKey: .format, problems: &problems)
        fieldFormat = container.tolerantDecode(FieldFormat.self, forKey: .fieldFormat, problems: &problems)
        decodingProblems = problems
    }

    /// Encodes the members that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fieldName, forKey: .fieldName)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(visible, forKey: .visible)
        try container.encodeIfPresent(format, forKey: .format)
        try container.encodeIfPresent(fieldFormat, forKey: .fieldFormat)
    }

}

/// The legacy `format` object: `{places, digitSeparator, dateFormat}`.
public struct FieldInfoFormat: Sendable, Hashable, Codable {
    /// Decimal places: the minimum and the maximum, rounding half away from zero.
    public var places: Int?
    /// Whether digits are grouped (`1,234`); not grouped when absent, as in the ArcGIS JavaScript API.
    public var digitSeparator: Bool?
    /// How a date field appears.
    public var dateFormat: PopupDateFormat?

    /// Creates a format.
    public init(places: Int? = nil, digitSeparator: Bool? = nil, dateFormat: PopupDateFormat? = nil) {
        self.places = places
        self.digitSeparator = digitSeparator
        self.dateFormat = dateFormat
    }
}
