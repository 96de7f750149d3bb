/// Reads one Swift string literal as the compiler does: escapes, interpolations, raw (`#"..."#`) and multi-line
/// literals, whose lines lose the closing delimiter's indentation.
struct SwiftStringReader {
    let bytes: [UInt8]
    /// Where the literal starts (its first `#` or `"`), for problems.
    let start: Int
    /// Just past the opening delimiter.
    let contentStart: Int
    let hashes: Int
    let isMultiline: Bool
    /// How deep in interpolations this literal is: past a limit, nested literals are not followed.
    var depth = 0

    var index = 0
    var problems: [(SourceProblem.Kind, String, Int)] = []
    var isTerminated = false
    /// For a multi-line literal, the whitespace before its closing delimiter.
    var closingIndentation: [UInt8]?
    /// The code of each interpolation read, from after `\(` up to its `)` (not those of literals nested in them).
    var interpolations: [Range<Int>] = []

    static let maximumDepth = 32

    init(bytes: [UInt8], start: Int, contentStart: Int, hashes: Int, isMultiline: Bool) {
        self.bytes = bytes
        self.start = start
        self.contentStart = contentStart
        self.hashes = hashes
        self.isMultiline = isMultiline
    }

    func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Whether `count` `#` follow `offset`.
    func hasHashes(at offset: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
    }

    /// Whether the closing delimiter starts at `offset`.
    func isClosing(at offset: Int) -> Bool {
        let quotes = isMultiline ? 3 : 1
        return (0..<quotes).allSatisfy { byte(offset + $0) == UInt8(ascii: "\"") } && hasHashes(at: offset + quotes)
    }

    /// The literal's pieces, each line losing `indentation` bytes (those of `indentationBytes`) when multi-line.
    mutating func read(indentation: Int, indentationBytes: [UInt8] = []) -> [LiteralSegment] {
        index = contentStart
        var segments: [LiteralSegment] = []
        var buffer: [UInt8] = []
        var atLineStart = false
        var pendingNewline = false
        if isMultiline {
            // The rest of the opening line is not part of the value.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            index += 1
            atLineStart = true
        }
        while index < bytes.count {
            if atLineStart {
                var end = index
                while byte(end) == 0x20 || byte(end) == 0x09 { end += 1 }
                if isClosing(at: end) {
                    closingIndentation = Array(bytes[index..<end])
                    index = end + 3 + hashes
                    isTerminated = true
                    break
                }
                var stripped = 0
                while stripped < indentation, index < bytes.count, bytes[index] == indentationBytes[stripped] {
                    index += 1
                    stripped += 1
                }
                if stripped < indentation, byte(index) != UInt8(ascii: "\n"), byte(index) != UInt8(ascii: "\r") {
                    problems.append((.insufficientIndentation,
                                     "line of a multi-line string indented less than its closing delimiter", index))
                }
                atLineStart = false
                if pendingNewline {
                    buffer.append(UInt8(ascii: "\n"))
                    pendingNewline = false
                }
                continue
            }
            let current = bytes[index]
            if current == UInt8(ascii: "\""), isClosing(at: index) {
                index += (isMultiline ? 3 : 1) + hashes
                isTerminated = true
                break
            }
            if current == UInt8(ascii: "\\"), hasHashes(at: index + 1) {
                let escape = index
                index += 1 + hashes
                if readEscape(from: escape, into: &buffer, segments: &segments, atLineStart: &atLineStart) { continue }
                break
            }
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                guard isMultiline else { break }
                index += current == UInt8(ascii: "\r") && byte(index + 1) == UInt8(ascii: "\n") ? 2 : 1
                pendingNewline = true
                atLineStart = true
                continue
            }
            buffer.append(current)
            index += 1
        }
        if !isTerminated {
            problems.append((.unterminatedString, "string literal without its closing quote", start))
        }
        if !buffer.isEmpty || segments.isEmpty { segments.append(.text(String(decoding: buffer, as: UTF8.self))) }
        return segments
    }

    /// Reads the escape after `\` (and the literal's `#`s) at `index`; `false` when the literal ends there.
    private mutating func readEscape(
        from escape: Int, into buffer: inout [UInt8], segments: inout [LiteralSegment], atLineStart: inout Bool
    ) -> Bool {
        let code = byte(index)
        switch code {
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "0"): buffer.append(0x00)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): buffer.append(code)
        case UInt8(ascii: "u"):
            return readUnicodeEscape(from: escape, into: &buffer)
        case UInt8(ascii: "("):
            if !buffer.isEmpty { segments.append(.text(String(decoding: buffer, as: UTF8.self))) }
            buffer.removeAll()
            let open = index
            guard let close = interpolationEnd(from: open + 1) else { return false }
            let text = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            segments.append(.interpolation(text.trimmingSpaces()))
            interpolations.append((open + 1)..<close)
            index = close + 1
            return true
        case 0x20, 0x09, 0x0A, 0x0D:
            // A line ending with `\` joins the next one.
            guard isMultiline else {
                problems.append((.invalidEscape, "invalid escape sequence in a string literal", escape))
                return true
            }
            var end = index
            while byte(end) == 0x20 || byte(end) == 0x09 { end += 1 }
            if byte(end) == UInt8(ascii: "\n") || byte(end) == UInt8(ascii: "\r") {
                index = end + (byte(end) == UInt8(ascii: "\r") && byte(end + 1) == UInt8(ascii: "\n") ? 2 : 1)
                atLineStart = true
                return true
            }
            problems.append((.invalidEscape, "invalid escape sequence in a string literal", escape))
            return true
        default:
            problems.append((.invalidEscape, "invalid escape sequence in a string literal", escape))
            if code == 0 || code == UInt8(ascii: "\n") || code == UInt8(ascii: "\r") { return !(index >= bytes.count) }
        }
        index += 1
        return true
    }

    /// `\u{1F600}`: one to eight hex digits of a Unicode scalar.
    private mutating func readUnicodeEscape(from escape: Int, into buffer: inout [UInt8]) -> Bool {
        guard byte(index + 1) == UInt8(ascii: "{") else {
            problems.append((.invalidEscape, "\\u needs braces: \\u{...}", escape))
            index += 1
            return true
        }
        var value: UInt32 = 0
        var digits = 0
        var position = index + 2
        while let digit = ByteCursor.hexValue(byte(position)), digits < 8 {
            value = value << 4 | digit
            digits += 1
            position += 1
        }
        guard byte(position) == UInt8(ascii: "}"), digits > 0, let scalar = Unicode.Scalar(value) else {
            problems.append((.invalidEscape, "invalid \\u{...} escape", escape))
            index = position
            return true
        }
        buffer.appendScalar(scalar)
        index = position + 1
        return true
    }

    /// The offset of the `)` that closes an interpolation whose content starts at `from`, skipping nested
    /// parentheses, literals and comments; `nil` when the literal ends first (a single-line literal at a newline).
    private mutating func interpolationEnd(from: Int) -> Int? {
        var position = from
        var parentheses = 1
        while position < bytes.count {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: "("): parentheses += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                if parentheses == 0 { return position }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !isMultiline {
                    index = position
                    return nil
                }
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                continue
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
                position = ByteCursor.blockCommentEnd(bytes, from: position, nested: true) ?? bytes.count
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                guard let end = nestedLiteralEnd(at: position) else { break }
                position = end
                continue
            default: break
            }
            position += 1
        }
        index = bytes.count
        return nil
    }

    /// Where a literal nested in an interpolation, starting at `offset`, ends; `nil` when none starts there.
    private func nestedLiteralEnd(at offset: Int) -> Int? {
        var count = 0
        while byte(offset + count) == UInt8(ascii: "#") { count += 1 }
        guard byte(offset + count) == UInt8(ascii: "\"") else { return nil }
        guard depth < Self.maximumDepth else { return bytes.count }
        let multiline = byte(offset + count + 1) == UInt8(ascii: "\"") && byte(offset + count + 2) == UInt8(ascii: "\"")
        var nested = SwiftStringReader(
            bytes: bytes, start: offset, contentStart: offset + count + (multiline ? 3 : 1), hashes: count,
            isMultiline: multiline)
        nested.depth = depth + 1
        _ = nested.read(indentation: 0)
        return max(nested.index, offset + 1)
    }
}

extension String {
    /// The text without spaces, tabs and newlines at either end.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
