import Testing
@testable import PopupFormatting

/// Number fields as the ArcGIS JavaScript API formats them, in ten locales, rounding edges included, against ICU's
/// own output.
struct NumberFieldTests {
    static let formats: [String: FieldInfoFormat?] = [
        "places2-separator": FieldInfoFormat(places: 2, digitSeparator: true),
        "places0-noseparator": FieldInfoFormat(places: 0, digitSeparator: false),
        "places2": FieldInfoFormat(places: 2),
        "places3-separator": FieldInfoFormat(places: 3, digitSeparator: true),
        "empty": FieldInfoFormat(),
    ]

    @Test(arguments: Expected.locales)
    func legacyFormats(locale: String) throws {
        let formatter = try PopupFormatter(locale: locale)
        for (key, expected) in try #require(Expected.table.numbers[locale]) {
            let parts = key.split(separator: " ").map(String.init)
            let info = FieldInfo(fieldName: "N", format: Self.formats[parts[0]]!)
            #expect(try formatter.format(.number(Double(parts[1])!), fieldInfo: info, field: nil) == expected, "\(locale) \(key)")
        }
    }

    @Test func designExamples() throws {
        // DESIGN.md section 7, ICU 72: 1234567.891 with places 2. Arabic with Latin digits, as ArcGIS shows it
        // (ar-u-nu-latn); a locale that names its numbering system keeps it.
        let info = FieldInfo(fieldName: "N", format: FieldInfoFormat(places: 2, digitSeparator: true))
        let expected = ["en": "1,234,567.89", "de": "1.234.567,89", "fr": "1\u{202F}234\u{202F}567,89",
                        "ar": "1,234,567.89", "ar-EG": "1,234,567.89", "hi": "12,34,567.89"]
        for (locale, text) in expected {
            #expect(try PopupFormatter(locale: locale).format(.number(1_234_567.891), fieldInfo: info, field: nil) == text)
        }
    }

    @Test func numericStringsAreConvertedWhenAFormatAsks() throws {
        let formatter = try PopupFormatter(locale: "de")
        let info = FieldInfo(fieldName: "N", format: FieldInfoFormat(places: 1, digitSeparator: true))
        #expect(try formatter.format(.string("1234.56"), fieldInfo: info, field: nil) == "1.234,6")
        #expect(try formatter.format(.string("n/a"), fieldInfo: info, field: nil) == "n/a")
        #expect(try formatter.format(.string("1234.56"), fieldInfo: FieldInfo(fieldName: "N"), field: nil) == "1234.56")
    }

    @Test func numberFieldFormat() throws {
        // Expected: Intl.NumberFormat("en", {minimumFractionDigits: 1, maximumFractionDigits: 3, useGrouping: "never"})
        // and ("de", {maximumFractionDigits: 2}) in Node, equal to ICU 72 here.
        let never = FieldInfo(fieldName: "N", fieldFormat: .number(.init(
            minimumFractionDigits: 1, maximumFractionDigits: 3, useGrouping: .never)))
        #expect(try PopupFormatter(locale: "en").format(.number(1234567.8912), fieldInfo: never, field: nil) == "1234567.891")
        let defaults = FieldInfo(fieldName: "N", fieldFormat: .number(.init()))
        #expect(try PopupFormatter(locale: "de").format(.number(1234.5678), fieldInfo: defaults, field: nil) == "1.234,57")
        // "always" groups four-digit numbers even where the locale's own rule does not (es, pl).
        let always = FieldInfo(fieldName: "N", fieldFormat: .number(.init(maximumFractionDigits: 0, useGrouping: .always)))
        let auto = FieldInfo(fieldName: "N", fieldFormat: .number(.init(maximumFractionDigits: 0, useGrouping: .auto)))
        #expect(try PopupFormatter(locale: "es").format(.number(1234), fieldInfo: always, field: nil) == "1.234")
        #expect(try PopupFormatter(locale: "es").format(.number(1234), fieldInfo: auto, field: nil) == "1234")
    }

    @Test func codedValueDomainsShowNames() throws {
        let field = FieldDefinition(name: "STATUS", type: "esriFieldTypeInteger", domain: Domain(codedValues: [
            .init(name: "Open", code: .number(1)), .init(name: "Closed", code: .number(2)),
        ]))
        let formatter = try PopupFormatter(locale: "en")
        #expect(try formatter.format(.number(2), fieldInfo: nil, field: field) == "Closed")
        #expect(try formatter.format(.number(3), fieldInfo: nil, field: field) == "3")
        #expect(try formatter.format(.null, fieldInfo: nil, field: field) == "")
    }
}
