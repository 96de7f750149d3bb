/// Reads one C string literal (after its `@`, if any) with C's escapes: `\n`, `\"`, octal, `\x`, `\u`, `\U`.
struct CStringReader {
    let bytes: [UInt8]
    /// The opening quote.
    let start: Int
    var index: Int
    var problems: [(SourceProblem.Kind, String, Int)] = []
    var isTerminated = false

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        self.start = start
        index = start + 1
    }

    func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Appends the literal's bytes to `output`; the reader ends past the closing quote, or at the newline or end of
    /// file that leaves it unterminated.
    mutating func read(into output: inout [UInt8]) {
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "\""):
                index += 1
                isTerminated = true
                return
            case UInt8(ascii: "\n"):
                break
            case UInt8(ascii: "\\"):
                readEscape(into: &output)
                continue
            default:
                output.append(current)
                index += 1
                continue
            }
            break
        }
        problems.append((.unterminatedString, "string literal without its closing quote", start))
    }

    private mutating func readEscape(into output: inout [UInt8]) {
        let escape = index
        let code = byte(index + 1)
        index += 2
        switch code {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "a"): output.append(0x07)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "v"): output.append(0x0B)
        case UInt8(ascii: "e"): output.append(0x1B)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): output.append(code)
        case UInt8(ascii: "\n"): break  // a line ending with `\` continues on the next one
        case UInt8(ascii: "\r") where byte(index) == UInt8(ascii: "\n"): index += 1
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(code - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, byte(index) >= UInt8(ascii: "0"), byte(index) <= UInt8(ascii: "7") {
                value = value << 3 | UInt32(byte(index) - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            output.append(UInt8(truncatingIfNeeded: value))
        case UInt8(ascii: "x"):
            var value: UInt32 = 0
            var digits = 0
            while let digit = ByteCursor.hexValue(byte(index)) {
                value = (value << 4 | digit) & 0xFFFF_FFFF
                index += 1
                digits += 1
            }
            if digits == 0 { problems.append((.invalidEscape, "\\x without hex digits", escape)) }
            output.append(UInt8(truncatingIfNeeded: value))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = code == UInt8(ascii: "u") ? 4 : 8
            var value: UInt32 = 0
            for offset in 0..<count {
                guard let digit = ByteCursor.hexValue(byte(index + offset)) else {
                    problems.append((.invalidEscape, "\\\(Character(Unicode.Scalar(code))) needs \(count) hex digits", escape))
                    index += offset
                    return
                }
                value = value << 4 | digit
            }
            index += count
            if let scalar = Unicode.Scalar(value) {
                output.appendScalar(scalar)
            } else {
                problems.append((.invalidEscape, "invalid universal character name", escape))
            }
        case 0:
            index = min(index - 1, bytes.count)
        default:
            problems.append((.invalidEscape, "unknown escape sequence in a string literal", escape))
            output.append(code)
        }
    }
}
