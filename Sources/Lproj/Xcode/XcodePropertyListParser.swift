/// Reads an old-style (OpenStep) property list into a tree, with the `.strings` scanner (`TextScanner`): quoted and
/// unquoted strings and their escapes as CoreFoundation reads them; `//` and `/* */` comments are skipped here (see
/// ``skipTrivia()``).
///
/// Unlike CoreFoundation it never gives up: a problem is recorded, the rest of the entry or element is skipped up to
/// its `;` or `,` (nested brackets and strings skipped whole), and reading goes on; a file cut short gives what was
/// read. Every step moves forward or closes a container, and containers nest at most
/// ``XcodePropertyList/maximumDepth`` deep, so no input makes it loop or exhaust the stack.
struct XcodePropertyListParser {
    /// The scanner, at the next unit to read.
    var scanner: TextScanner<UInt8>
    /// The problems found so far.
    var log = XcodeProblemLog()
    /// How many dictionaries and arrays are open, the one being read included: a `}` or `)` that closes none of
    /// them is skipped as a stray; one that closes an outer container ends the inner ones.
    var openDictionaries = 0
    var openArrays = 0
    /// Whether the end of the input inside a value was recorded already (once is enough).
    var reportedEnd = false
    /// The offset of the file's last `*/` (-1 when it has none), found at the first `/*`: a `/*` after it has no
    /// end.
    var lastCommentClose: Int?

    private init(units: UnsafeBufferPointer<UInt8>) {
        scanner = TextScanner(units: units, file: "")
    }

    /// The value the file holds (`nil` when it holds none) and the problems found.
    static func parse(_ units: UnsafeBufferPointer<UInt8>) -> (root: XcodePropertyListValue?, log: XcodeProblemLog) {
        var parser = Self(units: units)
        if units.count >= 3, units[0] == 0xEF, units[1] == 0xBB, units[2] == 0xBF { parser.scanner.advance(3) }
        let root = parser.value(depth: 0)
        parser.skipTrivia()
        if !parser.scanner.isAtEnd, !parser.reportedEnd {
            parser.log.record(.textAfterEnd, at: parser.scanner.position)
        }
        return (root, parser.log)
    }

    // MARK: Values

    /// Reads the value at the current position; `nil` (with the problem recorded, nothing consumed unless the value
    /// was skipped whole) when there is none.
    private mutating func value(depth: Int) -> XcodePropertyListValue? {
        skipTrivia()
        guard let unit = scanner.current else {
            recordEnd()
            return nil
        }
        switch unit {
        case 0x7B, 0x28: // { (
            guard depth < XcodePropertyList.maximumDepth else {
                log.record(.nestingTooDeep, at: scanner.position)
                skipNestedValue()
                return nil
            }
            scanner.advance()
            return unit == 0x7B ? .dictionary(dictionary(depth: depth + 1)) : .array(array(depth: depth + 1))
        case 0x3C: // <
            return data()
        default:
            if let text = string() { return .string(text) }
            return nil
        }
    }

    /// Reads a string at the current position: quoted or unquoted; `nil` (problem recorded) when there is none.
    private mutating func string() -> String? {
        guard let unit = scanner.current else {
            recordEnd()
            return nil
        }
        if unit == ASCII.doubleQuote || unit == ASCII.singleQuote {
            let start = scanner.position
            guard let token = scanner.readQuotedString() else {
                log.record(.unterminatedString, at: start)
                return nil
            }
            return scanner.text(of: token)
        }
        guard TextScanner<UInt8>.isUnquotedCharacter(unit) else {
            log.record(.unexpectedCharacter(scalar(at: scanner.position)), at: scanner.position)
            return nil
        }
        return scanner.text(of: scanner.readUnquotedString())
    }

    /// Reads a dictionary's pairs after its `{`, up to and including its `}`.
    private mutating func dictionary(depth: Int) -> XcodePropertyListDictionary {
        openDictionaries += 1
        defer { openDictionaries -= 1 }
        var entries: [XcodePropertyListDictionary.Entry] = []
        while true {
            skipTrivia()
            guard let unit = scanner.current else {
                recordEnd()
                break
            }
            if unit == ASCII.closeBrace {
                scanner.advance()
                break
            }
            let offset = scanner.position
            guard let key = string() else {
                if skipRest(closer: ASCII.closeBrace, separator: ASCII.semicolon) { break } else { continue }
            }
            skipTrivia()
            guard scanner.current == ASCII.equals else {
                if scanner.isAtEnd { recordEnd() } else { log.record(.missingEquals(key: key), at: scanner.position) }
                if skipRest(closer: ASCII.closeBrace, separator: ASCII.semicolon) { break } else { continue }
            }
            scanner.advance()
            guard let value = value(depth: depth) else {
                if skipRest(closer: ASCII.closeBrace, separator: ASCII.semicolon) { break } else { continue }
            }
            skipTrivia()
            // A string the file ends right after may be cut short: it is left out. A container keeps what it read.
            guard !scanner.isAtEnd || value.stringValue == nil else {
                recordEnd()
                break
            }
            entries.append(.init(key: key, value: value, offset: offset))
            if scanner.current == ASCII.semicolon {
                scanner.advance()
                continue
            }
            if scanner.isAtEnd { recordEnd() } else { log.record(.missingSemicolon(key: key), at: scanner.position) }
            if skipRest(closer: ASCII.closeBrace, separator: ASCII.semicolon) { break }
        }
        return XcodePropertyListDictionary(entries)
    }

    /// Reads an array's elements after its `(`, up to and including its `)`.
    private mutating func array(depth: Int) -> [XcodePropertyListValue] {
        openArrays += 1
        defer { openArrays -= 1 }
        var elements: [XcodePropertyListValue] = []
        while true {
            skipTrivia()
            guard let unit = scanner.current else {
                recordEnd()
                break
            }
            if unit == Self.closeParenthesis {
                scanner.advance()
                break
            }
            guard let element = value(depth: depth) else {
                if skipRest(closer: Self.closeParenthesis, separator: Self.comma) { break } else { continue }
            }
            skipTrivia()
            guard !scanner.isAtEnd || element.stringValue == nil else {
                recordEnd()
                break
            }
            elements.append(element)
            if scanner.current == Self.comma {
                scanner.advance()
                continue
            }
            if scanner.current == Self.closeParenthesis {
                scanner.advance()
                break
            }
            if scanner.isAtEnd { recordEnd() } else { log.record(.missingComma, at: scanner.position) }
            if skipRest(closer: Self.closeParenthesis, separator: Self.comma) { break }
        }
        return elements
    }

    /// Reads `<hex digits>` at the current `<`; `nil` (problem recorded) when something else is inside.
    private mutating func data() -> XcodePropertyListValue? {
        let start = scanner.position
        scanner.advance()
        var bytes: [UInt8] = []
        var pending: UInt8?
        while let unit = scanner.current {
            if unit == 0x3E { // >
                scanner.advance()
                if pending != nil { log.record(.invalidData, at: start) }
                return .data(bytes)
            }
            if TextScanner<UInt8>.isWhitespace(unit) {
                if unit == ASCII.newline || unit == ASCII.carriageReturn {
                    scanner.position = scanner.passLineBreak(at: scanner.position)
                } else {
                    scanner.advance()
                }
                continue
            }
            guard let digit = Self.hexValue(unit) else { break }
            scanner.advance()
            if let high = pending {
                bytes.append(high << 4 | digit)
                pending = nil
            } else {
                pending = digit
            }
        }
        if scanner.isAtEnd { recordEnd() } else { log.record(.invalidData, at: scanner.position) }
        return nil
    }
}
