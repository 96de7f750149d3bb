import ICUKit
import Testing

// Expected strings: ICU 72 through a C++ program in /tmp (not committed), cross-checked against Node.js 20
// `Intl.DateTimeFormat` (ICU 78.2); see DateSkeletonExpectations.swift for the method and the differences.

@Suite("ICU date formatting")
struct ICUDateFormatterTests {
    @Test("popup date skeletons in seven locales", arguments: DateSkeletonExpectations.rows)
    func skeletons(row: (String, String, String, Double, String, String)) throws {
        let (locale, skeleton, timeZone, milliseconds, pattern, expected) = row
        let formatter = try ICUDateFormatter(locale: locale, skeleton: skeleton, timeZone: timeZone)
        #expect(formatter.pattern == pattern, "\(locale) \(skeleton)")
        #expect(formatter.format(millisecondsSince1970: milliseconds) == expected, "\(locale) \(skeleton)")
        let cached = try ICUDateFormatter.cached(locale: locale, skeleton: skeleton, timeZone: timeZone)
        #expect(cached.format(millisecondsSince1970: milliseconds) == expected)
    }

    @Test("across daylight-saving changes")
    func daylightSaving() throws {
        // America/New_York springs forward on 2024-03-10 at 07:00Z: 06:30Z is 01:30 EST, 07:30Z 03:30 EDT.
        let newYork = try ICUDateFormatter(locale: "en", skeleton: "jmz", timeZone: "America/New_York")
        #expect(newYork.pattern == "h:mm\u{202F}a z")
        #expect(newYork.format(millisecondsSince1970: 1_710_052_200_000) == "1:30\u{202F}AM EST")  // Node: "1:30 AM EST"
        #expect(newYork.format(millisecondsSince1970: 1_710_055_800_000) == "3:30\u{202F}AM EDT")  // Node: "3:30 AM EDT"
        // ICU 72's fr pattern for Hm is "HH:mm"; Node (hour "numeric", hourCycle "h23") prints "1:30" and "3:30".
        let french = try ICUDateFormatter(locale: "fr", skeleton: "yMdHm", timeZone: "America/New_York")
        #expect(french.format(millisecondsSince1970: 1_710_052_200_000) == "10/03/2024 01:30")
        #expect(french.format(millisecondsSince1970: 1_710_055_800_000) == "10/03/2024 03:30")
        // Europe/Zurich falls back on 2024-10-27 at 01:00Z: 00:30Z and 01:30Z are both 02:30 local time.
        let zurich = try ICUDateFormatter(locale: "de", skeleton: "Hmz", timeZone: "Europe/Zurich")
        #expect(zurich.format(millisecondsSince1970: 1_729_989_000_000) == "02:30 MESZ")
        #expect(zurich.format(millisecondsSince1970: 1_729_992_600_000) == "02:30 MEZ")
        let english = try ICUDateFormatter(locale: "en", skeleton: "yMMMdjmz", timeZone: "Europe/Zurich")
        #expect(english.format(millisecondsSince1970: 1_729_989_000_000) == "Oct 27, 2024, 2:30\u{202F}AM GMT+2")
        #expect(english.format(millisecondsSince1970: 1_729_992_600_000) == "Oct 27, 2024, 2:30\u{202F}AM GMT+1")
    }

    @Test("predefined styles", arguments: [
        ("en", .medium, .short, "Jan 15, 2024, 3:05\u{202F}PM"),  // Node: "Jan 15, 2024, 3:05 PM"
        ("en", .full, .none, "Monday, January 15, 2024"),
        ("en", .none, .short, "3:05\u{202F}PM"),  // Node: "3:05 PM"
        ("en", .short, .short, "1/15/24, 3:05\u{202F}PM"),  // Node: "1/15/24, 3:05 PM"
        ("de", .medium, .short, "15.01.2024, 15:05"),
        ("de", .full, .none, "Montag, 15. Januar 2024"),
        ("de", .none, .short, "15:05"),
        ("de", .short, .short, "15.01.24, 15:05"),
        ("fr", .medium, .short, "15 janv. 2024, 15:05"),
        ("fr", .full, .none, "lundi 15 janvier 2024"),
        ("fr", .none, .short, "15:05"),
        ("fr", .short, .short, "15/01/2024 15:05"),
        ("ja", .medium, .short, "2024/01/15 15:05"),
        ("ja", .full, .none, "2024年1月15日月曜日"),
        ("ja", .none, .short, "15:05"),
        ("ja", .short, .short, "2024/01/15 15:05"),
    ] as [(String, ICUDateStyle, ICUDateStyle, String)])
    func styles(locale: String, dateStyle: ICUDateStyle, timeStyle: ICUDateStyle, expected: String) throws {
        let formatter = try ICUDateFormatter(
            locale: locale, dateStyle: dateStyle, timeStyle: timeStyle, timeZone: "Europe/Zurich")
        #expect(formatter.format(millisecondsSince1970: 1_705_327_509_000) == expected)
    }

    @Test("no date and no time is an error")
    func noStyle() {
        #expect(throws: ICUError(function: "udat_open", code: 1)) {
            _ = try ICUDateFormatter(locale: "en", dateStyle: .none, timeStyle: .none, timeZone: "UTC")
        }
    }

    @Test("a pattern is used as it is")
    func pattern() throws {
        // ICU 72 (C program, udat_open with this pattern).
        let formatter = try ICUDateFormatter(locale: "de", pattern: "EEEE, d. MMMM y 'um' HH:mm zzzz", timeZone: "Europe/Zurich")
        #expect(formatter.pattern == "EEEE, d. MMMM y 'um' HH:mm zzzz")
        #expect(formatter.format(millisecondsSince1970: 1_705_327_509_000)
            == "Montag, 15. Januar 2024 um 15:05 Mitteleuropäische Normalzeit")
        let utc = try ICUDateFormatter(locale: "en", pattern: "y-MM-dd'T'HH:mm:ss.SSSXXX", timeZone: "UTC")
        #expect(utc.format(millisecondsSince1970: 1_705_327_509_123) == "2024-01-15T14:05:09.123Z")
        #expect(utc.format(millisecondsSince1970: 0) == "1970-01-01T00:00:00.000Z")
        #expect(utc.format(millisecondsSince1970: -86_400_000) == "1969-12-31T00:00:00.000Z")
        #expect(utc.format(millisecondsSince1970: .nan) == "")
        #expect(utc.format(millisecondsSince1970: .infinity) == "")
        #expect(utc.timeZone == "Etc/UTC")
    }

    @Test("custom offset time zones")
    func offsetZone() throws {
        let formatter = try ICUDateFormatter(locale: "en", pattern: "HH:mm xxx", timeZone: "GMT+5:30")
        #expect(formatter.timeZone == "GMT+05:30")
        #expect(formatter.format(millisecondsSince1970: 1_705_327_509_000) == "19:35 +05:30")
    }

    @Test("an unknown time zone is an error, not GMT", arguments: ["Mars/Olympus_Mons", "", "Europe/Zürich", "Etc/Unknown", "EST5EDT6"])
    func unknownTimeZone(zone: String) {
        #expect {
            _ = try ICUDateFormatter(locale: "en", skeleton: "yMd", timeZone: zone)
        } throws: { error in
            let error = error as? ICUError
            return error?.unknownTimeZone == zone && error?.function == "ucal_getCanonicalTimeZoneID"
                && error?.description == "unknown time zone '\(zone)' (ucal_getCanonicalTimeZoneID failed: U_ILLEGAL_ARGUMENT_ERROR)"
        }
        #expect(throws: ICUError.self) { try ICUDateFormatter.cached(locale: "en", skeleton: "yMd", timeZone: zone) }
    }

    @Test("an unknown locale is an error, not root", arguments: ["xx", "", "en-", "tlh", "de-XX"])
    func unknownLocale(locale: String) {
        #expect {
            _ = try ICUDateFormatter(locale: locale, skeleton: "yMd", timeZone: "Europe/Zurich")
        } throws: { error in
            (error as? ICUError)?.unknownLocale == locale
        }
        #expect(throws: ICUError.self) {
            try ICUDateFormatter(locale: locale, dateStyle: .short, timeStyle: .none, timeZone: "UTC")
        }
        #expect(throws: ICUError.self) { try ICUDateFormatter(locale: locale, pattern: "y", timeZone: "UTC") }
    }

    @Test("time zone IDs")
    func timeZoneIDs() {
        // ICU 72 (C program, ucal_getCanonicalTimeZoneID).
        #expect(ICUTimeZone.canonicalID("America/New_York") == "America/New_York")
        #expect(ICUTimeZone.canonicalID("US/Eastern") == "America/New_York")
        #expect(ICUTimeZone.canonicalID("UTC") == "Etc/UTC")
        #expect(ICUTimeZone.canonicalID("Asia/Calcutta") == "Asia/Calcutta")
        #expect(ICUTimeZone.canonicalID("Asia/Kolkata") == "Asia/Calcutta")
        #expect(ICUTimeZone.canonicalID("Foo/Bar") == nil)
        #expect(ICUTimeZone.canonicalID("") == nil)
        #expect(ICUTimeZone.canonicalID("GMT+5") == nil)  // a custom ID, no system ID
        #expect(ICUTimeZone.canonicalID("Etc/Unknown") == nil)
        #expect(ICUTimeZone.isValid("Europe/Zurich"))
        #expect(!ICUTimeZone.isValid("Europe/Zurch"))
    }

    @Test("cached formatters are shared")
    func cached() throws {
        let first = try ICUDateFormatter.cached(locale: "fr", skeleton: "yMMMd", timeZone: "Europe/Paris")
        #expect(first === (try ICUDateFormatter.cached(locale: "fr", skeleton: "yMMMd", timeZone: "Europe/Paris")))
        #expect(first !== (try ICUDateFormatter.cached(locale: "fr", skeleton: "yMMMd", timeZone: "Europe/Zurich")))
        #expect(first.pattern == "d MMM y")
    }
}
