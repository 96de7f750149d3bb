/// A tolerant HTML tokenizer modelled on the WHATWG tokenizer states that matter for sanitizing.
///
/// It never fails: malformed markup degrades to text or ignorable tokens, and every call to
/// ``next()`` consumes at least one scalar, so it always terminates.
struct HTMLTokenizer {
    private let input: [Unicode.Scalar]
    private var position = 0
    /// Set after a start tag whose content browsers read as raw text (for example `script`).
    private var rawTextElement: String?

    /// Elements whose content is raw text up to their end tag.
    static let rawTextElements: Set<String> = [
        "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title", "plaintext",
    ]

    /// Creates a tokenizer over `html`, normalising newlines and replacing NUL with U+FFFD.
    init(_ html: String) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(html.unicodeScalars.count)
        var previousWasCR = false
        for scalar in html.unicodeScalars {
            switch scalar {
            case "\r": scalars.append("\n")
            case "\n" where previousWasCR: break
            case "\0": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        input = scalars
    }

    /// Returns the next token, or `nil` at the end of the input.
    mutating func next() -> HTMLToken? {
        if let element = rawTextElement {
            rawTextElement = nil
            if let token = rawText(until: element) { return token }
        }
        guard position < input.count else { return nil }
        if startsMarkup(at: position) { return markup() }
        return text()
    }

    // MARK: Text

    private func startsMarkup(at index: Int) -> Bool {
        guard input[index] == "<", index + 1 < input.count else { return false }
        let next = input[index + 1]
        return Self.isASCIILetter(next) || next == "/" || next == "!" || next == "?"
    }

    private mutating func text() -> HTMLToken {
        let input = self.input
        let start = position
        var cursor = position + 1
        while cursor < input.count {
            if input[cursor] == "<", cursor + 1 < input.count {
                let next = input[cursor + 1]
                if Self.isASCIILetter(next) || next == "/" || next == "!" || next == "?" { break }
            }
            cursor += 1
        }
        position = cursor
        return .text(CharacterReferenceDecoder.decode(input, start..<cursor, inAttribute: false))
    }

    private mutating func rawText(until element: String) -> HTMLToken? {
        let input = self.input
        let start = position
        if element != "plaintext" {
            while position < input.count, !isEndTag(of: element, at: position) { position += 1 }
        } else {
            position = input.count
        }
        guard position > start else { return nil }
        return .text(String(String.UnicodeScalarView(input[start..<position])))
    }

    private func isEndTag(of element: String, at index: Int) -> Bool {
        guard input[index] == "<", index + 1 < input.count, input[index + 1] == "/" else { return false }
        var cursor = index + 2
        for expected in element.unicodeScalars {
            guard cursor < input.count, Self.lowercased(input[cursor]) == expected else { return false }
            cursor += 1
        }
        guard cursor < input.count else { return false }
        let after = input[cursor]
        return Self.isWhitespace(after) || after == "/" || after == ">"
    }

    // MARK: Markup

    private mutating func markup() -> HTMLToken {
        let next = input[position + 1]
        if Self.isASCIILetter(next) {
            return startTag()
        }
        if next == "/" {
            return endTagOrBogus()
        }
        if next == "!", matches("<!--", at: position) {
            comment()
            return .comment
        }
        position += 2
        skipPast(">")
        return .comment
    }

    private mutating func endTagOrBogus() -> HTMLToken {
        let afterSlash = position + 2
        guard afterSlash < input.count else {
            position = input.count
            return .text("</")
        }
        if Self.isASCIILetter(input[afterSlash]) {
            position = afterSlash
            guard let tag = tagBody() else {
                position = input.count
                return .comment
            }
            return .endTag(name: tag.name)
        }
        position = afterSlash
        skipPast(">")
        return .comment
    }

    private mutating func startTag() -> HTMLToken {
        position += 1
        let nameStart = position
        guard let tag = tagBody() else {
            position = input.count
            var name = String.UnicodeScalarView()
            var cursor = nameStart
            while cursor < input.count, !Self.endsTagName(input[cursor]) {
                name.append(Self.lowercased(input[cursor]))
                cursor += 1
            }
            return .incompleteTag(name: String(name))
        }
        if Self.rawTextElements.contains(tag.name) { rawTextElement = tag.name }
        return .startTag(tag)
    }

    private mutating func comment() {
        let input = self.input
        position += 4
        if position < input.count, input[position] == ">" {
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

    private mutating func skipPast(_ terminator: Unicode.Scalar) {
        let input = self.input
        while position < input.count {
            let scalar = input[position]
            position += 1
            if scalar == terminator { return }
        }
    }

    private func matches(_ literal: String, at index: Int) -> Bool {
        var cursor = index
        for expected in literal.unicodeScalars {
            guard cursor < input.count, input[cursor] == expected else { return false }
            cursor += 1
        }
        return true
    }

    // MARK: Tag body

    /// Parses a tag name and attributes from `position` through `>`; `nil` when the input ends first.
    private mutating func tagBody() -> HTMLTag? {
        let input = self.input
        var name = String.UnicodeScalarView()
        while position < input.count, !Self.endsTagName(input[position]) {
            name.append(Self.lowercased(input[position]))
            position += 1
        }
        var tag = HTMLTag(name: String(name), attributes: [], selfClosing: false)
        while true {
            skipWhitespace()
            guard position < input.count else { return nil }
            let scalar = input[position]
            if scalar == ">" {
                position += 1
                return tag
            }
            if scalar == "/" {
                position += 1
                if position < input.count, input[position] == ">" {
                    position += 1
                    tag.selfClosing = true
                    return tag
                }
                continue
            }
            guard let attribute = attribute() else { return nil }
            if !tag.attributes.contains(where: { $0.name == attribute.name }) {
                tag.attributes.append(attribute)
            }
        }
    }

    private mutating func attribute() -> HTMLAttribute? {
        let input = self.input
        var name = String.UnicodeScalarView()
        name.append(Self.lowercased(input[position]))
        position += 1
        while position < input.count {
            let scalar = input[position]
            if Self.isWhitespace(scalar) || scalar == "/" || scalar == ">" || scalar == "=" { break }
            name.append(Self.lowercased(scalar))
            position += 1
        }
        skipWhitespace()
        guard position < input.count else { return nil }
        guard input[position] == "=" else { return HTMLAttribute(name: String(name), value: "") }
        position += 1
        skipWhitespace()
        guard position < input.count else { return nil }
        guard let value = attributeValue() else { return nil }
        return HTMLAttribute(name: String(name), value: value)
    }

    private mutating func attributeValue() -> String? {
        let input = self.input
        let first = input[position]
        if first == "\"" || first == "'" {
            let start = position + 1
            var cursor = start
            while cursor < input.count, input[cursor] != first { cursor += 1 }
            guard cursor < input.count else { return nil }
            position = cursor + 1
            return CharacterReferenceDecoder.decode(input, start..<cursor, inAttribute: true)
        }
        if first == ">" { return "" }
        let start = position
        while position < input.count, !Self.isWhitespace(input[position]), input[position] != ">" { position += 1 }
        guard position < input.count else { return nil }
        return CharacterReferenceDecoder.decode(input, start..<position, inAttribute: true)
    }

    private mutating func skipWhitespace() {
        let input = self.input
        while position < input.count, Self.isWhitespace(input[position]) { position += 1 }
    }

    // MARK: Character classes

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\u{0C}" || scalar == "\r"
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0x41...0x5A).contains(scalar.value), let lower = Unicode.Scalar(scalar.value + 0x20) else { return scalar }
        return lower
    }

    private static func endsTagName(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || scalar == "/" || scalar == ">"
    }
}
