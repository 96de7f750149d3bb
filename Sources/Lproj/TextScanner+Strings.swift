/// A string token as read: where its text is, and the text itself only when an escape changed it, so that reading a
/// table makes no string.
struct StringToken {
    /// The token's code units, quotes included.
    var range: Range<Int>
    /// The code units of its text: inside the quotes, or the whole of an unquoted token.
    var content: Range<Int>
    /// The text with escapes resolved, when the token holds an escape; else the text is the units of `content`.
    var resolved: String?
    /// A `\U` escape made half a surrogate pair, which reads as U+FFFD.
    var hasUnpairedSurrogateEscape = false
}

extension TextScanner {
    /// Reads a quoted string starting at the current quote; `nil` (with the position at the end of the quote's line)
    /// when it never closes.
    mutating func readQuotedString() -> StringToken? {
        let start = position
        let quote = units[start]
        let savedLine = (line, lineStart)
        var offset = start + 1
        var hasEscape = false
        while offset < units.count {
            let unit = units[offset]
            if unit == quote { break }
            if unit == 0x5C {
                hasEscape = true
                offset += 1
                guard offset < units.count else { break }
                let escaped = units[offset]
                offset = escaped == 0x0A || escaped == 0x0D ? passLineBreak(at: offset) : offset + 1
            } else if unit == 0x0A || unit == 0x0D {
                offset = passLineBreak(at: offset)
            } else {
                offset += 1
            }
        }
        guard offset < units.count else {
            rewindLine(to: savedLine.0, lineStart: savedLine.1)
            position = start
            skipToLineEnd()
            return nil
        }
        position = offset + 1
        guard hasEscape else { return StringToken(range: start..<position, content: start + 1..<offset) }
        var token = resolveEscapes(start + 1..<offset)
        token.range = start..<position
        return token
    }

    /// Reads an unquoted string: one or more of `[A-Za-z0-9_$/:.-]`.
    mutating func readUnquotedString() -> StringToken {
        let start = position
        while position < units.count, Self.isUnquotedCharacter(UInt32(units[position])) { position += 1 }
        return StringToken(range: start..<position, content: start..<position)
    }

    /// The text of a token, escapes resolved.
    func text(of token: StringToken) -> String { token.resolved ?? text(token.content) }

    /// Moves to the end of the current line (before its line break).
    mutating func skipToLineEnd() {
        while position < units.count, units[position] != 0x0A, units[position] != 0x0D { position += 1 }
    }

    /// Resolves CoreFoundation's escapes in the units of `range`: `\a \b \f \n \r \t \v`, octal through the NeXTSTEP
    /// encoding, `\U` with up to four hex digits (a pair of surrogates makes one character), and any other
    /// character after a backslash standing for itself.
    private func resolveEscapes(_ range: Range<Int>) -> StringToken {
        var result = ""
        var unpaired = false
        var chunkStart = range.lowerBound
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard units[offset] == 0x5C else {
                offset += 1
                continue
            }
            result += text(chunkStart..<offset)
            offset += 1
            let escaped = UInt32(units[offset])
            offset += 1
            switch escaped {
            case 0x61: result.unicodeScalars.append("\u{07}")
            case 0x62: result.unicodeScalars.append("\u{08}")
            case 0x66: result.unicodeScalars.append("\u{0C}")
            case 0x6E: result.unicodeScalars.append("\n")
            case 0x72: result.unicodeScalars.append("\r")
            case 0x74: result.unicodeScalars.append("\t")
            case 0x76: result.unicodeScalars.append("\u{0B}")
            case 0x30...0x37:
                var value = UInt8(escaped - 0x30)
                for _ in 0..<2 {
                    guard offset < range.upperBound, (0x30...0x37).contains(units[offset]) else { break }
                    value = value &<< 3 &+ UInt8(units[offset] - 0x30)
                    offset += 1
                }
                result.unicodeScalars.append(NextStepEncoding.scalar(for: value))
            case 0x55:
                let first = readHex(&offset, limit: range.upperBound)
                if (0xD800..<0xDC00).contains(first), let second = lowSurrogateEscape(at: &offset, limit: range.upperBound) {
                    let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                    result.unicodeScalars.append(Unicode.Scalar(value)!)
                } else if let scalar = Unicode.Scalar(first) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result.unicodeScalars.append("\u{FFFD}")
                    unpaired = true
                }
            default:
                // Any other character stands for itself: it starts the next chunk.
                chunkStart = offset - 1
                continue
            }
            chunkStart = offset
        }
        result += text(chunkStart..<range.upperBound)
        return StringToken(range: range, content: range, resolved: result, hasUnpairedSurrogateEscape: unpaired)
    }

    /// Up to four hexadecimal digits at `offset`, as `\U` takes them.
    private func readHex(_ offset: inout Int, limit: Int) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard offset < limit, let digit = hexValue(units[offset]) else { break }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    /// A `\U` escape of a trailing surrogate right at `offset`, consumed; `nil` (consuming nothing) otherwise.
    private func lowSurrogateEscape(at offset: inout Int, limit: Int) -> UInt16? {
        guard offset + 1 < limit, units[offset] == 0x5C, units[offset + 1] == 0x55 else { return nil }
        var probe = offset + 2
        let value = readHex(&probe, limit: limit)
        guard (0xDC00..<0xE000).contains(value) else { return nil }
        offset = probe
        return value
    }

    private func hexValue(_ unit: Unit) -> UInt16? {
        switch unit {
        case 0x30...0x39: UInt16(unit - 0x30)
        case 0x41...0x46: UInt16(unit - 0x41 + 10)
        case 0x61...0x66: UInt16(unit - 0x61 + 10)
        default: nil
        }
    }
}
