import ICUKit

/// Formats popup values for one locale and time zone: numbers, dates and coded values as the ArcGIS JavaScript API
/// shows them, through ICU. Formatters are cached per locale and options, so a `PopupFormatter` is cheap to make and
/// to share. `PopupRenderer` lays out whole popups with it.
public struct PopupFormatter: Sendable {
    /// The locale, as a canonical BCP 47 tag (`de-CH`).
    public let locale: String
    /// The locale ICU formats with: `locale`, except that Arabic gets Latin digits (`ar-u-nu-latn`) unless the tag
    /// names a numbering system, as the ArcGIS JavaScript API formats Arabic.
    public let formattingLocale: String
    /// The IANA time zone dates are shown in (`Europe/Zurich`).
    public let timeZone: String
    /// Whether the locale's script runs from right to left (`ar`, `he`): a renderer lays the popup out mirrored.
    public let isRightToLeft: Bool
    /// The formatters of legacy formats.
    let formatters = FormatterMemo()

    /// A formatter for a locale (a BCP 47 tag such as `de-CH` or `zh-Hant-TW`) and an IANA time zone.
    public init(locale: String, timeZone: String = "UTC") throws(PopupFormattingError) {
        let language: LanguageID
        do {
            language = try LanguageID(folderName: locale)
        } catch {
            throw PopupFormattingError.unknownLocale(locale, reason: error.description)
        }
        guard language.isValid else {
            throw PopupFormattingError.unknownLocale(locale, reason: language.validationProblems.joined(separator: "; "))
        }
        guard let zone = ICUTimeZone.canonicalID(timeZone) else { throw PopupFormattingError.unknownTimeZone(timeZone) }
        self.locale = language.tag
        formattingLocale = Self.arcGISFormattingLocale(language.tag)
        isRightToLeft = language.isRightToLeft
        self.timeZone = zone == "Etc/UTC" || zone == "Etc/GMT" ? timeZone : zone
    }

    /// ArcGIS's choice for Arabic: Latin digits (its JavaScript API formats `ar` as `ar-u-nu-latn`), where CLDR's
    /// default is Arabic-Indic digits. A tag that names its numbering system keeps it.
    static func arcGISFormattingLocale(_ tag: String) -> String {
        let lowered = tag.lowercased()
        guard lowered == "ar" || lowered.hasPrefix("ar-"), !lowered.contains("-u-") else { return tag }
        return tag + "-u-nu-latn"
    }

    /// Renders a popup for a feature: a `PopupRenderer` made for this one call. To render many features of one
    /// popup, make a `PopupRenderer` once.
    public func render(
        _ popup: PopupDefinition, feature: Feature, layer: LayerDefinition? = nil,
        expressions: (any ExpressionEvaluator)? = nil
    ) -> RenderedPopup {
        PopupRenderer(popup: popup, layer: layer, formatter: self, expressions: expressions).render(feature)
    }

    /// Formats one value for a field: a coded-value domain's name, a number or date in the locale, or the value as
    /// it is. Null and missing values are empty text. Throws `unreadableValue` for a value that does not read as its
    /// field's date or time type.
    public func format(
        _ value: AttributeValue?, fieldInfo: FieldInfo?, field: FieldDefinition?
    ) throws(PopupFormattingError) -> String {
        guard let value, value != .null else { return "" }
        if let name = field?.domain?.name(for: value) { return name }
        return try formatIgnoringDomain(value, fieldInfo: fieldInfo, field: field)
    }

    /// `format(_:fieldInfo:field:)` without looking at the field's domain: for a renderer that has looked in the
    /// domain of the feature's subtype already.
    func formatIgnoringDomain(
        _ value: AttributeValue, fieldInfo: FieldInfo?, field: FieldDefinition?
    ) throws(PopupFormattingError) -> String {
        let name = fieldInfo?.fieldName ?? field?.name ?? "the field"
        switch field?.kind ?? .other {
        case .dateOnly: return try formatDateOnly(value, fieldInfo: fieldInfo, fieldName: name)
        case .timeOnly: return try formatTimeOnly(value, fieldInfo: fieldInfo, fieldName: name)
        case .timestampOffset: return try formatTimestampOffset(value, fieldInfo: fieldInfo, fieldName: name)
        case .date: return try formatDateField(value, fieldInfo: fieldInfo, fieldName: name)
        case .number, .other:
            if fieldInfo?.format?.dateFormat != nil || isDateTime(fieldInfo?.fieldFormat),
               let milliseconds = value.numericValue {
                return try formatDate(milliseconds, fieldInfo: fieldInfo)
            }
        }
        switch value {
        case .number(let number): return try formatNumber(number, fieldInfo: fieldInfo)
        case .string(let text):
            // A numeric string is formatted when the field asks for a number format, unless the layer declares a
            // text field (whose "00123.40" is a code, not a number).
            if hasNumberFormat(fieldInfo), field.map({ $0.kind == .number }) ?? true, let number = value.numericValue {
                return try formatNumber(number, fieldInfo: fieldInfo)
            }
            return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        }
    }

    private func isDateTime(_ format: FieldFormat?) -> Bool {
        if case .dateTime? = format { return true }
        return false
    }

    private func hasNumberFormat(_ info: FieldInfo?) -> Bool {
        if case .number? = info?.fieldFormat { return true }
        return info?.format?.places != nil || info?.format?.digitSeparator != nil
    }
}
