import ICUKit

/// Renders popups for one locale and time zone: numbers, dates and templates as the ArcGIS JavaScript API shows them,
/// through ICU. Formatters are cached per locale and options, so a `PopupFormatter` is cheap to make and to share.
public struct PopupFormatter: Sendable {
    /// The locale, as a canonical BCP 47 tag (`de-CH`).
    public let locale: String
    /// The IANA time zone dates are shown in (`Europe/Zurich`).
    public let timeZone: String
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
        self.timeZone = zone == "Etc/UTC" || zone == "Etc/GMT" ? timeZone : zone
    }

    /// Renders a popup for a feature: the title and description with their tokens replaced, and the visible fields.
    public func render(_ popup: PopupDefinition, feature: Feature) throws(PopupFormattingError) -> RenderedPopup {
        var fields: [RenderedField] = []
        for info in popup.fieldInfos ?? [] where info.visible ?? true {
            let field = popup.field(named: info.fieldName)
            fields.append(RenderedField(
                fieldName: info.fieldName, label: info.label ?? field?.alias ?? info.fieldName,
                value: try format(feature.value(forField: info.fieldName), fieldInfo: info, field: field)))
        }
        return RenderedPopup(
            title: try renderTemplate(popup.title ?? "", popup: popup, feature: feature),
            description: try renderTemplate(popup.description ?? "", popup: popup, feature: feature),
            fields: fields)
    }

    /// Formats one value for a field: a coded-value domain's name, a number or date in the locale, or the text as it
    /// is. Null and missing values are empty text.
    public func format(
        _ value: AttributeValue?, fieldInfo: FieldInfo?, field: FieldDefinition?
    ) throws(PopupFormattingError) -> String {
        guard let value, value != .null else { return "" }
        if let name = field?.domain?.name(for: value) { return name }
        let name = fieldInfo?.fieldName ?? field?.name ?? "the field"
        switch field?.kind ?? .other {
        case .dateOnly: return try formatDateOnly(value, fieldInfo: fieldInfo, fieldName: name)
        case .timeOnly: return try formatTimeOnly(value, fieldInfo: fieldInfo, fieldName: name)
        case .timestampOffset: return try formatTimestampOffset(value, fieldInfo: fieldInfo, fieldName: name)
        case .date:
            if let milliseconds = value.numericValue { return try formatDate(milliseconds, fieldInfo: fieldInfo) }
        case .number, .other:
            if fieldInfo?.format?.dateFormat != nil || isDateTime(fieldInfo?.fieldFormat),
               let milliseconds = value.numericValue {
                return try formatDate(milliseconds, fieldInfo: fieldInfo)
            }
        }
        switch value {
        case .number(let number): return try formatNumber(number, fieldInfo: fieldInfo)
        case .string(let text):
            // A numeric string is formatted when the field asks for a number format.
            if hasNumberFormat(fieldInfo), let number = value.numericValue {
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
