/// Reads numeric text the way a popup may trust it: a plain decimal number (`42`, `-0.5`, `1.25e3`, `.5`), spaces
/// around it allowed. `nan`, `inf`, `Infinity`, hexadecimal and empty text are not numbers here, although Swift's
/// `Double(_:)` takes the first two and JavaScript's `Number()` the last three: an attribute holding them is text.
enum StrictNumber {
    /// The number `text` spells, or `nil`.
    static func parse(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
        guard isDecimal(bytes) else { return nil }
        return Double(Substring(bytes))
    }

    /// Whether the bytes are `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
    private static func isDecimal(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var index = bytes.startIndex
        func skipDigits() -> Int {
            var count = 0
            while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) {
                index = bytes.index(after: index)
                count += 1
            }
            return count
        }
        if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D { index = bytes.index(after: index) }
        var digits = skipDigits()
        if index < bytes.endIndex, bytes[index] == 0x2E {
            index = bytes.index(after: index)
            digits += skipDigits()
        }
        guard digits > 0 else { return false }
        if index < bytes.endIndex, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index = bytes.index(after: index)
            if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D { index = bytes.index(after: index) }
            guard skipDigits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
