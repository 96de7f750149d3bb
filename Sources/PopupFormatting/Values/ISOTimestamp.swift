/// The ISO 8601 strings that date-only, time-only and timestamp-offset fields hold, read into epoch milliseconds.
enum ISOTimestamp {
    /// `2024-03-01` as midnight UTC of that day.
    static func dateOnly(_ text: String) -> Double? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...daysIn(month, year)).contains(day) else { return nil }
        return Double(daysFromCivil(year, month, day)) * 86_400_000
    }

    /// `13:45`, `13:45:30` or `13:45:30.250` as milliseconds after midnight.
    static func timeOnly(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count == 2, parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60 else { return nil }
        var seconds = 0.0
        if parts.count == 3 {
            guard parts[2].count >= 2, parts[2].prefix(2).allSatisfy(\.isASCII), let value = Double(parts[2]),
                  value >= 0, value < 61 else { return nil }
            seconds = value
        }
        return Double(hour * 3_600_000 + minute * 60_000) + (seconds * 1000).rounded()
    }

    /// `2024-03-01T13:45:00-05:00` (or `Z`) as the moment in epoch milliseconds and the offset in minutes.
    static func timestampOffset(_ text: String) -> (milliseconds: Double, offsetMinutes: Int)? {
        guard let moment = dateTime(text), let offset = moment.offsetMinutes else { return nil }
        return (moment.milliseconds, offset)
    }

    /// An ISO 8601 date and time as a date field may hold it instead of epoch milliseconds: `2024-03-01` (midnight
    /// UTC, as JavaScript's `Date` reads it), `2024-03-01T13:45[:00[.250]]` with `Z`, an offset, or no zone. Without
    /// a zone, the milliseconds are those of the wall time read as UTC and `offsetMinutes` is `nil`.
    static func dateTime(_ text: String) -> (milliseconds: Double, offsetMinutes: Int?)? {
        guard let separator = text.firstIndex(where: { $0 == "T" || $0 == " " }) else {
            return dateOnly(text).map { ($0, 0) }
        }
        guard let date = dateOnly(String(text[..<separator])) else { return nil }
        var rest = text[text.index(after: separator)...]
        var offset: Int?
        if rest.hasSuffix("Z") || rest.hasSuffix("z") {
            rest = rest.dropLast()
            offset = 0
        } else if let sign = rest.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let zone = rest[rest.index(after: sign)...].split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(zone.count), zone[0].count == 2, let hours = Int(zone[0]), hours <= 18,
                  let minutes = zone.count == 2 ? Int(zone[1]) : 0, minutes < 60 else { return nil }
            offset = (hours * 60 + minutes) * (rest[sign] == "-" ? -1 : 1)
            rest = rest[..<sign]
        }
        guard let time = timeOnly(String(rest)) else { return nil }
        return (date + time - Double(offset ?? 0) * 60_000, offset)
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date.
    private static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
