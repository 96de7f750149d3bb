import Lproj

/// The tokens of a text that must survive translation unchanged: popup template fields `{FIELD}` and the
/// legacy `${FIELD}`, numbered tokens `{0}`, and the argument names of ICU MessageFormat patterns
/// (`{count, plural, one {# file} other {# files}}` has the one argument `count`; its sub-messages are text).
///
/// A field token is `{` letters, digits and `_ . / -` `}`, as the popup renderer substitutes them; braces around
/// anything else (spaces, quotes, JSON) are text. Field names match without regard to case, as popups match them;
/// in an ICU message (a text with an argument such as `{n, number}`) names are case-sensitive, as ICU's are.
struct TokenSet: Hashable, Sendable {
    /// One token as written.
    struct Token: Hashable, Sendable {
        /// The name it refers to (`NAME`, `0`, `count`).
        var name: String
        /// The text as written (`{NAME}`, `${NAME}`, `{count, plural, ...}` shown as `{count}`).
        var display: String
    }

    /// The tokens in text order, duplicates included.
    var tokens: [Token] = []
    /// Whether the text is an ICU message, so that names are compared with case.
    var isMessageFormat = false

    /// The ICU argument types that may follow an argument's name.
    static let argumentTypes: Set<String> = [
        "number", "date", "time", "spellout", "ordinal", "duration", "plural", "select", "selectordinal", "choice",
    ]
    /// The argument types whose style is a list of sub-messages, which can hold arguments of their own.
    static let messageTypes: Set<String> = ["plural", "select", "selectordinal"]

    /// Finds the tokens of `text`.
    init(_ text: String) {
        // Every token starts at `{`: a text without one has none, and is not split into characters.
        guard text.containsUTF8(UInt8(ascii: "{")) else { return }
        var index = 0
        // ASCII text is scanned as bytes, each a character; any other as characters (grapheme clusters).
        if let ascii = text.withUTF8Bytes({ bytes in
            bytes.allSatisfy { $0 < 0x80 } ? Array(unsafeUninitializedCapacity: bytes.count) { buffer, count in
                for (offset, byte) in bytes.enumerated() { buffer[offset] = ASCIICharacter(byte) }
                count = bytes.count
            } : nil
        }) {
            scan(ascii, &index, until: nil)
        } else {
            scan(Array(text), &index, until: nil)
        }
    }

    /// The names compared, as written or lowercased, each with how it is first shown.
    func names(caseSensitive: Bool) -> [String: String] {
        var result: [String: String] = [:]
        for token in tokens {
            let key = caseSensitive ? token.name : token.name.lowercased()
            if result[key] == nil { result[key] = token.display }
        }
        return result
    }

    /// Reads tokens from `index` to the end, or to the `}` that closes a sub-message when `closing` is set.
    private mutating func scan<Unit: TokenCharacter>(_ characters: [Unit], _ index: inout Int, until closing: Unit?) {
        while index < characters.count {
            let character = characters[index]
            if character == closing { return }
            guard character == "{" else {
                index += 1
                continue
            }
            if let (name, end) = Self.fieldToken(characters, at: index) {
                let legacy = index > 0 && characters[index - 1] == "$"
                tokens.append(Token(name: name, display: (legacy ? "$" : "") + Unit.string(characters[index...end])))
                index = end + 1
            } else if let (name, type, afterType) = Self.argumentHead(characters, at: index) {
                isMessageFormat = true
                tokens.append(Token(name: name, display: "{\(name)}"))
                index = afterType
                if Self.messageTypes.contains(type) {
                    scanSubMessages(characters, &index)
                } else {
                    index = Self.matchingBrace(characters, from: index).map { $0 + 1 } ?? characters.count
                }
            } else {
                index += 1
            }
        }
    }

    /// After `{count, plural`: `, offset:1 one {...} other {...}}`: reads each `{...}` sub-message for arguments,
    /// and stops after the argument's closing `}`.
    private mutating func scanSubMessages<Unit: TokenCharacter>(_ characters: [Unit], _ index: inout Int) {
        while index < characters.count {
            switch characters[index] {
            case "}":
                index += 1
                return
            case "{":
                index += 1
                scan(characters, &index, until: "}")
                index += 1
            default:
                index += 1
            }
        }
    }

    /// `{NAME}` at `index`: the name and the index of the `}`.
    static func fieldToken<Unit: TokenCharacter>(_ characters: [Unit], at index: Int) -> (String, Int)? {
        var end = index + 1
        while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
        guard end > index + 1, end < characters.count, characters[end] == "}" else { return nil }
        return (Unit.string(characters[(index + 1)..<end]), end)
    }

    /// `{name, type` at `index` (spaces allowed around the parts): the name, the type, and the index after the type.
    static func argumentHead<Unit: TokenCharacter>(_ characters: [Unit], at index: Int)
        -> (String, String, Int)? {
        var cursor = index + 1
        func skipSpaces() { while cursor < characters.count, characters[cursor].isWhitespace { cursor += 1 } }
        func word() -> String {
            let start = cursor
            while cursor < characters.count, characters[cursor].isLetter || characters[cursor].isNumber
                || characters[cursor] == "_" { cursor += 1 }
            return Unit.string(characters[start..<cursor])
        }
        skipSpaces()
        let name = word()
        skipSpaces()
        guard !name.isEmpty, cursor < characters.count, characters[cursor] == "," else { return nil }
        cursor += 1
        skipSpaces()
        let type = word()
        guard argumentTypes.contains(type) else { return nil }
        skipSpaces()
        guard cursor < characters.count, characters[cursor] == "," || characters[cursor] == "}" else { return nil }
        return (name, type, cursor)
    }

    /// The index of the `}` that closes the brace level open at `index`.
    static func matchingBrace<Unit: TokenCharacter>(_ characters: [Unit], from index: Int) -> Int? {
        var depth = 1
        var cursor = index
        while cursor < characters.count {
            if characters[cursor] == "{" { depth += 1 }
            if characters[cursor] == "}" {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor += 1
        }
        return nil
    }

    static func isNameCharacter<Unit: TokenCharacter>(_ character: Unit) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == "/"
            || character == "-"
    }
}
