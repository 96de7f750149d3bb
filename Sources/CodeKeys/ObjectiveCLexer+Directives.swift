extension ObjectiveCLexer {
    /// A preprocessor line, skipped with its continuations; after `#if 0`, the lines up to the matching `#else`,
    /// `#elif` or `#endif` too. A conditional line is noted for the code contexts, and a `#define`'s body for the
    /// calls in it (read later, on its own).
    mutating func lexDirective() {
        let start = cursor.index
        let words = directiveLine()
        let first = words.first
        // Most directives are imports: told apart at once.
        if first == DirectiveWords.Word.importWord || first == DirectiveWords.Word.includeWord {
            if cursor.index <= start { cursor.index = start + 1 }
            return
        }
        if first == "if", words.second == "0" || words.second == "false" {
            cursor.output.markers.append(CodeMarker(kind: .conditionStart(.other), offset: start))
            skipInactiveLines()
        } else if first == "if" || first == "ifdef" || first == "ifndef" {
            let condition = condition(of: start)
            cursor.output.markers.append(CodeMarker(
                kind: .conditionStart(first == "ifndef" ? condition.negated : condition), offset: start))
        } else if first == "elif" {
            cursor.output.markers.append(CodeMarker(kind: .conditionAlternative(condition(of: start)), offset: start))
        } else if first == "else" {
            cursor.output.markers.append(CodeMarker(kind: .conditionElse, offset: start))
        } else if first == "endif" {
            cursor.output.markers.append(CodeMarker(kind: .conditionEnd, offset: start))
        } else if first == "define", let body = MacroDefinition(bytes: cursor.bytes, directive: start..<cursor.index) {
            cursor.output.nested.append(body.code)
        }
        if cursor.index <= start { cursor.index = start + 1 }
    }

    /// What the condition of the directive line from `start` (its `#`) up to the cursor says about `DEBUG`: the text
    /// after the directive's name.
    private func condition(of start: Int) -> DirectiveCondition {
        var position = start + 1
        let bytes = cursor.bytes
        while position < cursor.index, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        while position < cursor.index, ByteCursor.isNameByte(bytes[position]) { position += 1 }
        return DirectiveCondition(bytes[position..<cursor.index])
    }

    /// The first two words of the directive from `#` to the end of its line (lines ending with `\` joined, comments
    /// as spaces), words split at spaces, tabs and `#`; the cursor ends at the newline.
    private mutating func directiveLine() -> DirectiveWords {
        var words = DirectiveWords()
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "\\"), cursor.peek(1) == UInt8(ascii: "\n") {
                cursor.index += 2
            } else if byte == UInt8(ascii: "\n") {
                break
            } else if byte == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "/") {
                cursor.skipLineComment()
            } else if byte == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "*") {
                cursor.skipBlockComment(nested: false)
                words.add(0x20)
            } else {
                words.add(byte)
                cursor.index += 1
            }
        }
        return words
    }

    /// Skips the lines of an inactive `#if` block, nested blocks included, up to its `#else`, `#elif` or `#endif`
    /// line (which is skipped too, lexing going on after it, and noted as a marker).
    private mutating func skipInactiveLines() {
        var depth = 0
        while !cursor.isAtEnd {
            // At a newline: go to the first non-space byte of the next line.
            cursor.index += 1
            while cursor.peek() == 0x20 || cursor.peek() == 0x09 { cursor.index += 1 }
            guard cursor.peek() == UInt8(ascii: "#") else {
                skipRestOfLine()
                continue
            }
            let start = cursor.index
            let word = directiveLine().first
            if word.hasPrefix("if") {
                depth += 1
            } else if word == "endif" {
                if depth == 0 {
                    cursor.output.markers.append(CodeMarker(kind: .conditionEnd, offset: start))
                    return
                }
                depth -= 1
            } else if (word == "else" || word.hasPrefix("elif")) && depth == 0 {
                let kind: CodeMarker.Kind = word == "else"
                    ? .conditionElse : .conditionAlternative(condition(of: start))
                cursor.output.markers.append(CodeMarker(kind: kind, offset: start))
                return
            }
        }
    }

    /// Skips to the newline ending this line, past block comments that span lines.
    private mutating func skipRestOfLine() {
        while !cursor.isAtEnd, cursor.peek() != UInt8(ascii: "\n") {
            if cursor.peek() == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "*") {
                cursor.skipBlockComment(nested: false)
            } else {
                cursor.index += 1
            }
        }
    }
}

/// The first two words of a preprocessor line, as the lexer tells directives apart (`if 0`, `endif`): kept as their
/// first eight bytes and their length, so that the thousands of `#import` lines of a project allocate nothing.
struct DirectiveWords {
    /// The first word (`if` of `#if 0`; `import` of `# import`).
    private(set) var first = Word()
    /// The second word, if any.
    private(set) var second = Word()
    /// How many words have started.
    private var started = 0
    /// Whether the last byte added was part of a word.
    private var inWord = false

    /// Adds the line's next byte: spaces, tabs and `#` split words.
    mutating func add(_ byte: UInt8) {
        if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "#") {
            inWord = false
            return
        }
        if !inWord {
            inWord = true
            started += 1
        }
        switch started {
        case 1: first.append(byte)
        case 2: second.append(byte)
        default: break
        }
    }

    /// A word: its length, and its first eight bytes packed (the first in the lowest byte).
    struct Word {
        private var packed: UInt64 = 0
        private var count = 0

        mutating func append(_ byte: UInt8) {
            if count < 8 { packed |= UInt64(byte) << (8 * UInt64(count)) }
            count += 1
        }

        /// `import` and `include`, the words of most directives, made once.
        static let importWord = Word(text: "import")
        static let includeWord = Word(text: "include")

        /// A word of `text` (ASCII).
        init(text: StaticString) {
            text.withUTF8Buffer { bytes in
                for byte in bytes { append(byte) }
            }
        }

        init() {}

        /// Whether two words are the same, as far as their first eight bytes and their lengths tell.
        static func == (word: Word, other: Word) -> Bool {
            word.packed == other.packed && word.count == other.count
        }

        /// Whether the word is `text` (ASCII, at most eight bytes).
        static func == (word: Word, text: StaticString) -> Bool {
            text.withUTF8Buffer { word.count == $0.count } && word.hasPrefix(text)
        }

        /// Whether the word starts with `text` (ASCII, at most eight bytes).
        func hasPrefix(_ text: StaticString) -> Bool {
            text.withUTF8Buffer { bytes in
                guard count >= bytes.count, bytes.count <= 8 else { return false }
                var expected: UInt64 = 0
                for (index, byte) in bytes.enumerated() { expected |= UInt64(byte) << (8 * UInt64(index)) }
                let mask: UInt64 = bytes.count == 8 ? ~0 : (1 << (8 * UInt64(bytes.count))) - 1
                return packed & mask == expected
            }
        }
    }
}
