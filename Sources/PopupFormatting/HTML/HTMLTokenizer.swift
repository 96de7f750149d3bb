/// A tolerant HTML tokenizer modelled on the WHATWG tokenizer states that matter for sanitizing.
///
/// It scans UTF-8 bytes: all syntax characters are ASCII, so slicing at them never splits a
/// multi-byte character.
///
/// It never fails: malformed markup degrades to text or ignorable tokens, and every call to
/// ``next()`` consumes at least one byte, so it always terminates.
struct HTMLTokenizer {
    /// The input as UTF-8, with newlines normalized and NUL replaced.
    let input: [UInt8]
    /// The index of the next unread byte.
    var position = 0
    /// Set after a start tag whose content browsers read as raw text (for example `script`).
    var rawTextElement: String?

    /// Elements whose content is raw text up to their end tag.
    static let rawTextElements: Set<String> = [
        "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title", "plaintext",
    ]

    /// Creates a tokenizer over `html`, normalising newlines and replacing NUL with U+FFFD.
    init(_ html: String) {
        let bytes = UTF8Bytes.of(html)
        var index = 0
        while index < bytes.count, bytes[index] != 0x0D, bytes[index] != 0x00 { index += 1 }
        guard index < bytes.count else {
            input = bytes
            return
        }
        var normalized = Array(bytes[0..<index])
        normalized.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x0D:
                normalized.append(0x0A)
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            case 0x00:
                normalized.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default:
                normalized.append(byte)
            }
        }
        input = normalized
    }

    /// Returns the next token, or `nil` at the end of the input.
    mutating func next() -> HTMLToken? {
        if let element = rawTextElement {
            rawTextElement = nil
            if let token = rawText(until: element) { return token }
        }
        guard position < input.count else { return nil }
        if Self.startsMarkup(input, at: position) { return markup() }
        return text()
    }

    // MARK: Text

    /// Whether `input[index]` is a `<` that opens a tag, end tag, comment or other markup;
    /// any other `<` is ordinary text.
    private static func startsMarkup(_ input: [UInt8], at index: Int) -> Bool {
        guard input[index] == UInt8(ascii: "<"), index + 1 < input.count else { return false }
        let next = input[index + 1]
        return ASCII.isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
    }

    private mutating func text() -> HTMLToken {
        let input = self.input
        let start = position
        var cursor = position + 1
        while cursor < input.count, !Self.startsMarkup(input, at: cursor) { cursor += 1 }
        position = cursor
        return .text(CharacterReferenceDecoder.decode(input, start..<cursor, inAttribute: false))
    }

    private mutating func rawText(until element: String) -> HTMLToken? {
        let input = self.input
        let start = position
        if element != "plaintext" {
            while position < input.count {
                if input[position] == UInt8(ascii: "<"), isEndTag(of: element, at: position) { break }
                position += 1
            }
        } else {
            position = input.count
        }
        guard position > start else { return nil }
        return .text(String(decoding: input[start..<position], as: UTF8.self))
    }

    private func isEndTag(of element: String, at index: Int) -> Bool {
        guard input[index] == UInt8(ascii: "<"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "/") else { return false }
        var cursor = index + 2
        for expected in element.utf8 {
            guard cursor < input.count, ASCII.lowercased(input[cursor]) == expected else { return false }
            cursor += 1
        }
        guard cursor < input.count else { return false }
        let after = input[cursor]
        return ASCII.isWhitespace(after) || after == UInt8(ascii: "/") || after == UInt8(ascii: ">")
    }

    // MARK: Markup

    /// Handles markup at a `<`: tags, comments, and bogus comments (`<!…>`, `<?…>`, doctypes, CDATA).
    private mutating func markup() -> HTMLToken {
        let next = input[position + 1]
        if ASCII.isLetter(next) {
            return startTag()
        }
        if next == UInt8(ascii: "/") {
            return endTagOrBogus()
        }
        if next == UInt8(ascii: "!"), matches("<!--", at: position) {
            comment()
            return .comment
        }
        position += 2
        skipPast(UInt8(ascii: ">"))
        return .comment
    }

    /// Skips a `<!--` comment, including the abrupt `<!-->` and `<!--->` forms.
    private mutating func comment() {
        let input = self.input
        position += 4
        if position < input.count, input[position] == UInt8(ascii: ">") {
            position += 1
            return
        }
        if matches("->", at: position) {
            position += 2
            return
        }
        while position < input.count {
            if matches("-->", at: position) {
                position += 3
                return
            }
            if matches("--!>", at: position) {
                position += 4
                return
            }
            position += 1
        }
    }

    mutating func skipPast(_ terminator: UInt8) {
        let input = self.input
        while position < input.count {
            let byte = input[position]
            position += 1
            if byte == terminator { return }
        }
    }

    private func matches(_ literal: String, at index: Int) -> Bool {
        var cursor = index
        for expected in literal.utf8 {
            guard cursor < input.count, input[cursor] == expected else { return false }
            cursor += 1
        }
        return true
    }
}
