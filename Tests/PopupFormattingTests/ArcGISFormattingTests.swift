import Testing
@testable import PopupFormatting

/// Values formatted as the ArcGIS JavaScript API 4.x shows them (`widgets/Feature/support/featureUtils`,
/// `intl/number`), one test per case of issue 11. Expected strings: Node's `Intl` (ICU 78) and the system ICU 72,
/// which differ only in the space before AM/PM (U+202F in ICU 72's CLDR 42).
struct ArcGISFormattingTests {
    let english: PopupFormatter
    let german: PopupFormatter

    init() throws {
        english = try PopupFormatter(locale: "en", timeZone: "America/New_York")
        german = try PopupFormatter(locale: "de", timeZone: "Europe/Berlin")
    }

    private func info(places: Int? = nil, separator: Bool? = nil, date: PopupDateFormat? = nil) -> FieldInfo {
        FieldInfo(fieldName: "F", format: FieldInfoFormat(places: places, digitSeparator: separator, dateFormat: date))
    }

    @Test func unformattedNumbersShowInFull() throws {
        // JS: no format -> the value as is (String(1234567.891234)); rounding to 3 decimals would lose data.
        let field = FieldDefinition(name: "F", type: "esriFieldTypeDouble")
        #expect(try german.format(.number(1_234_567.891234), fieldInfo: FieldInfo(fieldName: "F"), field: field)
            == "1234567.891234")
        #expect(try english.format(.number(1e21), fieldInfo: nil, field: field) == "1e+21")
    }

    @Test func aFormatWithoutPlacesShowsAtMostThreeDecimals() throws {
        // Intl.NumberFormat("en", {useGrouping: false}).format(1234.56789) == "1234.568"
        #expect(try english.format(.number(1234.56789), fieldInfo: info(), field: nil) == "1234.568")
    }

    @Test func digitsAreGroupedOnlyWhenAsked() throws {
        // places 0 without digitSeparator: Intl {maximumFractionDigits: 0, useGrouping: false} -> "123456790".
        #expect(try english.format(.number(123_456_789.6), fieldInfo: info(places: 0), field: nil) == "123456790")
        #expect(try english.format(.number(123_456_789.6), fieldInfo: info(places: 0, separator: true), field: nil)
            == "123,456,790")
        #expect(try german.format(.number(1234.5), fieldInfo: info(places: 2, separator: false), field: nil) == "1234,50")
    }

    @Test func valuesRoundingToZeroKeepTheirSign() throws {
        // Intl {minimumFractionDigits: 2, maximumFractionDigits: 2}.format(-0.004) == "-0.00" (Node 20).
        #expect(try english.format(.number(-0.004), fieldInfo: info(places: 2), field: nil) == "-0.00")
        #expect(try english.format(.number(0.004), fieldInfo: info(places: 2), field: nil) == "0.00")
    }

    @Test func timeOnlyShowsNoSecondsUnlessAsked() throws {
        let field = FieldDefinition(name: "F", type: "esriFieldTypeTimeOnly")
        // Intl {hour, minute} -> "1:45 PM"; {hour, minute, second} -> "1:45:30 PM" (ICU 72: U+202F before PM).
        #expect(try english.format(.string("13:45:30"), fieldInfo: nil, field: field) == "1:45\u{202F}PM")
        #expect(try english.format(.string("13:45:30"), fieldInfo: info(date: .shortDateLongTime), field: field)
            == "1:45:30\u{202F}PM")
        #expect(try german.format(.string("13:45:30"), fieldInfo: nil, field: field) == "13:45")
    }

    @Test func dateOnlyReadsEpochMillisecondsAndISODates() throws {
        let field = FieldDefinition(name: "F", type: "esriFieldTypeDateOnly")
        // Intl {year, month, day, timeZone: "UTC"}.format(1710066600000) == "3/10/2024".
        #expect(try english.format(.number(1_710_066_600_000), fieldInfo: nil, field: field) == "3/10/2024")
        #expect(try english.format(.string("2024-03-10"), fieldInfo: nil, field: field) == "3/10/2024")
        #expect(throws: PopupFormattingError.self) { try english.format(.string("10/03/2024"), fieldInfo: nil, field: field) }
    }

    @Test func dateFieldsReadISO8601Strings() throws {
        let field = FieldDefinition(name: "F", type: "esriFieldTypeDate")
        let fromMilliseconds = try english.format(.number(1_710_066_600_000), fieldInfo: nil, field: field)
        // Without a format: short date and short time, in the popup's zone (Intl: "3/10/2024, 6:30 AM").
        #expect(fromMilliseconds == "3/10/2024, 6:30\u{202F}AM")
        #expect(try english.format(.string("2024-03-10T10:30:00Z"), fieldInfo: nil, field: field) == fromMilliseconds)
        #expect(try english.format(.string("2024-03-10T12:30:00+02:00"), fieldInfo: nil, field: field) == fromMilliseconds)
        // No zone: the wall time it states.
        #expect(try english.format(.string("2024-03-10T10:30:00"), fieldInfo: nil, field: field) == "3/10/2024, 10:30\u{202F}AM")
        #expect(throws: PopupFormattingError.self) { try english.format(.string("soon"), fieldInfo: nil, field: field) }
    }

    @Test func numericStringsAreStrict() throws {
        let number = info(places: 1)
        #expect(try english.format(.string(" 7 "), fieldInfo: number, field: nil) == "7.0")
        // JavaScript's Number() rejects "nan" and "inf": they stay text.
        #expect(try english.format(.string("nan"), fieldInfo: number, field: nil) == "nan")
        #expect(try english.format(.string("inf"), fieldInfo: number, field: nil) == "inf")
    }

    @Test func arabicUsesLatinDigitsAsArcGISDoes() throws {
        // The JS API formats `ar` as `ar-u-nu-latn`: Intl("ar-u-nu-latn", {minimumFractionDigits: 2, ...}).
        let arabic = try PopupFormatter(locale: "ar", timeZone: "UTC")
        #expect(arabic.formattingLocale == "ar-u-nu-latn")
        #expect(arabic.isRightToLeft)
        #expect(try arabic.format(.number(1_234_567.891), fieldInfo: info(places: 2, separator: true), field: nil)
            == "1,234,567.89")
        #expect(try PopupFormatter(locale: "he").formattingLocale == "he")
    }

    @Test func emptyLabelsFallBackToTheFieldName() throws {
        let popup = PopupDefinition(fieldInfos: [
            FieldInfo(fieldName: "NAME", label: ""), FieldInfo(fieldName: "KIND"), FieldInfo(fieldName: "H", label: "Height"),
        ])
        let layer = LayerDefinition(fields: [FieldDefinition(name: "KIND", alias: "Kind of site")])
        let rows = english.render(popup, feature: Feature(attributes: [:]), layer: layer).fields
        #expect(rows.map(\.label) == ["NAME", "KIND", "Height"])
    }

    @Test func fieldInfosMadeFromTheLayerTakeTheAlias() throws {
        let layer = LayerDefinition(fields: [
            FieldDefinition(name: "NAME", type: "esriFieldTypeString", alias: "Site name"),
            FieldDefinition(name: "CODE", type: "esriFieldTypeString"),
        ])
        let feature = Feature(attributes: ["name": .string("Gorge"), "CODE": .string("G1")])
        let rows = english.render(PopupDefinition(title: "{NAME}"), feature: feature, layer: layer).fields
        #expect(rows == [
            RenderedField(fieldName: "NAME", label: "Site name", value: "Gorge"),
            RenderedField(fieldName: "CODE", label: "CODE", value: "G1"),
        ])
    }
}
