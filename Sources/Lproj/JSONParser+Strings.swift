extension JSONParser {
    /// The string whose opening quote is the current byte, with its escapes resolved.
    mutating func parseString() throws(JSONParseError) -> String {
        let open = index
        index += 1
        var decoded: [UInt8] = []
        var runStart = index
        var hasEscapes = false
        while true {
            guard index < text.count else { throw JSONParseError("a string is never closed", at: open) }
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                if !hasEscapes { return String(decoding: text[runStart..<index], as: UTF8.self) }
                decoded += text[runStart..<index]
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                decoded += text[runStart..<index]
                try parseEscape(into: &decoded, string: open)
                runStart = index
            } else if byte < 0x20 {
                throw JSONParseError(controlCharacterMessage(byte), at: index)
            } else {
                index += 1
            }
        }
    }

    private func controlCharacterMessage(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A, 0x0D: "a line break in a string (write it as \\n, or is the closing '\"' missing?)"
        case 0x09: "a tab in a string must be escaped as \\t"
        default: "control character \(codePoint(Unicode.Scalar(byte))) in a string must be escaped"
        }
    }

    /// Resolves the escape whose backslash is the current byte, appending its UTF-8 to `decoded`.
    private mutating func parseEscape(into decoded: inout [UInt8], string open: Int) throws(JSONParseError) {
        let backslash = index
        guard index + 1 < text.count else { throw JSONParseError("a string is never closed", at: open) }
        let simple: UInt8? = switch text[index + 1] {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            decoded.append(simple)
            index += 2
            return
        }
        guard text[index + 1] == UInt8(ascii: "u") else {
            throw JSONParseError("invalid escape: '\\' followed by \(found(at: index + 1))", at: backslash)
        }
        let unit = try hexEscape(at: backslash)
        index += 6
        var scalar = Unicode.Scalar(unit)
        if UTF16.isLeadSurrogate(unit) {
            let trail = peekHexEscape(at: index)
            guard let trail, UTF16.isTrailSurrogate(trail) else {
                throw JSONParseError("unpaired surrogate '\(escapeText(at: backslash))' in a string", at: backslash)
            }
            index += 6
            scalar = Unicode.Scalar(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00))
        }
        guard let scalar else {
            throw JSONParseError("unpaired surrogate '\(escapeText(at: backslash))' in a string", at: backslash)
        }
        UTF8.encode(scalar) { decoded.append($0) }
    }

    /// The code unit of the `\u` escape (four hex digits) at `offset`, or an error when four hexadecimal digits do not follow.
    private func hexEscape(at offset: Int) throws(JSONParseError) -> UInt16 {
        guard let unit = peekHexEscape(at: offset) else {
            throw JSONParseError("'\\u' must be followed by four hexadecimal digits", at: offset)
        }
        return unit
    }

    /// The code unit of a `\u` escape (four hex digits) at `offset`, or `nil` when there is none.
    private func peekHexEscape(at offset: Int) -> UInt16? {
        guard offset + 6 <= text.count, text[offset] == UInt8(ascii: "\\"), text[offset + 1] == UInt8(ascii: "u")
        else { return nil }
        var unit: UInt16 = 0
        for byte in text[offset + 2..<offset + 6] {
            guard let digit = Self.hexDigit(byte) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The six characters of the `\u` escape (four hex digits) at `offset`, as written.
    private func escapeText(at offset: Int) -> String {
        String(decoding: text[offset..<offset + 6], as: UTF8.self)
    }
}
