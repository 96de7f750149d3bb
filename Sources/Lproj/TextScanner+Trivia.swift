/// What `skipTrivia` found between two tokens.
struct Trivia {
    /// The last comment's text, without delimiters, or `nil` when there was none.
    var lastComment: Range<Int>?
    /// Where an unterminated `/*` starts, if one does, and its line.
    var unterminatedComment: (offset: Int, line: LineMark)?
}

extension TextScanner {
    /// Skips white space and comments as CoreFoundation does, remembering the last comment.
    ///
    /// An unterminated `/* ...` hides the rest of the file from Apple's parser; here it ends at the end of its line,
    /// so that what follows is still read and can be reported as lost.
    mutating func skipTrivia() -> Trivia {
        var trivia = Trivia()
        while position < units.count {
            let unit = UInt32(units[position])
            if unit == ASCII.newline || unit == ASCII.carriageReturn {
                position = passLineBreak(at: position)
            } else if Self.isWhitespace(unit) {
                position += 1
            } else if case let length = separatorLength(at: position), length > 0 {
                position += length
            } else if unit == ASCII.slash, let next = peek(1), next == ASCII.slash {
                let start = position + 2
                position = start
                skipCommentLine()
                trivia.lastComment = start..<position
            } else if unit == ASCII.slash, let next = peek(1), next == ASCII.asterisk {
                let start = position + 2
                if let end = blockCommentEnd(from: start) {
                    trivia.lastComment = start..<end
                } else {
                    trivia.unterminatedComment = (position, lineMark)
                    position = start
                    skipCommentLine()
                    trivia.lastComment = start..<position
                }
            } else {
                break
            }
        }
        return trivia
    }

    /// Finds the `*/` closing a block comment whose text starts at `start`, moving past it; `nil` if none.
    private mutating func blockCommentEnd(from start: Int) -> Int? {
        var offset = start
        let savedLine = (line, lineStart)
        while offset < units.count {
            offset = nextCandidate(from: offset, 0x2A, 0x2A)
            guard offset < units.count else { break }
            let unit = units[offset]
            if unit == 0x2A, offset + 1 < units.count, units[offset + 1] == 0x2F {
                position = offset + 2
                return offset
            }
            offset = unit == 0x0A || unit == 0x0D ? passLineBreak(at: offset) : offset + 1
        }
        rewindLine(to: savedLine.0, lineStart: savedLine.1)
        return nil
    }

    /// Moves to the end of a `//` comment: the next line break, U+2028 or U+2029.
    private mutating func skipCommentLine() {
        while true {
            position = nextCandidate(from: position, 0xE2, 0xE2)
            guard position < units.count, units[position] != 0x0A, units[position] != 0x0D,
                  separatorLength(at: position) == 0 else { return }
            position += 1
        }
    }

    /// The text of a comment, trimmed of white space and of the `*` that lines of a block comment often start with.
    func commentText(_ range: Range<Int>) -> String? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isCommentPadding(units[lower]) { lower += 1 }
        while upper > lower, isCommentPadding(units[upper - 1]) { upper -= 1 }
        return lower < upper ? text(lower..<upper) : nil
    }

    private func isCommentPadding(_ unit: Unit) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x2A
    }
}
