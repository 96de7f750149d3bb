/// Reads JSON text (UTF-8 bytes) into nodes with places, by recursive descent with a depth limit.
///
/// Every key and value gets the line and column of its first character. The parser only moves forward, so the
/// places cost one pass over the text, whatever its shape.
struct JSONParser {
    let text: [UInt8]
    var index = 0
    private var depth = 0
    private var locator: PropertyListTextLocator

    init(text: [UInt8], file: String) {
        self.text = text
        locator = PropertyListTextLocator(text: text, file: file)
    }

    /// The line and column of a byte offset.
    mutating func location(at offset: Int) -> SourceLocation { locator.location(at: offset) }

    /// The single value the text holds, with nothing but whitespace around it.
    mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        try checkEncoding()
        skipWhitespace()
        let root = try parseValue()
        skipWhitespace()
        if index < text.count {
            throw JSONParseError("\(found()) after the end of the JSON value", at: index)
        }
        return root
    }

    /// Rejects text that is UTF-16 or UTF-32, or has a byte that is no UTF-8, before any syntax is read.
    private func checkEncoding() throws(JSONParseError) {
        if text.starts(with: [0xFF, 0xFE]) || text.starts(with: [0xFE, 0xFF])
            || (text.count >= 2 && (text[0] == 0 || text[1] == 0)) {
            throw JSONParseError("the text is UTF-16 or UTF-32; JSON must be UTF-8", at: 0)
        }
        if let bad = JSONUTF8.firstInvalidByte(in: text) {
            throw JSONParseError(.invalidUTF8(byte: text[bad]), at: bad)
        }
    }

    /// The value at the current byte.
    mutating func parseValue() throws(JSONParseError) -> JSONNode {
        guard index < text.count else { throw JSONParseError("expected a value, found the end of the file", at: index) }
        let location = locator.location(at: index)
        switch text[index] {
        case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), location: location)
        case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), location: location)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), location: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), location: location)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return JSONNode(try parseLiteral(), location: location)
        default:
            throw JSONParseError("expected a value, found \(found())", at: index)
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> [JSONMember] {
        try enterContainer()
        var members: [JSONMember] = []
        var comma: Int?
        skipWhitespace()
        while true {
            if peek == UInt8(ascii: "}") {
                if let comma { throw JSONParseError("a ',' before '}' (JSON allows no trailing comma)", at: comma) }
                index += 1
                depth -= 1
                return members
            }
            guard peek == UInt8(ascii: "\"") else {
                let expected = comma == nil ? "a key in double quotes or '}'" : "a key in double quotes after ','"
                throw JSONParseError("expected \(expected), found \(found())", at: index)
            }
            let keyLocation = locator.location(at: index)
            let key = try parseString()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw JSONParseError("expected ':' after the key \(quoted(key)), found \(found())", at: index)
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: try parseValue()))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                comma = index
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                comma = nil
            default:
                throw JSONParseError(
                    "expected ',' or '}' after the value of \(quoted(key)), found \(found())", at: index)
            }
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> [JSONNode] {
        try enterContainer()
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                skipWhitespace()
                if peek == UInt8(ascii: "]") {
                    throw JSONParseError("a ',' before ']' (JSON allows no trailing comma)", at: comma)
                }
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return elements
            default:
                throw JSONParseError(
                    "expected ',' or ']' after element \(elements.count) of an array, found \(found())", at: index)
            }
        }
    }

    /// Steps over the opening bracket, one level deeper.
    private mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        if depth > JSONDocument.maximumDepth {
            throw JSONParseError(
                "arrays and objects are nested more than \(JSONDocument.maximumDepth) levels deep", at: index)
        }
        index += 1
    }

    /// `true`, `false` or `null`; any other word is an error.
    private mutating func parseLiteral() throws(JSONParseError) -> JSONNode.Value {
        let start = index
        while index < text.count, Self.isWordByte(text[index]) { index += 1 }
        switch String(decoding: text[start..<index], as: UTF8.self) {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case let word:
            let shown = word.count > 32 ? word.prefix(32) + "…" : word
            throw JSONParseError(
                "unexpected word '\(shown)' where a value should be (text needs double quotes; the literals are "
                    + "true, false and null)", at: start)
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// The byte at the current offset, or `nil` at the end.
    var peek: UInt8? { index < text.count ? text[index] : nil }

    mutating func skipWhitespace() {
        while index < text.count {
            switch text[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The character at the current offset as messages show it, or `the end of the file`.
    func found() -> String { found(at: index) }

    /// The character at `offset` as messages show it, or `the end of the file`.
    func found(at offset: Int) -> String {
        guard offset < text.count else { return "the end of the file" }
        guard let scalar = JSONUTF8.scalar(in: text, at: offset) else { return "a byte that is no UTF-8" }
        let visible = scalar.value > 0x20 && scalar.value != 0x7F && !(0x80...0xA0).contains(scalar.value)
            && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .format
        if !visible { return "character \(codePoint(scalar))" }
        if scalar == "'" { return "\"'\"" }
        return scalar.isASCII ? "'\(scalar)'" : "'\(scalar)' (\(codePoint(scalar)))"
    }

    /// A key in double quotes, escaped, as messages show keys.
    func quoted(_ key: String) -> String { StringsWriter.quoted(key) }
}
