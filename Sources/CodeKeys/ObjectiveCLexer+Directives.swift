extension ObjectiveCLexer {
    /// A preprocessor line, skipped with its continuations (a macro's body holds no call genstrings reads); after
    /// `#if 0`, the lines up to the matching `#else`, `#elif` or `#endif` too.
    mutating func lexDirective() {
        let start = cursor.index
        let line = directiveLine()
        let words = Self.words(line)
        if words.first == "if", words.count >= 2, words[1] == "0" || words[1] == "false" {
            skipInactiveLines()
        }
        if cursor.index <= start { cursor.index = start + 1 }
    }

    /// The words of a directive line, split at spaces, tabs and `#` (by bytes: splitting by characters is slower).
    private static func words(_ line: String) -> [Substring] {
        line.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "#") }).map { Substring($0) }
    }

    /// The directive from `#` to the end of its line (lines ending with `\` joined, comments removed); the cursor
    /// ends at the newline.
    private mutating func directiveLine() -> String {
        var bytes: [UInt8] = []
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
                bytes.append(0x20)
            } else {
                bytes.append(byte)
                cursor.index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Skips the lines of an inactive `#if` block, nested blocks included, up to its `#else`, `#elif` or `#endif`
    /// line (which is skipped too, lexing going on after it).
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
            let line = directiveLine()
            let word = Self.words(line).first ?? ""
            if word.hasPrefix("if") {
                depth += 1
            } else if word == "endif" {
                if depth == 0 { return }
                depth -= 1
            } else if (word == "else" || word.hasPrefix("elif")) && depth == 0 {
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
