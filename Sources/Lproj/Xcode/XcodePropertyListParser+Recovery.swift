extension XcodePropertyListParser {
    /// Skips the rest of a broken pair or element, nested values and strings whole, up to the container's
    /// `separator` (consumed: reading goes on) or its `closer` (consumed: the container ends). A `}` or `)` that
    /// closes an outer container ends this one without being consumed; one that closes nothing open is skipped.
    /// Returns whether the container ends.
    mutating func skipRest(closer: UInt32, separator: UInt32) -> Bool {
        var nested = 0
        while true {
            skipTrivia()
            guard let unit = scanner.current else {
                recordEnd()
                return true
            }
            switch unit {
            case ASCII.doubleQuote, ASCII.singleQuote:
                let start = scanner.position
                if scanner.readQuotedString() == nil { log.record(.unterminatedString, at: start) }
                continue
            case ASCII.openBrace, Self.openParenthesis:
                nested += 1
            case ASCII.closeBrace, Self.closeParenthesis:
                if nested > 0 {
                    nested -= 1
                } else if unit == closer {
                    scanner.advance()
                    return true
                } else if unit == ASCII.closeBrace ? openDictionaries > 0 : openArrays > 0 {
                    return true
                }
            default:
                if nested == 0 && unit == separator {
                    scanner.advance()
                    return false
                }
                if TextScanner<UInt8>.isUnquotedCharacter(unit) {
                    _ = scanner.readUnquotedString()
                    continue
                }
            }
            scanner.advance()
        }
    }

    /// Skips a dictionary or array nested too deep, from its opening bracket to the bracket that balances it (or the
    /// end of the file), strings skipped whole.
    mutating func skipNestedValue() {
        var nested = 0
        repeat {
            skipTrivia()
            guard let unit = scanner.current else {
                recordEnd()
                return
            }
            switch unit {
            case ASCII.doubleQuote, ASCII.singleQuote:
                let start = scanner.position
                if scanner.readQuotedString() == nil { log.record(.unterminatedString, at: start) }
                continue
            case ASCII.openBrace, Self.openParenthesis: nested += 1
            case ASCII.closeBrace, Self.closeParenthesis: nested -= 1
            default: break
            }
            scanner.advance()
        } while nested > 0
    }

    static let openParenthesis: UInt32 = 0x28
    static let closeParenthesis: UInt32 = 0x29
    static let comma: UInt32 = 0x2C

    /// Skips white space and comments as CoreFoundation does, recording a `/*` that never ends (read to the end of
    /// its line instead).
    ///
    /// The scanner's own `skipTrivia` looks for each `/*`'s end through the rest of the file, which takes time in the
    /// square of the size on a damaged file with many `/*` and no `*/`; here the last `*/` of the file is found once,
    /// and a `/*` after it is known to have no end.
    mutating func skipTrivia() {
        while let unit = scanner.current {
            if unit == ASCII.newline || unit == ASCII.carriageReturn {
                scanner.position = scanner.passLineBreak(at: scanner.position)
            } else if TextScanner<UInt8>.isWhitespace(unit) {
                scanner.advance()
            } else if case let length = scanner.separatorLength(at: scanner.position), length > 0 {
                scanner.advance(length)
            } else if unit == ASCII.slash, scanner.peek(1) == ASCII.slash {
                scanner.advance(2)
                skipCommentLine()
            } else if unit == ASCII.slash, scanner.peek(1) == ASCII.asterisk {
                let start = scanner.position
                scanner.advance(2)
                if let end = commentEnd(from: scanner.position) {
                    scanner.position = end + 2
                } else {
                    log.record(.unterminatedComment, at: start)
                    skipCommentLine()
                }
            } else {
                return
            }
        }
    }

    /// The offset of the `*/` that ends a block comment whose text starts at `start`, or `nil` when none does.
    private mutating func commentEnd(from start: Int) -> Int? {
        let units = scanner.units
        if lastCommentClose == nil {
            var offset = units.count - 2
            while offset >= 0, !(units[offset] == 0x2A && units[offset + 1] == 0x2F) { offset -= 1 }
            lastCommentClose = offset
        }
        guard let last = lastCommentClose, start <= last else { return nil }
        var offset = start
        while offset < last {
            offset = scanner.nextCandidate(from: offset, 0x2A, 0x2A)
            if offset < last, units[offset] == 0x2A, units[offset + 1] == 0x2F { return offset }
            offset += 1
        }
        return last
    }

    /// Moves to the end of a `//` comment, or of a `/*` comment that never ends: the next line break, U+2028 or
    /// U+2029.
    private mutating func skipCommentLine() {
        let units = scanner.units
        while scanner.position < units.count {
            scanner.position = scanner.nextCandidate(from: scanner.position, 0xE2, 0xE2)
            guard scanner.position < units.count, units[scanner.position] != 0x0A, units[scanner.position] != 0x0D,
                  scanner.separatorLength(at: scanner.position) == 0 else { return }
            scanner.advance()
        }
    }

    /// Records that the file ends inside a value, once.
    mutating func recordEnd() {
        guard !reportedEnd else { return }
        reportedEnd = true
        log.record(.unexpectedEnd, at: scanner.units.count)
    }

    /// The Unicode scalar whose UTF-8 starts at `offset` (U+FFFD for a byte that starts none).
    func scalar(at offset: Int) -> Unicode.Scalar {
        let end = min(offset + 4, scanner.units.count)
        var iterator = UnsafeBufferPointer(rebasing: scanner.units[offset..<end]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    static func hexValue(_ unit: UInt32) -> UInt8? {
        switch unit {
        case 0x30...0x39: UInt8(unit - 0x30)
        case 0x41...0x46: UInt8(unit - 0x41 + 10)
        case 0x61...0x66: UInt8(unit - 0x61 + 10)
        default: nil
        }
    }
}
