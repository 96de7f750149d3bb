/// The quoted strings of PO files: C's escapes, as gettext reads and writes them.
///
/// Writing escapes `\` as `\\`, `"` as `\"`, tab as `\t`, line feed as `\n` and carriage return as `\r`, and leaves
/// every other character as it is: callers never pass characters XML cannot hold (see ``POText``). Reading also
/// takes `\a \b \f \v \' \?`, octal `\ooo` and hexadecimal `\xhh` escapes, which stand for bytes, as gettext does.
enum POStringLiteral {
    /// The text between the quotes of a string that holds `text`.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `keyword` and `text` as PO lines: on one line, or, when the text holds a line feed before its end, as `""`
    /// followed by one string per line of the text, as gettext writes them.
    static func field(_ keyword: String, _ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 2 || (lines.count == 2 && !lines[1].isEmpty) else {
            return "\(keyword) \"\(escaped(text))\"\n"
        }
        var output = "\(keyword) \"\"\n"
        for (index, line) in lines.enumerated() where index < lines.count - 1 || !line.isEmpty {
            output += "\"\(escaped(String(line)))\(index < lines.count - 1 ? "\\n" : "")\"\n"
        }
        return output
    }

    /// Reads the string whose opening quote is at `start`, up to `end` (the end of its line), appending its bytes
    /// to `bytes`; returns the offset after its closing quote.
    static func read(
        _ source: POSource, from start: Int, to end: Int, into bytes: inout [UInt8]
    ) throws(TranslationError) -> Int {
        let input = source.bytes
        var position = start + 1
        while position < end {
            let byte = input[position]
            if byte == UInt8(ascii: "\"") { return position + 1 }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                position += 1
                continue
            }
            guard position + 1 < end else { break }
            let escape = input[position + 1]
            if let simple = simpleEscapes[escape] {
                bytes.append(simple)
                position += 2
            } else if let digits = digits(in: input, from: position + 1, to: end, octal: true, maximum: 3) {
                guard digits.value <= 0xFF else {
                    throw source.error("the octal escape \\\(digits.text) is larger than a byte", at: position)
                }
                bytes.append(UInt8(digits.value))
                position = digits.end
            } else if escape == UInt8(ascii: "x"),
                      let digits = digits(in: input, from: position + 2, to: end, octal: false, maximum: 2) {
                bytes.append(UInt8(digits.value))
                position = digits.end
            } else {
                let shown = String(decoding: input[(position + 1)..<min(end, position + 5)], as: UTF8.self).prefix(1)
                throw source.error(
                    "\\\(shown) is no escape gettext knows (\\\\ \\\" \\n \\t \\r \\a \\b \\f \\v, octal, \\x)",
                    at: position)
            }
        }
        throw source.error("a string without its closing quote on its line", at: start)
    }

    /// The bytes of C's one-letter escapes.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "\\"): 0x5C,
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "v"): 0x0B, UInt8(ascii: "'"): 0x27, UInt8(ascii: "?"): 0x3F,
    ]

    /// Up to `maximum` octal or hexadecimal digits from `start`, or `nil` when there is none.
    private static func digits(
        in input: [UInt8], from start: Int, to end: Int, octal: Bool, maximum: Int
    ) -> (value: Int, end: Int, text: String)? {
        var value = 0, position = start
        while position < end, position - start < maximum, let digit = digitValue(input[position], octal: octal) {
            value = value * (octal ? 8 : 16) + digit
            position += 1
        }
        guard position > start else { return nil }
        return (value, position, String(decoding: input[start..<position], as: UTF8.self))
    }

    private static func digitValue(_ byte: UInt8, octal: Bool) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "8")...UInt8(ascii: "9") where !octal: Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where !octal: Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where !octal: Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
