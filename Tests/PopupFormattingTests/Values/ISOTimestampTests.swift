import Foundation
import Testing
@testable import PopupFormatting

/// ISO 8601 dates, times and timestamps read as Foundation's Gregorian calendar reads the same moments.
struct ISOTimestampTests {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// Epoch milliseconds of a UTC wall time, by Foundation.
    static func foundation(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
                           _ second: Int = 0, milliseconds: Int = 0) -> Double? {
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return utc.date(from: components).map { ($0.timeIntervalSince1970 * 1000).rounded() + Double(milliseconds) }
    }

    @Test func everyDayFrom1899To2101MatchesFoundation() {
        var day = Self.utc.date(from: DateComponents(year: 1899, month: 1, day: 1)) ?? Date()
        var checked = 0
        while Self.utc.component(.year, from: day) < 2102 {
            let parts = Self.utc.dateComponents([.year, .month, .day], from: day)
            let text = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
            #expect(ISOTimestamp.dateOnly(text) == (day.timeIntervalSince1970 * 1000).rounded(), "\(text)")
            day = day.addingTimeInterval(86_400)
            checked += 1
        }
        #expect(checked == 74_144)
    }

    @Test(arguments: ["2023-02-29", "2100-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-3-01", "2024-03-1",
                      "+999-01-01", "-999-01-01", "２０２４-01-01", "2024/03/01", "2024-03-01 ", "20240301", "",
                      "2024-03-01T00:00"])
    func rejectsWhatIsNotADate(_ text: String) {
        #expect(ISOTimestamp.dateOnly(text) == nil)
    }

    @Test func leapDaysOfCenturies() {
        #expect(ISOTimestamp.dateOnly("2000-02-29") == Self.foundation(2000, 2, 29))
        #expect(ISOTimestamp.dateOnly("1600-02-29") == Self.foundation(1600, 2, 29))
        // Proleptic Gregorian, as JavaScript's `Date.parse("0001-01-01")`; Foundation's calendar turns Julian
        // before October 1582, so it is two days off there.
        #expect(ISOTimestamp.dateOnly("0001-01-01") == -62_135_596_800_000)
    }

    /// Digits past the milliseconds are dropped, as JavaScript's `Date.parse("2024-03-01T13:45:30.9999Z")` drops
    /// them (checked in Node.js: …30.999).
    @Test(arguments: [("13:45", 49_500_000), ("00:00", 0), ("23:59:59", 86_399_000), ("13:45:30.25", 49_530_250),
                      ("13:45:30.250", 49_530_250), ("13:45:30.2505", 49_530_250), ("13:45:30.9999", 49_530_999),
                      ("23:59:60", 86_400_000)] as [(String, Double)])
    func readsTimes(_ text: String, _ expected: Double) {
        #expect(ISOTimestamp.timeOnly(text) == expected)
    }

    @Test(arguments: ["24:00", "13:60", "1:45", "13:45:", "13:45:3", "13:45:61", "13:45:30.", "13:45:30.2x", "13-45",
                      "13:45:3e1", "１３:45", ""])
    func rejectsWhatIsNotATime(_ text: String) {
        #expect(ISOTimestamp.timeOnly(text) == nil)
    }

    @Test func timestampsWithOffsetsMatchFoundation() {
        let moment = ISOTimestamp.timestampOffset("2024-03-01T13:45:30.250-05:00")
        #expect(moment?.milliseconds == Self.foundation(2024, 3, 1, 18, 45, 30, milliseconds: 250))
        #expect(moment?.offsetMinutes == -300)
        let india = ISOTimestamp.timestampOffset("2024-03-01T00:15:00+05:30")
        #expect(india?.milliseconds == Self.foundation(2024, 2, 29, 18, 45))
        #expect(india?.offsetMinutes == 330)
        #expect(ISOTimestamp.timestampOffset("2024-03-01T13:45:00Z")?.offsetMinutes == 0)
        #expect(ISOTimestamp.timestampOffset("2024-03-01T13:45:00+14")?.offsetMinutes == 840)
    }

    @Test func dateTimesWithoutAZoneAreWallTimes() {
        let wall = ISOTimestamp.dateTime("2024-03-01 13:45")
        #expect(wall?.milliseconds == Self.foundation(2024, 3, 1, 13, 45))
        #expect(wall?.offsetMinutes == nil)
        #expect(ISOTimestamp.timestampOffset("2024-03-01T13:45:00") == nil)
        #expect(ISOTimestamp.dateTime("2024-03-01")?.offsetMinutes == 0)
    }

    @Test(arguments: ["2024-03-01T13:45:00+19:00", "2024-03-01T13:45:00+05:60", "2024-03-01T13:45:00+0530",
                      "2024-03-01T13:45:00+5", "2024-02-30T13:45:00Z", "2024-03-01T", "2024-03-01TZ"])
    func rejectsMalformedTimestamps(_ text: String) {
        #expect(ISOTimestamp.dateTime(text) == nil)
    }
}
