/// How one field appears in a popup (`popupInfo.fieldInfos[]`).
public struct FieldInfo: Sendable, Hashable, Codable {
    /// The field's name as the service defines it.
    public var fieldName: String
    /// The label shown; the field's alias or name when absent.
    public var label: String?
    /// Whether the field is listed; listed when absent.
    public var visible: Bool?
    /// The legacy format: decimal places, digit separator, date format.
    public var format: FieldInfoFormat?
    /// The newer format object (`date-time` or `number`), which wins over `format` when both are set.
    public var fieldFormat: FieldFormat?

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
}

/// The legacy `format` object: `{places, digitSeparator, dateFormat}`.
public struct FieldInfoFormat: Sendable, Hashable, Codable {
    /// Decimal places: the minimum and the maximum, rounding half away from zero.
    public var places: Int?
    /// Whether digits are grouped (`1,234`).
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
