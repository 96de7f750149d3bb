/// A string token as read: where it is and whether it holds an escape, so that reading a table makes no string; its
/// text is the units of `content`, or with an escape, what ``TextScanner/appendResolvedUTF8(of:to:)`` writes.
struct StringToken {
    /// The token's code units, quotes included.
    var range: Range<Int>
    /// The code units of its text: inside the quotes, or the whole of an unquoted token.
    var content: Range<Int>
    /// Whether a backslash escape is inside (only a quoted string has one).
    var hasEscape = false
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
        let quoteByte = UInt8(truncatingIfNeeded: quote)
        while offset < units.count {
            offset = nextCandidate(from: offset, quoteByte, 0x5C)
            guard offset < units.count else { break }
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
        return StringToken(range: start..<position, content: start + 1..<offset, hasEscape: hasEscape)
    }

    /// Reads an unquoted string: one or more of `[A-Za-z0-9_$/:.-]`.
    mutating func readUnquotedString() -> StringToken {
        let start = position
        while position < units.count, Self.isUnquotedCharacter(UInt32(units[position])) { position += 1 }
        return StringToken(range: start..<position, content: start..<position)
    }

    /// The text of a token, escapes resolved.
    func text(of token: StringToken) -> String {
        guard token.hasEscape else { return text(token.content) }
        var bytes: [UInt8] = []
        appendResolvedUTF8(of: token, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Moves to the end of the current line (before its line break).
    mutating func skipToLineEnd() {
        while position < units.count, units[position] != 0x0A, units[position] != 0x0D { position += 1 }
    }

    /// Appends the UTF-8 of a token's text to `output`, resolving CoreFoundation's escapes: `\a \b \f \n \r \t \v`,
    /// octal through the NeXTSTEP encoding, `\U` with up to four hex digits (a pair of surrogates makes one
    /// character), and any other character after a backslash standing for itself. Returns whether a `\U` escape
    /// made half a surrogate pair, which reads as U+FFFD.
    @discardableResult
    func appendResolvedUTF8(of token: StringToken, to output: inout [UInt8]) -> Bool {
        let range = token.content
        var unpaired = false
        var chunkStart = range.lowerBound
        var offset = range.lowerBound
        func appendChunk(upTo end: Int) {
            Unit.appendUTF8(of: UnsafeBufferPointer(rebasing: units[chunkStart..<end]), to: &output)
        }
        func append(_ scalar: Unicode.Scalar) {
            output.append(contentsOf: UTF8.encode(scalar).unsafelyUnwrapped)
        }
        while offset < range.upperBound {
            guard units[offset] == 0x5C else {
                offset += 1
                continue
            }
            appendChunk(upTo: offset)
            offset += 1
            let escaped = UInt32(units[offset])
            offset += 1
            switch escaped {
            case 0x61: output.append(0x07)
            case 0x62: output.append(0x08)
            case 0x66: output.append(0x0C)
            case 0x6E: output.append(0x0A)
            case 0x72: output.append(0x0D)
            case 0x74: output.append(0x09)
            case 0x76: output.append(0x0B)
            case 0x30...0x37:
                var value = UInt8(escaped - 0x30)
                for _ in 0..<2 {
                    guard offset < range.upperBound, (0x30...0x37).contains(units[offset]) else { break }
                    value = value &<< 3 &+ UInt8(units[offset] - 0x30)
                    offset += 1
                }
                append(NextStepEncoding.scalar(for: value))
            case 0x55:
                let first = readHex(&offset, limit: range.upperBound)
                if (0xD800..<0xDC00).contains(first), let second = lowSurrogateEscape(at: &offset, limit: range.upperBound) {
                    let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                    append(Unicode.Scalar(value) ?? "\u{FFFD}")
                } else if let scalar = Unicode.Scalar(first) {
                    append(scalar)
                } else {
                    append("\u{FFFD}")
                    unpaired = true
                }
            default:
                // Any other character stands for itself: it starts the next chunk.
                chunkStart = offset - 1
                continue
            }
            chunkStart = offset
        }
        appendChunk(upTo: range.upperBound)
        return unpaired
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
