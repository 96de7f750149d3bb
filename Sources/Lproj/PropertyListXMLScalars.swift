/// The contents of `<integer>`, `<real>`, `<date>` and `<data>`, read the way CoreFoundation reads them.
///
/// Slices keep the offsets of the parser's text, so errors point at the offending byte.
enum PropertyListXMLScalars {
    /// `[whitespace] [+|-] [whitespace] digits`, or hexadecimal after `0x`; no trailing whitespace.
    static func integer(_ content: ArraySlice<UInt8>) throws(PropertyListReadError) -> PropertyListValue {
        var index = content.startIndex
        func skipSpace() { while index < content.endIndex, isXMLWhitespace(content[index]) { index += 1 } }
        skipSpace()
        guard index < content.endIndex else { throw PropertyListReadError("empty <integer>", at: index) }
        var negative = false
        if content[index] == UInt8(ascii: "-") || content[index] == UInt8(ascii: "+") {
            negative = content[index] == UInt8(ascii: "-")
            index += 1
            skipSpace()
        }
        var radix: UInt64 = 10
        if index + 1 < content.endIndex, content[index] == UInt8(ascii: "0"),
           content[index + 1] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            index += 2
        }
        guard index < content.endIndex else { throw PropertyListReadError("<integer> has no digits", at: index) }
        var magnitude: UInt64 = 0
        while index < content.endIndex {
            let byte = content[index]
            guard let digit = hexDigitValue(byte) else {
                throw PropertyListReadError("unexpected \(describeByte(byte)) in <integer>", at: index)
            }
            guard UInt64(digit) < radix else {
                throw PropertyListReadError("hexadecimal digit \(describeByte(byte)) in a decimal <integer>", at: index)
            }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else {
                throw PropertyListReadError("<integer> is larger than \(UInt64.max)", at: index)
            }
            guard !negative || sum <= UInt64(Int64.max) + 1 else {
                throw PropertyListReadError("<integer> is smaller than \(Int64.min)", at: index)
            }
            magnitude = sum
            index += 1
        }
        if negative { return .integer(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)) }
        return magnitude <= UInt64(Int64.max) ? .integer(Int64(magnitude)) : .unsignedInteger(magnitude)
    }

    /// A decimal number after optional whitespace, or `nan`, or `inf`/`infinity` with an optional sign (letters
    /// in any case); no trailing whitespace.
    static func real(_ content: String) -> Double? {
        // Leading whitespace is skipped before a number, but not before `nan` or `inf`.
        let text = String(content.unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        switch text.count == content.count ? text.lowercased() : "" {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        // States: 0 start, 1 integer digits, 2 fraction digits, 3 after `e`, 4 after the exponent's sign,
        // 5 exponent digits.
        var digits = 0
        var state = 0
        for scalar in text.unicodeScalars {
            let isDigit = ("0"..."9").contains(scalar)
            switch state {
            case 0 where scalar == "+" || scalar == "-": state = 1
            case 0...2 where isDigit: digits += 1; state = max(state, 1)
            case 0...1 where scalar == ".": state = 2
            case 1...2 where (scalar == "e" || scalar == "E") && digits > 0: state = 3
            case 3 where scalar == "+" || scalar == "-": state = 4
            case 3...5 where isDigit: state = 5
            default: return nil
            }
        }
        guard digits > 0, state != 3, state != 4 else { return nil }
        return Double(text) ?? (text.hasPrefix("-") ? -.infinity : .infinity)
    }

    /// `[-]YYYY-MM-DDTHH:MM:SSZ` (the year may have more or fewer digits), as seconds since 2001-01-01.
    ///
    /// Like CoreFoundation, out-of-range fields carry over (February 30 is March 2), and a month outside
    /// 1...13 counts as January.
    static func date(_ content: ArraySlice<UInt8>) throws(PropertyListReadError) -> PropertyListValue {
        var index = content.startIndex
        let failure = PropertyListReadError(
            "<date> is not in the form YYYY-MM-DDTHH:MM:SSZ", at: content.startIndex)
        func number(width: Int?) throws(PropertyListReadError) -> Int {
            let start = index
            while index < content.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(content[index]),
                  index - start < (width ?? 9) {
                index += 1
            }
            guard index > start, width == nil || index - start == width else { throw failure }
            return content[start..<index].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        func expect(_ character: Character) throws(PropertyListReadError) {
            guard index < content.endIndex, content[index] == character.asciiValue! else { throw failure }
            index += 1
        }
        let negative = index < content.endIndex && content[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let year = try number(width: nil) * (negative ? -1 : 1)
        try expect("-")
        let month = try number(width: 2)
        try expect("-")
        let day = try number(width: 2)
        try expect("T")
        let hour = try number(width: 2)
        try expect(":")
        let minute = try number(width: 2)
        try expect(":")
        let second = try number(width: 2)
        try expect("Z")
        guard index == content.endIndex else { throw failure }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let before = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]
        let monthDays = (1...13).contains(month) ? before[month - 1] + (leap && month > 2 ? 1 : 0) : 0
        let days = daysFromCivil(year) - daysFromCivil(2001) + monthDays + day - 1
        let seconds = Double(days) * 86_400 + Double(hour * 3_600 + minute * 60 + second)
        return .date(secondsSinceReferenceDate: seconds)
    }

    /// Base64 as CoreFoundation decodes it: ASCII characters outside the alphabet are skipped (other bytes are
    /// an error), a group of four
    /// makes up to three bytes (fewer after `=`), and an incomplete last group is dropped.
    static func data(_ content: ArraySlice<UInt8>) throws(PropertyListReadError) -> [UInt8] {
        if let index = content.firstIndex(where: { $0 >= 0x80 }) {
            throw PropertyListReadError("non-ASCII \(describeByte(content[index])) in <data>", at: index)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(content.count * 3 / 4)
        var (accumulator, count, padding): (UInt32, Int, Int) = (0, 0, 0)
        for byte in content {
            let value: UInt8?
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="): value = 0
            default: value = nil
            }
            if byte == UInt8(ascii: "=") { padding += 1 } else if !isXMLWhitespace(byte) { padding = 0 }
            guard let value else { continue }
            accumulator = accumulator << 6 | UInt32(value)
            count += 1
            if count == 4 {
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                if padding < 2 { bytes.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                if padding < 1 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
                (accumulator, count) = (0, 0)
            }
        }
        return bytes
    }
}

/// Days from 0000-03-01-based civil arithmetic to January 1 of `year` (proleptic Gregorian calendar).
private func daysFromCivil(_ year: Int) -> Int {
    let y = year - 1  // January counts with the year before in a March-based year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = 306  // January 1 is day 306 of a year that starts in March
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra
}

/// Space, tab, carriage return or line feed.
func isXMLWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

/// The value of a hexadecimal digit, either case.
func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

/// A byte for a message: `'x'` when printable ASCII, `character U+0020` for other ASCII, else `byte 0xNN`.
func describeByte(_ byte: UInt8) -> String {
    switch byte {
    case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
    case 0x00..<0x80: "character \(codePoint(Unicode.Scalar(byte)))"
    default: "byte \(hexByte(byte))"
    }
}
