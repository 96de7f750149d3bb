// Formats single values as the ArcGIS JavaScript API shows them: numbers with `places` and `digitSeparator`, dates
// with a `dateFormat`, `{FIELD}` templates, and the plural forms of the popup's own UI strings, in several locales.
import PopupFormatting

// snippet.numbers
let twoPlaces = FieldInfo(fieldName: "AREA", format: FieldInfoFormat(places: 2, digitSeparator: true))
for locale in ["en-US", "de-DE", "fr-FR", "ar-EG", "hi-IN"] {
    let formatter = try PopupFormatter(locale: locale)
    print(locale, try formatter.format(.number(1_234_567.891), fieldInfo: twoPlaces, field: nil))
}
// snippet.end

// snippet.rounding
let english = try PopupFormatter(locale: "en-US")
let noFormat = FieldInfo(fieldName: "AREA")
let noPlaces = FieldInfo(fieldName: "AREA", format: FieldInfoFormat(digitSeparator: false))
let wholeNumbers = FieldInfo(fieldName: "AREA", format: FieldInfoFormat(places: 0))
print(try english.format(.number(1234.56789), fieldInfo: noFormat, field: nil))      // no format: as it is
print(try english.format(.number(1234.56789), fieldInfo: noPlaces, field: nil))      // at most 3 decimals
print(try english.format(.number(2.5), fieldInfo: wholeNumbers, field: nil))         // half away from zero
print(try english.format(.number(-0.004), fieldInfo: twoPlaces, field: nil))         // keeps its sign
// snippet.end

// snippet.dates
let inspected = FieldDefinition(name: "INSPECTED", type: "esriFieldTypeDate")
let moment = AttributeValue.number(1_729_989_000_000)  // 2024-10-27 00:30 UTC
for dateFormat in [PopupDateFormat.shortDate, .longMonthDayYearShortTime, .dayShortMonthYearShortTime24] {
    let info = FieldInfo(fieldName: "INSPECTED", format: FieldInfoFormat(dateFormat: dateFormat))
    for locale in ["en-US", "de-CH", "ja-JP"] {
        let formatter = try PopupFormatter(locale: locale, timeZone: "Europe/Zurich")
        print(dateFormat.rawValue, locale, try formatter.format(moment, fieldInfo: info, field: inspected))
    }
}
// A date field without a format shows a short date and a short time.
let swiss = try PopupFormatter(locale: "de-CH", timeZone: "Europe/Zurich")
print(try swiss.format(moment, fieldInfo: nil, field: inspected))
// snippet.end

// snippet.template
let popup = PopupDefinition(fieldInfos: [
    FieldInfo(fieldName: "AREA", format: FieldInfoFormat(places: 1, digitSeparator: true)),
    FieldInfo(fieldName: "INSPECTED", format: FieldInfoFormat(dateFormat: .dayShortMonthYear)),
])
let layer = LayerDefinition(fields: [
    FieldDefinition(name: "NAME", type: "esriFieldTypeString"),
    FieldDefinition(name: "AREA", type: "esriFieldTypeDouble"), inspected,
])
let feature = Feature(attributes: [
    "NAME": .string("Parc Nord"), "AREA": .number(12_345.67), "INSPECTED": moment, "NOTE": .null,
])
let renderer = PopupRenderer(popup: popup, layer: layer, formatter: swiss)
// Field names match without regard to case; a null value shows as empty text.
print(renderer.renderTemplate("{name}: {AREA} m², seen {Inspected}.{NOTE}", feature: feature))
// snippet.end

// snippet.strings
for locale in ["en-US", "de-CH", "ru", "zh-TW", "sw"] {
    let strings = try PopupStrings.bundled(locale: locale)
    let counts = [1, 3, 5].map { strings.plural("attachments.count", count: $0) }
    print("\(locale) → \(strings.language): \(strings.text("Attachments")), \(counts.joined(separator: ", ")); "
        + strings.text("%d of %d", 2, 5))
}
// snippet.end
