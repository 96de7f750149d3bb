/// Tags, text, entities, comments and the prolog: the lexical layer of the XML property-list parser.
extension PropertyListXMLParser {
    /// Whether the text at the current position starts with `prefix` (ASCII).
    func starts(with prefix: String) -> Bool {
        var index = position
        for byte in prefix.utf8 {
            guard index < text.count, text[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Moves past spaces, tabs and line breaks.
    mutating func skipWhitespace() {
        while position < text.count, isXMLWhitespace(text[position]) { position += 1 }
    }

    /// The character at `offset`, for a message: `'x'`, or its code point when it is invisible.
    func describeScalar(at offset: Int) -> String {
        var iterator = text[offset...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return describeByte(text[offset]) }
        let visible = scalar.value > 0x20 && scalar.value != 0x7F && !scalar.properties.isWhitespace
            && scalar.properties.generalCategory != .format && scalar.properties.generalCategory != .control
        return visible ? "'\(Character(scalar))'" : "character \(codePoint(scalar))"
    }

    /// Skips a comment or a processing instruction at the current position; `false` when there is none.
    ///
    /// Inside an element, Apple's parser looks for the `?>` of a processing instruction from the `?` of its `<?`,
    /// so `<?>` is a whole one there, but not before the root element.
    mutating func skipCommentOrInstruction(inElement: Bool = false) throws(PropertyListReadError) -> Bool {
        let (skip, closing, what) = starts(with: "<!--")
            ? (4, "-->", "comment")
            : starts(with: "<?") ? (inElement ? 1 : 2, "?>", "processing instruction") : (0, "", "")
        guard skip > 0 else { return false }
        guard let end = firstOffset(of: closing, from: position + skip) else {
            let start = locator.location(at: position)
            throw PropertyListReadError("the \(what) at \(start.line):\(start.column) never ends", at: text.count)
        }
        position = end + closing.utf8.count
        return true
    }

    /// Skips `<!DOCTYPE ...>`, which must have no internal subset (Apple's parser rejects `[`).
    mutating func skipDocumentType() throws(PropertyListReadError) {
        let start = position
        while position < text.count {
            switch text[position] {
            case UInt8(ascii: "["):
                throw PropertyListReadError(
                    "a DOCTYPE with an internal subset ('[') is not supported (Apple's parser rejects it)",
                    at: position)
            case UInt8(ascii: ">"):
                position += 1
                return
            default:
                position += 1
            }
        }
        let opened = locator.location(at: start)
        throw PropertyListReadError("the DOCTYPE at \(opened.line):\(opened.column) never ends", at: position)
    }

    /// Reads a start tag at `<` as Apple's parser reads it: the name runs to the first whitespace (or to the
    /// `>`, less a final `/`), attributes are skipped, and a `/` just before the `>` makes the element empty.
    mutating func readStartTag() throws(PropertyListReadError) -> PropertyListXMLTag {
        let start = position
        let nameStart = position + 1
        guard let close = text[nameStart...].firstIndex(of: UInt8(ascii: ">")) else {
            let name = text[nameStart...].prefix { !isXMLWhitespace($0) }
            throw PropertyListReadError(
                "the start tag <\(shorten(String(decoding: name, as: UTF8.self)))> never ends", at: text.count)
        }
        let isEmpty = text[close - 1] == UInt8(ascii: "/")
        let nameEnd = text[nameStart..<close].firstIndex(where: isXMLWhitespace) ?? (isEmpty ? close - 1 : close)
        guard nameEnd > nameStart else {
            throw PropertyListReadError("expected an element name after '<'", at: start)
        }
        position = close + 1
        let name = String(decoding: text[nameStart..<nameEnd], as: UTF8.self)
        return PropertyListXMLTag(name: name, isEmpty: isEmpty, offset: start)
    }

    /// Reads an end tag at `</`, which must close `name`.
    mutating func readEndTag(closing name: String, openedAt opened: SourceLocation) throws(PropertyListReadError) {
        let start = position
        position += 2
        let nameStart = position
        while position < text.count, !isXMLWhitespace(text[position]),
              text[position] != UInt8(ascii: ">"), text[position] != UInt8(ascii: "<") {
            position += 1
        }
        let found = shorten(String(decoding: text[nameStart..<position], as: UTF8.self))
        skipWhitespace()
        guard position < text.count else {
            throw PropertyListReadError("the end tag </\(found)> never ends", at: position)
        }
        guard text[position] == UInt8(ascii: ">") else {
            throw PropertyListReadError(
                "unexpected \(describeScalar(at: position)) in the end tag </\(found)>", at: position)
        }
        guard found == name else {
            throw PropertyListReadError(
                "</\(found)> does not match <\(name)> opened at \(opened.line):\(opened.column)", at: start)
        }
        position += 1
    }

    /// The text of `<key>`, `<string>` or `<real>` up to its end tag, with entities and CDATA resolved and
    /// nothing else changed (whitespace and line breaks are kept as written), except that a leading U+FEFF is
    /// dropped, as Apple's parser drops it.
    mutating func readText(
        of tag: PropertyListXMLTag, at opened: SourceLocation
    ) throws(PropertyListReadError) -> String {
        var bytes: [UInt8] = []
        while true {
            let segmentStart = position
            while position < text.count, text[position] != UInt8(ascii: "<"), text[position] != UInt8(ascii: "&") {
                position += 1
            }
            try appendValidated(text[segmentStart..<position], to: &bytes)
            guard position < text.count else {
                throw PropertyListReadError(
                    "<\(tag.name)> opened at \(opened.line):\(opened.column) is never closed", at: position)
            }
            if text[position] == UInt8(ascii: "&") {
                try appendEntity(to: &bytes)
            } else if starts(with: "<![CDATA[") {
                guard let end = firstOffset(of: "]]>", from: position + 9) else {
                    let start = locator.location(at: position)
                    throw PropertyListReadError(
                        "the CDATA section at \(start.line):\(start.column) never ends", at: text.count)
                }
                try appendValidated(text[(position + 9)..<end], to: &bytes)
                position = end + 3
            } else if starts(with: "</") {
                try readEndTag(closing: tag.name, openedAt: opened)
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                    // Apple's parser makes the text with CFStringCreateWithBytes, which drops a leading U+FEFF.
                    bytes.removeFirst(3)
                    droppedByteOrderMarks.append(opened)
                }
                return String(decoding: bytes, as: UTF8.self)
            } else if starts(with: "<!--") {
                throw PropertyListReadError(
                    "a comment inside <\(tag.name)> (Apple's parser rejects it)", at: position)
            } else {
                throw PropertyListReadError(
                    "unexpected markup inside <\(tag.name)>: only text may stand here", at: position)
            }
        }
    }

    /// The bytes of `<integer>`, `<date>` or `<data>` up to its end tag, as they are (no entities).
    mutating func readRawContent(
        of tag: PropertyListXMLTag, at opened: SourceLocation
    ) throws(PropertyListReadError) -> ArraySlice<UInt8> {
        let start = position
        guard let end = text[position...].firstIndex(of: UInt8(ascii: "<")) else {
            throw PropertyListReadError(
                "<\(tag.name)> opened at \(opened.line):\(opened.column) is never closed", at: text.count)
        }
        position = end
        guard starts(with: "</") else {
            throw PropertyListReadError(
                "unexpected markup inside <\(tag.name)>: only text may stand here", at: position)
        }
        try readEndTag(closing: tag.name, openedAt: opened)
        return text[start..<end]
    }

    /// Resolves `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#233;` or `&#xE9;` at the current position.
    private mutating func appendEntity(to bytes: inout [UInt8]) throws(PropertyListReadError) {
        let start = position
        if starts(with: "&#") {
            position += 2
            let hexadecimal = position < text.count && text[position] == UInt8(ascii: "x")
            if hexadecimal { position += 1 }
            var value: UInt32 = 0
            while position < text.count, text[position] != UInt8(ascii: ";") {
                guard let digit = hexDigitValue(text[position]), hexadecimal || digit < 10 else {
                    throw PropertyListReadError(
                        "unexpected \(describeScalar(at: position)) in a character reference", at: position)
                }
                value = min(value * (hexadecimal ? 16 : 10) + UInt32(digit), 0x11_0000)
                position += 1
            }
            guard position < text.count else {
                throw PropertyListReadError("the character reference never ends with ';'", at: position)
            }
            position += 1
            guard let scalar = Unicode.Scalar(value) else {
                let written = String(decoding: text[start..<position], as: UTF8.self)
                throw PropertyListReadError("\(shorten(written)) is not a Unicode character", at: start)
            }
            bytes.append(contentsOf: UTF8.encode(scalar)!)
            return
        }
        for (name, byte) in [("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&apos;", "'")]
        where starts(with: name) {
            bytes.append(UInt8(ascii: Unicode.Scalar(byte)!))
            position += name.utf8.count
            return
        }
        let window = text[start..<min(text.count, start + 32)]
        if let semicolon = window.firstIndex(of: UInt8(ascii: ";")),
           window[(start + 1)..<semicolon].allSatisfy({ $0 > 0x20 && $0 != 0x3C && $0 != 0x26 }) {  // no `<`, `&`
            let entity = String(decoding: text[start...semicolon], as: UTF8.self)
            throw PropertyListReadError("unknown entity \(entity)", at: start)
        }
        throw PropertyListReadError("a bare '&' (write it as '&amp;')", at: start)
    }

    /// Appends UTF-8 bytes after checking them.
    private func appendValidated(_ segment: ArraySlice<UInt8>, to bytes: inout [UInt8]) throws(PropertyListReadError) {
        if let bad = firstInvalidUTF8(segment) {
            throw PropertyListReadError(
                "invalid UTF-8", at: bad, problem: .invalidUTF8(byte: text[bad]))
        }
        bytes.append(contentsOf: segment)
    }

    /// The offset where `needle` (ASCII) next occurs at or after `start`.
    func firstOffset(of needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        var index = start
        while index + pattern.count <= text.count {
            if text[index] == pattern[0], text[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}

/// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil`.
func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        let (length, second): (Int, ClosedRange<UInt8>)
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xE1...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return index
        }
        guard index + length <= bytes.endIndex, second.contains(bytes[index + 1]),
              bytes[(index + 2)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { return index }
        index += length
    }
    return nil
}

/// A name for a message, cut to 40 characters.
private func shorten(_ name: String) -> String {
    name.count > 40 ? String(name.prefix(40)) + "…" : name
}
