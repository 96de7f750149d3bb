import Lproj

/// The ISO 8601 strings that date-only, time-only and timestamp-offset fields hold, read into epoch milliseconds.
///
/// Only ASCII digits count as digits, and each part has its fixed width: `2024-3-1`, `+999-01-01` and `１３:45`
/// are not read. The text is read as UTF-8 bytes in place, without splitting it into substrings.
enum ISOTimestamp {
    /// `2024-03-01` as midnight UTC of that day.
    static func dateOnly(_ text: String) -> Double? {
        text.withUTF8Bytes { dateOnly($0[...]) }
    }

    /// `13:45`, `13:45:30` or `13:45:30.250` as milliseconds after midnight.
    static func timeOnly(_ text: String) -> Double? {
        text.withUTF8Bytes { timeOnly($0[...]) }
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
        text.withUTF8Bytes { dateTime($0[...]) }
    }

    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    private static func dateOnly(_ bytes: Bytes) -> Double? {
        let start = bytes.startIndex
        guard bytes.count == 10, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
              let year = number(bytes, from: start, width: 4), let month = number(bytes, from: start + 5, width: 2),
              let day = number(bytes, from: start + 8, width: 2),
              (1...12).contains(month), (1...daysIn(month, year)).contains(day) else { return nil }
        return Double(daysFromCivil(year, month, day)) * 86_400_000
    }

    private static func timeOnly(_ bytes: Bytes) -> Double? {
        let start = bytes.startIndex
        guard bytes.count >= 5, bytes[start + 2] == UInt8(ascii: ":"),
              let hour = number(bytes, from: start, width: 2), let minute = number(bytes, from: start + 3, width: 2),
              hour < 24, minute < 60 else { return nil }
        var milliseconds = Double(hour * 3_600_000 + minute * 60_000)
        guard bytes.count > 5 else { return milliseconds }
        // Seconds: two digits, then optionally a fraction of one digit or more (a leap second, 60, is allowed).
        guard bytes.count >= 8, bytes[start + 5] == UInt8(ascii: ":"),
              let seconds = number(bytes, from: start + 6, width: 2), seconds <= 60 else { return nil }
        milliseconds += Double(seconds * 1000)
        guard bytes.count > 8 else { return milliseconds }
        guard bytes.count > 9, bytes[start + 8] == UInt8(ascii: "."),
              bytes[(start + 9)...].allSatisfy(isDigit) else { return nil }
        // Milliseconds are the first three digits of the fraction; further digits are dropped, as JavaScript's
        // `Date.parse` drops them.
        var thousandths = 0
        var scale = 100
        for digit in bytes[(start + 9)...].prefix(3) {
            thousandths += Int(digit - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return milliseconds + Double(thousandths)
    }

    private static func dateTime(_ bytes: Bytes) -> (milliseconds: Double, offsetMinutes: Int?)? {
        guard let separator = bytes.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: " ") }) else {
            return dateOnly(bytes).map { ($0, 0) }
        }
        guard let date = dateOnly(bytes[..<separator]) else { return nil }
        var rest = bytes[(separator + 1)...]
        var offset: Int?
        if let last = rest.last, last == UInt8(ascii: "Z") || last == UInt8(ascii: "z") {
            rest = rest.dropLast()
            offset = 0
        } else if let sign = rest.lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) {
            guard let minutes = zoneOffset(rest[(sign + 1)...]) else { return nil }
            offset = minutes * (rest[sign] == UInt8(ascii: "-") ? -1 : 1)
            rest = rest[..<sign]
        }
        guard let time = timeOnly(rest) else { return nil }
        return (date + time - Double(offset ?? 0) * 60_000, offset)
    }

    /// `05` or `05:30` after a zone's sign, in minutes; at most 18 hours.
    private static func zoneOffset(_ bytes: Bytes) -> Int? {
        let start = bytes.startIndex
        guard let hours = number(bytes, from: start, width: 2), hours <= 18 else { return nil }
        switch bytes.count {
        case 2: return hours * 60
        case 5:
            guard bytes[start + 2] == UInt8(ascii: ":") else { return nil }
            return number(bytes, from: start + 3, width: 2).flatMap { $0 < 60 ? hours * 60 + $0 : nil }
        default: return nil
        }
    }

    /// The number written by `width` ASCII digits at `start`, or `nil` when one of them is not a digit.
    private static func number(_ bytes: Bytes, from start: Int, width: Int) -> Int? {
        guard start >= bytes.startIndex, start + width <= bytes.endIndex else { return nil }
        var value = 0
        for byte in bytes[start..<(start + width)] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

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
