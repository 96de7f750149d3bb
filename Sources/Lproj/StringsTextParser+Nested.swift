/// A problem inside a nested value, where it is.
struct NestedValueProblem {
    var problem: ParseProblem
    var offset: Int
    var line: LineMark
}

extension StringsTextParser {
    /// Skips an array `( a, b )`, a dictionary `{ k = v; }` or data `<0fab>` as CoreFoundation parses them, returning
    /// the first problem that would make it reject the file.
    mutating func skipNestedValue(depth: Int = 0) -> NestedValueProblem? {
        guard depth < 512 else { return problem(.malformedNestedValue("nested more than 512 levels deep")) }
        guard let unit = scanner.current else { return problem(.malformedNestedValue("the file ends inside a value")) }
        if isStringStart(unit) {
            if unit == ASCII.doubleQuote || unit == ASCII.singleQuote {
                let mark = scanner.lineMark, start = scanner.position
                guard scanner.readQuotedString() != nil else {
                    return NestedValueProblem(problem: .unterminatedString, offset: start, line: mark)
                }
            } else {
                _ = scanner.readUnquotedString()
            }
            return nil
        }
        scanner.advance()
        switch unit {
        case 0x28: return skipArray(depth: depth)
        case 0x7B: return skipDictionary(depth: depth)
        case 0x3C: return skipData()
        default:
            scanner.position -= 1
            return problem(.malformedNestedValue("unexpected character where a value should start"))
        }
    }

    private mutating func skipArray(depth: Int) -> NestedValueProblem? {
        _ = skipTrivia()
        if scanner.current == 0x29 {
            scanner.advance()
            return nil
        }
        while true {
            if let failure = skipNestedValue(depth: depth + 1) { return failure }
            _ = skipTrivia()
            guard let unit = scanner.current else { return problem(.malformedNestedValue("expected ')' to close the array")) }
            scanner.advance()
            if unit == 0x29 { return nil }
            guard unit == 0x2C else {
                scanner.position -= 1
                return problem(.malformedNestedValue("expected ',' or ')' in the array"))
            }
            _ = skipTrivia()
            if scanner.current == 0x29 {
                scanner.advance()
                return nil
            }
        }
    }

    private mutating func skipDictionary(depth: Int) -> NestedValueProblem? {
        while true {
            _ = skipTrivia()
            guard let unit = scanner.current else {
                return problem(.malformedNestedValue("expected '}' to close the dictionary"))
            }
            if unit == ASCII.closeBrace {
                scanner.advance()
                return nil
            }
            guard isStringStart(unit) else {
                return problem(.malformedNestedValue("expected '}' to close the dictionary"))
            }
            if let failure = skipNestedValue(depth: depth + 1) { return failure }
            _ = skipTrivia()
            if scanner.current == ASCII.equals {
                scanner.advance()
                _ = skipTrivia()
                if let failure = skipNestedValue(depth: depth + 1) { return failure }
                _ = skipTrivia()
            } else if scanner.current != ASCII.semicolon {
                return problem(.malformedNestedValue("expected '=' or ';' after a key in the dictionary"))
            }
            guard scanner.current == ASCII.semicolon else {
                return problem(.malformedNestedValue("missing ';' in the dictionary"))
            }
            scanner.advance()
        }
    }

    private mutating func skipData() -> NestedValueProblem? {
        var digits = 0
        while let unit = scanner.current {
            if unit == 0x3E {
                scanner.advance()
                return digits % 2 == 0 ? nil : problem(.malformedNestedValue("odd number of hex digits in data"))
            }
            switch unit {
            case 0x30...0x39, 0x41...0x46, 0x61...0x66:
                digits += 1
                scanner.advance()
            case ASCII.space, ASCII.tab:
                scanner.advance()
            case ASCII.newline, ASCII.carriageReturn:
                scanner.position = scanner.passLineBreak(at: scanner.position)
            default:
                return problem(.malformedNestedValue("invalid character in data"))
            }
        }
        return problem(.malformedNestedValue("expected '>' to close the data"))
    }

    private func problem(_ problem: ParseProblem) -> NestedValueProblem {
        NestedValueProblem(problem: problem, offset: scanner.position, line: scanner.lineMark)
    }
}
