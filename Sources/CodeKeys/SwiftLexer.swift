/// Splits Swift source into the tokens the call matcher needs, skipping comments and reading literals exactly.
struct SwiftLexer: CallLexer {
    var cursor: ByteCursor

    init(bytes: [UInt8], path: String) {
        cursor = ByteCursor(bytes: bytes, path: path)
    }

    init(cursor: ByteCursor) {
        self.cursor = cursor
    }

    /// A lexer of an interpolation's content from `cursor`: Swift reads it as any other code.
    init(nestedIn cursor: ByteCursor) {
        self.cursor = cursor
    }

    /// Every token of the file, and the problems met.
    static func tokens(bytes: [UInt8], path: String) -> (SourceTokens, LineIndex) {
        var lexer = SwiftLexer(bytes: bytes, path: path)
        lexer.lexAll()
        return (lexer.cursor.output, lexer.cursor.lines)
    }

    /// Nothing: in Swift a line's start changes how nothing is read.
    mutating func notePlainRun(_ run: ByteCursor.PlainRun) {}

    /// Lexes what starts at the cursor (not at the end): spaces, a comment, or one token.
    mutating func lexStep() {
        let byte = cursor.peek()
        if ByteCursor.isSpace(byte) {
            cursor.index = cursor.bytes.withUnsafeBufferPointer { buffer in
                var end = cursor.index + 1
                while end < buffer.count, ByteCursor.isSpace(buffer[end]) { end += 1 }
                return end
            }
        } else if byte == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "/") {
            cursor.skipLineComment()
        } else if byte == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "*") {
            cursor.skipBlockComment(nested: true)
        } else if byte == UInt8(ascii: "\""), cursor.isSkimming, let end = cursor.plainQuotedEnd(from: cursor.index) {
            cursor.literalTexts.insert(utf8: cursor.bytes[(cursor.index + 1)..<(end - 1)])
            cursor.add(Token(kind: .string, start: cursor.index, end: end))
            cursor.index = end
        } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringHashes() != nil) {
            let start = cursor.index
            let segments = lexString()
            cursor.addString(start: start, end: cursor.index, segments: segments)
        } else if ByteCursor.isNameByte(byte) {
            cursor.lexWord()
        } else if byte == UInt8(ascii: "`") {
            lexBacktickName()
        } else if byte == UInt8(ascii: "#") {
            noteMarker()
            cursor.add(Token(kind: .punctuation(byte), start: cursor.index, end: cursor.index + 1))
            cursor.index += 1
        } else {
            cursor.add(Token(kind: .punctuation(byte), start: cursor.index, end: cursor.index + 1))
            cursor.index += 1
        }
    }

    /// At `#`: how many `#` open a raw string here, or `nil` when no `"` follows them.
    func rawStringHashes() -> Int? {
        var count = 0
        while cursor.peek(count) == UInt8(ascii: "#") { count += 1 }
        return cursor.peek(count) == UInt8(ascii: "\"") ? count : nil
    }

    /// `` `name` ``: a name token over the text between the backticks.
    mutating func lexBacktickName() {
        let start = cursor.index
        var end = start + 1
        while end < cursor.bytes.count, ByteCursor.isNameByte(cursor.bytes[end]) { end += 1 }
        if end < cursor.bytes.count, cursor.bytes[end] == UInt8(ascii: "`"), end > start + 1 {
            cursor.add(Token(kind: .identifier, start: start + 1, end: end))
            cursor.index = end + 1
        } else {
            cursor.add(Token(kind: .punctuation(UInt8(ascii: "`")), start: start, end: start + 1))
            cursor.index += 1
        }
    }

    /// Lexes a string literal starting at its `#`s or `"`; its pieces. The cursor ends past the closing delimiter.
    mutating func lexString() -> [LiteralSegment] {
        let start = cursor.index
        let hashes = rawStringHashes() ?? 0
        cursor.index += hashes
        let isMultiline = cursor.peek() == UInt8(ascii: "\"") && cursor.peek(1) == UInt8(ascii: "\"")
            && cursor.peek(2) == UInt8(ascii: "\"")
        cursor.index += isMultiline ? 3 : 1
        var reader = SwiftStringReader(
            bytes: cursor.bytes, start: start, contentStart: cursor.index, hashes: hashes, isMultiline: isMultiline)
        let first = reader.read(indentation: 0)
        guard isMultiline, reader.isTerminated, let indentation = reader.closingIndentation, !indentation.isEmpty else {
            finish(reader)
            return first
        }
        var stripped = SwiftStringReader(
            bytes: cursor.bytes, start: start, contentStart: cursor.index, hashes: hashes, isMultiline: true)
        let segments = stripped.read(indentation: indentation.count, indentationBytes: indentation)
        finish(stripped)
        return segments
    }

    /// Moves past the literal `reader` read, records its problems, and notes its interpolations to be read later.
    private mutating func finish(_ reader: SwiftStringReader) {
        cursor.index = max(reader.index, cursor.index)
        for (kind, message, offset) in reader.problems { cursor.problem(kind, message, at: offset) }
        for range in reader.interpolations { cursor.output.nested.append(NestedCode(range: range)) }
    }
}
