import Testing
@testable import PopupFormatting

/// Every `dateFormat` value in ten locales, time zones across daylight-saving changes, and the newer date field
/// types, each against ICU's own output.
struct DateFieldTests {
    static let dateField = FieldDefinition(name: "WHEN", type: "esriFieldTypeDate")

    static func format(_ value: AttributeValue, _ info: FieldInfo, locale: String, zone: String, field: FieldDefinition = dateField)
        throws -> String {
        try PopupFormatter(locale: locale, timeZone: zone).format(value, fieldInfo: info, field: field)
    }

    @Test(arguments: Expected.locales)
    func everyDateFormat(locale: String) throws {
        let expected = try #require(Expected.table.dates[locale])
        #expect(expected.count == PopupDateFormat.allCases.count)
        for dateFormat in PopupDateFormat.allCases {
            let info = FieldInfo(fieldName: "WHEN", format: FieldInfoFormat(dateFormat: dateFormat))
            let text = try Self.format(.number(Expected.table.moment), info, locale: locale, zone: Expected.table.timeZone)
            #expect(text == expected[dateFormat.rawValue], "\(locale) \(dateFormat)")
        }
    }

    @Test(arguments: Expected.locales)
    func acrossDaylightSavingChanges(locale: String) throws {
        for (key, expected) in try #require(Expected.table.dst[locale]) {
            let parts = key.split(separator: " ").map(String.init)
            let info = FieldInfo(fieldName: "WHEN", format: FieldInfoFormat(dateFormat: PopupDateFormat(rawValue: parts[2])))
            #expect(try Self.format(.number(Double(parts[1])!), info, locale: locale, zone: parts[0]) == expected, "\(key)")
        }
    }

    @Test func daylightSavingChangeIsVisible() throws {
        let info = FieldInfo(fieldName: "WHEN", format: FieldInfoFormat(dateFormat: .shortDateLongTime))
        // 06:30Z is 01:30 EST; 07:30Z is 03:30 EDT: 02:xx does not exist that night.
        #expect(try Self.format(.number(1_710_052_200_000), info, locale: "en", zone: "America/New_York")
            == "3/10/2024, 1:30:00\u{202F}AM")
        #expect(try Self.format(.number(1_710_055_800_000), info, locale: "en", zone: "America/New_York")
            == "3/10/2024, 3:30:00\u{202F}AM")
    }

    @Test(arguments: Expected.locales)
    func dateTimeFieldFormatStyles(locale: String) throws {
        let styles: [String: FieldFormatStyle] = ["short": .short, "medium": .medium, "long": .long, "full": .full]
        for (key, expected) in try #require(Expected.table.styles[locale]) {
            let parts = key.split(separator: "/").map(String.init)
            let format = DateTimeFieldFormat(dateStyle: styles[parts[0]], timeStyle: styles[parts[1]])
            let info = FieldInfo(fieldName: "WHEN", fieldFormat: .dateTime(format))
            #expect(try Self.format(.number(Expected.table.moment), info, locale: locale, zone: Expected.table.timeZone)
                == expected, "\(locale) \(key)")
        }
    }

    @Test func hour12OverridesTheLocaleClock() throws {
        // Expected values from ICU itself (icu-oracle.c) for the skeletons yMdjm with h and H.
        let always = FieldInfo(fieldName: "WHEN", fieldFormat: .dateTime(.init(dateStyle: .short, timeStyle: .short, hour12: .always)))
        let never = FieldInfo(fieldName: "WHEN", fieldFormat: .dateTime(.init(dateStyle: .short, timeStyle: .short, hour12: .never)))
        let moment = AttributeValue.number(1_710_099_000_000)  // 2024-03-10 15:30 EDT
        #expect(try Self.format(moment, never, locale: "en", zone: "America/New_York").hasSuffix("15:30"))
        #expect(try Self.format(moment, always, locale: "de", zone: "America/New_York").contains("3:30"))
        #expect(try Self.format(moment, always, locale: "de", zone: "America/New_York").contains("PM"))
    }

    @Test func dateOnlyIgnoresTimeZones() throws {
        let field = FieldDefinition(name: "DAY", type: "esriFieldTypeDateOnly")
        let info = FieldInfo(fieldName: "DAY", format: FieldInfoFormat(dateFormat: .longDateShortTime))
        // The date part of longDate in Pacific/Kiritimati (UTC+14) still shows the calendar date as stored.
        #expect(try Self.format(.string("2024-03-10"), info, locale: "en", zone: "Pacific/Kiritimati", field: field)
            == "Sunday, March 10, 2024")
        #expect(try Self.format(.string("2024-03-10"), FieldInfo(fieldName: "DAY"), locale: "de", zone: "UTC", field: field)
            == "10.3.2024")
    }

    @Test func timeOnly() throws {
        let field = FieldDefinition(name: "AT", type: "time-only")
        let info = FieldInfo(fieldName: "AT", format: FieldInfoFormat(dateFormat: .shortDateShortTime24))
        #expect(try Self.format(.string("13:45:30"), info, locale: "en", zone: "Asia/Tokyo", field: field) == "13:45")
        // Without a format, hours and minutes, as the ArcGIS JavaScript API shows a time-only field.
        #expect(try Self.format(.string("13:45:30"), FieldInfo(fieldName: "AT"), locale: "en", zone: "UTC", field: field)
            == "1:45\u{202F}PM")
    }

    @Test func timestampOffsetKeepsItsOwnOffset() throws {
        let field = FieldDefinition(name: "TS", type: "esriFieldTypeTimestampOffset")
        let info = FieldInfo(fieldName: "TS", format: FieldInfoFormat(dateFormat: .shortDateShortTime24))
        #expect(try Self.format(.string("2024-03-01T13:45:00-05:00"), info, locale: "en", zone: "Asia/Tokyo", field: field)
            == "3/1/2024, 13:45 GMT-5")
    }

    @Test func unreadableDateOnlyValueIsAnError() {
        let field = FieldDefinition(name: "DAY", type: "date-only")
        #expect(throws: PopupFormattingError.unreadableValue(field: "DAY", value: "2024-02-30", expected: "date (YYYY-MM-DD or epoch milliseconds)")) {
            try Self.format(.string("2024-02-30"), FieldInfo(fieldName: "DAY"), locale: "en", zone: "UTC", field: field)
        }
    }

    @Test func unknownLocaleAndTimeZoneAreErrors() {
        #expect(throws: PopupFormattingError.unknownTimeZone("Mars/Olympus")) {
            try PopupFormatter(locale: "en", timeZone: "Mars/Olympus")
        }
        #expect(throws: (any Error).self) { try PopupFormatter(locale: "xx-Qqqq-ZZ", timeZone: "UTC") }
    }
}
