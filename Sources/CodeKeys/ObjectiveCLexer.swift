/// Splits Objective-C source into the tokens the call matcher needs: comments, preprocessor lines and `#if 0`
/// blocks skipped, adjacent string literals joined into one.
struct ObjectiveCLexer: CallLexer {
    var cursor: ByteCursor
    /// Whether only spaces have been seen since the last newline, so that `#` starts a directive.
    private var atLineStart = true
    /// Whether the lexer reads a macro's body: a `\` before a newline joins the lines, and a `#` is an operator,
    /// never a directive.
    private var readsMacroBody = false

    init(bytes: [UInt8], path: String) {
        cursor = ByteCursor(bytes: bytes, path: path)
    }

    /// A lexer from `cursor`, at the start of a token: not at the start of a line, since a `#` there would have
    /// started a directive, not a token.
    init(cursor: ByteCursor) {
        self.cursor = cursor
        atLineStart = cursor.index == 0
    }

    /// A lexer of the body of a macro (see ``NestedCode``) from `cursor`.
    init(nestedIn cursor: ByteCursor) {
        self.cursor = cursor
        readsMacroBody = true
    }

    /// Every token of the file, and the problems met.
    static func tokens(bytes: [UInt8], path: String) -> (SourceTokens, LineIndex) {
        var lexer = ObjectiveCLexer(bytes: bytes, path: path)
        lexer.lexAll()
        return (lexer.cursor.output, lexer.cursor.lines)
    }

    /// Whether a line started after the run's last token, so that `lexStep` knows whether a `#` starts a directive.
    mutating func notePlainRun(_ run: ByteCursor.PlainRun) {
        if run.newlineSinceToken {
            atLineStart = true
        } else if run.passedToken {
            atLineStart = false
        }
    }

    /// Lexes what starts at the cursor (not at the end): spaces, a comment, a directive, or one token.
    mutating func lexStep() {
        let byte = cursor.peek()
        if readsMacroBody, let end = continuationEnd() {
            cursor.index = end
            return
        }
        if byte == UInt8(ascii: "\n") {
            atLineStart = true
            cursor.index += 1
            return
        }
        if ByteCursor.isSpace(byte) {
            cursor.index += 1
            while !cursor.isAtEnd, cursor.peek() != UInt8(ascii: "\n"), ByteCursor.isSpace(cursor.peek()) {
                cursor.index += 1
            }
            return
        }
        if byte == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "/") {
            cursor.skipLineComment()
            return
        }
        if byte == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "*") {
            cursor.skipBlockComment(nested: false)
            return
        }
        let wasAtLineStart = atLineStart
        atLineStart = false
        if byte == UInt8(ascii: "#"), wasAtLineStart, !readsMacroBody {
            lexDirective()
            atLineStart = true
        } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "@") && cursor.peek(1) == UInt8(ascii: "\"")) {
            lexStrings()
        } else if byte == UInt8(ascii: "'") {
            skipCharacterLiteral()
        } else if ByteCursor.isNameByte(byte) {
            cursor.lexWord()
        } else {
            cursor.add(Token(kind: .punctuation(byte), start: cursor.index, end: cursor.index + 1))
            cursor.index += 1
        }
    }

    /// A string literal and those adjacent to it (`@"a" @"b"`, `@"a" "b"`), as one token. Skimming, only the
    /// hash of the joined text is kept, worked out piece by piece.
    mutating func lexStrings() {
        let start = cursor.index
        let skimming = cursor.isSkimming
        var bytes: [UInt8] = []
        var hash = FNV1a.start
        while true {
            if cursor.peek() == UInt8(ascii: "@") { cursor.index += 1 }
            // Skimming needs only the end of a literal, which a plain one shows at once.
            if skimming, let end = cursor.plainQuotedEnd(from: cursor.index) {
                hash = FNV1a.hash(cursor.bytes[(cursor.index + 1)..<(end - 1)], continuing: hash)
                cursor.index = end
            } else {
                var reader = CStringReader(bytes: cursor.bytes, start: cursor.index)
                reader.read(into: &bytes)
                cursor.index = reader.index
                for (kind, message, offset) in reader.problems { cursor.problem(kind, message, at: offset) }
                if skimming {
                    hash = FNV1a.hash(bytes, continuing: hash)
                    bytes.removeAll(keepingCapacity: true)
                }
                guard reader.isTerminated else { break }
            }
            // Another literal after spaces and comments continues this one.
            let saved = cursor.index
            skipSpacesAndComments()
            let next = cursor.peek()
            if next == UInt8(ascii: "\"") || (next == UInt8(ascii: "@") && cursor.peek(1) == UInt8(ascii: "\"")) { continue }
            cursor.index = saved
            break
        }
        if skimming {
            cursor.literalTexts.insert(fnv1a: hash)
            cursor.addString(start: start, end: cursor.index, segments: [])
        } else {
            cursor.addString(start: start, end: cursor.index, segments: [.text(String(decoding: bytes, as: UTF8.self))])
        }
    }

    /// Skips spaces, newlines and comments (not directives; in a macro's body, continued lines).
    private mutating func skipSpacesAndComments() {
        while !cursor.isAtEnd {
            if readsMacroBody, let end = continuationEnd() {
                cursor.index = end
            } else if ByteCursor.isSpace(cursor.peek()) {
                if cursor.peek() == UInt8(ascii: "\n") { atLineStart = true }
                cursor.index += 1
            } else if cursor.peek() == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "/") {
                cursor.skipLineComment()
            } else if cursor.peek() == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "*") {
                cursor.skipBlockComment(nested: false)
            } else {
                return
            }
        }
    }

    /// Just past the newline when the cursor is at a `\` that ends a line (`\` then `\n` or `\r\n`).
    private func continuationEnd() -> Int? {
        guard cursor.peek() == UInt8(ascii: "\\") else { return nil }
        if cursor.peek(1) == UInt8(ascii: "\n") { return cursor.index + 2 }
        if cursor.peek(1) == UInt8(ascii: "\r"), cursor.peek(2) == UInt8(ascii: "\n") { return cursor.index + 3 }
        return nil
    }

    /// `'a'`, `'\''`: skipped, so that a quote in it starts no string.
    private mutating func skipCharacterLiteral() {
        cursor.index += 1
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "\\") {
                cursor.index += 2
            } else if byte == UInt8(ascii: "'") {
                cursor.index += 1
                return
            } else if byte == UInt8(ascii: "\n") {
                return
            } else {
                cursor.index += 1
            }
        }
    }
}
