/// A number as JavaScript's `String(value)` writes it (ECMAScript `Number::toString`): the shortest digits that read
/// back as the same double, plain notation from 1e-6 up to 1e21, exponent notation outside it. The ArcGIS JavaScript
/// API shows a number field that has no `format` this way, so popups show every digit the data holds.
enum JSNumberText {
    /// `1234567.891234` as `"1234567.891234"`, `1e21` as `"1e+21"`, `-0.0` as `"0"`, `1e-7` as `"1e-7"`.
    static func string(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        let (digits, exponent) = shortestDigits(abs(value))
        let sign = value < 0 ? "-" : ""
        let count = digits.count
        // The value is 0.d1d2...dk times ten to the power `exponent`.
        if count <= exponent && exponent <= 21 {
            return sign + digits + String(repeating: "0", count: exponent - count)
        }
        if 0 < exponent && exponent <= 21 {
            return sign + digits.prefix(exponent) + "." + digits.dropFirst(exponent)
        }
        if -6 < exponent && exponent <= 0 {
            return sign + "0." + String(repeating: "0", count: -exponent) + digits
        }
        let power = exponent - 1
        let mantissa = count == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
        return sign + mantissa + "e" + (power < 0 ? "-" : "+") + String(abs(power))
    }

    /// The shortest round-trip digits of a positive finite value (no leading or trailing zeros) and the exponent
    /// `n` such that the value is `0.digits` times 10^n, read from Swift's own shortest description.
    private static func shortestDigits(_ value: Double) -> (digits: String, exponent: Int) {
        let text = value.description  // "1234.5", "1e-07", "1.2345e+21": shortest round-trip digits
        let parts = text.split(separator: "e", maxSplits: 1)
        var power = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0]
        let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        var digits = String(mantissa[..<point]) + String(mantissa[point...].dropFirst())
        power += mantissa.distance(from: mantissa.startIndex, to: point)
        while digits.first == "0" {
            digits.removeFirst()
            power -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        return (digits, power)
    }
}
