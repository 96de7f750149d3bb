/// Tag parsing: names, attributes and values, following the WHATWG tag states.
extension HTMLTokenizer {
    /// Reads a start tag at `<`; a tag cut off by the end of input becomes ``HTMLToken/incompleteTag(name:)``.
    mutating func startTag() -> HTMLToken {
        position += 1
        let nameStart = position
        guard let tag = tagBody() else {
            position = input.count
            var name: [UInt8] = []
            var cursor = nameStart
            while cursor < input.count, !Self.endsTagName(input[cursor]) {
                name.append(ASCII.lowercased(input[cursor]))
                cursor += 1
            }
            return .incompleteTag(name: String(decoding: name, as: UTF8.self))
        }
        if Self.rawTextElements.contains(tag.name) { rawTextElement = tag.name }
        return .startTag(tag)
    }

    /// Reads markup starting with `</`: an end tag, the ignored `</>`, or a bogus comment.
    mutating func endTagOrBogus() -> HTMLToken {
        let afterSlash = position + 2
        guard afterSlash < input.count else {
            position = input.count
            return .text("</")
        }
        if ASCII.isLetter(input[afterSlash]) {
            position = afterSlash
            guard let tag = tagBody() else {
                position = input.count
                return .comment
            }
            return .endTag(name: tag.name)
        }
        position = afterSlash
        skipPast(UInt8(ascii: ">"))
        return .comment
    }

    /// Parses a tag name and attributes from `position` through `>`; `nil` when the input ends first.
    private mutating func tagBody() -> HTMLTag? {
        let input = self.input
        var name: [UInt8] = []
        while position < input.count, !Self.endsTagName(input[position]) {
            name.append(ASCII.lowercased(input[position]))
            position += 1
        }
        var tag = HTMLTag(name: String(decoding: name, as: UTF8.self), attributes: [], selfClosing: false)
        var seenNames: Set<String> = []
        while true {
            skipWhitespace()
            guard position < input.count else { return nil }
            let byte = input[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return tag
            }
            if byte == UInt8(ascii: "/") {
                position += 1
                if position < input.count, input[position] == UInt8(ascii: ">") {
                    position += 1
                    tag.selfClosing = true
                    return tag
                }
                continue
            }
            guard let attribute = attribute() else { return nil }
            if seenNames.insert(attribute.name).inserted {
                tag.attributes.append(attribute)
            }
        }
    }

    private mutating func attribute() -> HTMLAttribute? {
        let input = self.input
        var name = [ASCII.lowercased(input[position])]
        position += 1
        while position < input.count {
            let byte = input[position]
            if ASCII.isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=") { break }
            name.append(ASCII.lowercased(byte))
            position += 1
        }
        skipWhitespace()
        guard position < input.count else { return nil }
        let attributeName = String(decoding: name, as: UTF8.self)
        guard input[position] == UInt8(ascii: "=") else { return HTMLAttribute(name: attributeName, value: "") }
        position += 1
        skipWhitespace()
        guard position < input.count else { return nil }
        guard let value = attributeValue() else { return nil }
        return HTMLAttribute(name: attributeName, value: value)
    }

    private mutating func attributeValue() -> String? {
        let input = self.input
        let first = input[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let start = position + 1
            var cursor = start
            while cursor < input.count, input[cursor] != first { cursor += 1 }
            guard cursor < input.count else { return nil }
            position = cursor + 1
            return CharacterReferenceDecoder.decode(input, start..<cursor, inAttribute: true)
        }
        if first == UInt8(ascii: ">") { return "" }
        let start = position
        while position < input.count, !ASCII.isWhitespace(input[position]), input[position] != UInt8(ascii: ">") { position += 1 }
        guard position < input.count else { return nil }
        return CharacterReferenceDecoder.decode(input, start..<position, inAttribute: true)
    }

    private mutating func skipWhitespace() {
        let input = self.input
        while position < input.count, ASCII.isWhitespace(input[position]) { position += 1 }
    }

    private static func endsTagName(_ byte: UInt8) -> Bool {
        ASCII.isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
