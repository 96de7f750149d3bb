/// Something wrong in a localization file, as the reader found it.
public enum ParseProblem: Sendable, Hashable {
    // MARK: Encoding
    /// The file has no bytes at all.
    case emptyFile
    /// A byte sequence that is not valid UTF-8.
    case invalidUTF8(byte: UInt8)
    /// UTF-16 text with no byte order mark.
    case unmarkedUTF16(littleEndian: Bool)
    /// UTF-16 text with an odd number of bytes: the last byte is ignored.
    case truncatedUTF16
    /// UTF-32 text whose length is not a multiple of four, or holds a value that is no Unicode scalar.
    case invalidUTF32
    /// A UTF-16 surrogate that has no partner; it is read as U+FFFD.
    case unpairedSurrogate(UInt16)

    // MARK: Text `.strings` syntax
    /// A character that cannot start a key where a key should start.
    case unexpectedCharacter(Unicode.Scalar)
    /// A byte order mark (U+FEFF) after the start of the file, typically from two files joined together.
    case strayByteOrderMark
    /// A `}` where no `{` was opened.
    case unexpectedClosingBrace
    /// An entry that does not end with `;`.
    case missingSemicolon(key: String)
    /// A `"` inside a value that is not escaped: it ends the value early, and the rest of the text (`hi" to me";`)
    /// stands where the `;` should.
    case unescapedQuote(key: String)
    /// A key followed by something other than `=` or `;`.
    case expectedEqualsOrSemicolon(key: String)
    /// `key =` with no value after it.
    case missingValue(key: String)
    /// A quoted string that never ends.
    case unterminatedString
    /// A quoted value that runs over a line break into what follows, so that `;` is missing after it: the value's
    /// closing quote is probably missing.
    case runawayString(key: String)
    /// A `/*` comment that never ends.
    case unterminatedComment
    /// A file that opens with `{` and never closes it.
    case missingClosingBrace
    /// Text after the `}` that closes the file.
    case textAfterClosingBrace
    /// A value that is an array, a dictionary or data rather than text.
    case nonStringValue(key: String, kind: String)
    /// An array, dictionary or data value that does not follow the grammar.
    case malformedNestedValue(String)
    /// A `\U` escape that makes half a surrogate pair; it is read as U+FFFD.
    case unpairedSurrogateEscape(key: String)

    // MARK: Property lists
    /// An XML property list that is not well formed or not a property list.
    case malformedXML(String)
    /// A binary property list that cannot be decoded.
    case malformedBinaryPropertyList(String)
    /// A storyboard or xib that is not well-formed XML, or holds what Interface Builder never writes.
    case malformedInterfaceBuilderFile(String)
    /// A property list whose top level is not a dictionary.
    case topLevelNotDictionary(kind: String)
    /// A dictionary value where a `.strings` table needs text.
    case nonStringEntry(key: String, kind: String)

    // MARK: JSON
    /// A JSON file (such as a String Catalog) that is not well formed.
    case malformedJSON(String)

    /// The rule that reports this problem: `encoding` or `syntax-error`.
    public var ruleID: String {
        switch self {
        case .invalidUTF8, .unmarkedUTF16, .truncatedUTF16, .invalidUTF32, .unpairedSurrogate,
             .strayByteOrderMark:
            "encoding"
        default:
            "syntax-error"
        }
    }

    /// What the problem is, without its consequence or location.
    public var summary: String {
        switch self {
        case .emptyFile: "the file is empty (0 bytes)"
        case .invalidUTF8(let byte): "byte 0x\(hex(byte)) is not valid UTF-8"
        case .unmarkedUTF16(let little):
            "the file is UTF-16 \(little ? "little" : "big")-endian without a byte order mark"
        case .truncatedUTF16: "UTF-16 text with an odd number of bytes; the last byte is ignored"
        case .invalidUTF32: "the file is not valid UTF-32"
        case .unpairedSurrogate(let unit): "unpaired UTF-16 surrogate 0x\(hex(unit)) is read as U+FFFD"
        case .unexpectedCharacter(let scalar): "unexpected \(describe(scalar)) where a key should start"
        case .strayByteOrderMark: "a byte order mark (U+FEFF) in the middle of the file, as when two files are joined"
        case .unexpectedClosingBrace: "unexpected '}' with no '{' before it"
        case .missingSemicolon(let key): "missing ';' after the entry \(StringsWriter.quoted(key))"
        case .unescapedQuote(let key):
            "a '\"' inside the value of \(StringsWriter.quoted(key)) is not escaped, so it ends the value there and the "
                + "rest of the text stands where ';' should; write it as \\\""
        case .expectedEqualsOrSemicolon(let key): "expected '=' or ';' after the key \(StringsWriter.quoted(key))"
        case .missingValue(let key): "missing value after '=' for the key \(StringsWriter.quoted(key))"
        case .unterminatedString: "quoted string is never closed"
        case .runawayString(let key):
            "the value of \(StringsWriter.quoted(key)) runs over a line break and is followed by no ';': its closing quote is "
                + "probably missing"
        case .unterminatedComment: "comment '/*' is never closed"
        case .missingClosingBrace: "missing '}' at the end of the file, to close the '{' it opens with"
        case .textAfterClosingBrace: "text after the '}' that closes the file"
        case .nonStringValue(let key, let kind): "the value of \(StringsWriter.quoted(key)) is \(kind), not text"
        case .malformedNestedValue(let detail): "malformed value: \(detail)"
        case .unpairedSurrogateEscape(let key):
            "a \\U escape in \(StringsWriter.quoted(key)) makes half a surrogate pair, read as U+FFFD"
        case .malformedXML(let detail): "malformed XML property list: \(detail)"
        case .malformedInterfaceBuilderFile(let detail): "malformed Interface Builder file: \(detail)"
        case .malformedBinaryPropertyList(let detail): "malformed binary property list: \(detail)"
        case .topLevelNotDictionary(let kind): "the property list holds \(kind), not a dictionary"
        case .nonStringEntry(let key, let kind): "the value of \(StringsWriter.quoted(key)) is \(kind), not a string"
        case .malformedJSON(let detail): "malformed JSON: \(detail)"
        }
    }
}

private func hex<T: BinaryInteger>(_ value: T) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    let width = MemoryLayout<T>.size * 2
    return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
}

private func describe(_ scalar: Unicode.Scalar) -> String {
    let code = codePoint(scalar)
    let invisible = scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value)
        || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
    return invisible ? "character \(code)" : "'\(Character(scalar))' (\(code))"
}

/// `U+` and at least four hexadecimal digits, as Unicode writes a code point.
func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
}
