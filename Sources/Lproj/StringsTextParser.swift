import CTextKernels

/// Parses old-style property-list text (`"key" = "value";`) as CoreFoundation does, but goes on past errors so that
/// one bad line does not hide the rest, and records what Apple's parser would make of each problem.
struct StringsTextParser<Unit: SourceUnit> {
    var scanner: TextScanner<Unit>
    /// The entries read, as offsets (see ``StringsEntrySlot``).
    private(set) var slots: [StringsEntrySlot] = []
    /// The UTF-8 of texts that are not plain source bytes (see ``StringsTextEntries/arena``).
    private(set) var arena: [UInt8] = []
    private(set) var issues: [PendingIssue] = []
    /// The units before the first entry that belong to the file's frame (up to an opening `{`).
    private(set) var header = 0..<0
    /// Where the last entry ends: trivia after it belongs to the footer.
    private var lastEntryEnd = 0
    private var isBraced = false
    /// Made on the first problem, so that every problem's column is a lookup.
    private var scalarCountIndex: ScalarCountIndex<Unit>?
    /// Problems found after the first ``recordedIssueLimit``, counted but not kept (see ``record(_:)``).
    private(set) var unrecordedIssueCount = 0
    /// Where the earliest kept problem that rejects the file or stops the reading is.
    private var firstDecisiveOffset = Int.max

    /// How many problems of one file the parser keeps: a 30 MB file of stray characters has tens of millions, and
    /// keeping each (then a finding for each) took gigabytes.
    static var recordedIssueLimit: Int { 10_000 }

    init(units: UnsafeBufferPointer<Unit>, file: String) {
        scanner = TextScanner(units: units, file: file)
        // A UTF-16 file's keys and values all go to the arena: most of the text.
        if Unit.bitWidth == 16 { arena.reserveCapacity(units.count) }
        // An entry ends at a `;`: room for as many entries as there are, so that the entries are not copied as they
        // grow (a thousand-entry file's were copied ten times). At most one per ten bytes (`"k" = "v";`), so that a
        // file of semicolons in comments reserves no more than five times its size; shorter entries grow as before.
        if Unit.bitWidth == 8, let base = UnsafeRawPointer(units.baseAddress) {
            let semicolons = l10n_text_count_byte(
                base.assumingMemoryBound(to: UInt8.self), units.count, UInt8(ascii: ";"))
            let room = min(semicolons, units.count / 10)
            slots = [StringsEntrySlot](unsafeUninitializedCapacity: room) { buffer, count in
                // Each semicolon is most likely an entry's end, so their room is written as the entries are read; no
                // more than the text's size of it is made present, in case the semicolons are in comments.
                if let start = buffer.baseAddress {
                    MemoryAdvice.populate(start, count: min(room * MemoryLayout<StringsEntrySlot>.stride, units.count))
                }
                count = 0
            }
        }
    }

    var lineEnding: LineEnding { scanner.lineEnding }
    var footer: Range<Int> { lastEntryEnd..<scanner.units.count }

    /// Parses the whole text.
    mutating func parse() {
        var trivia = skipTrivia(beforeKey: true)
        guard let first = scanner.current else { return }
        if first == ASCII.openBrace {
            isBraced = true
            scanner.advance()
            header = 0..<scanner.position
            lastEntryEnd = scanner.position
            trivia = skipTrivia(beforeKey: true)
        } else if !isStringStart(first) {
            // CoreFoundation's first object must be a dictionary or a string; anything else fails the file.
            report(unexpected: first, effect: .rejects)
            trivia = skipTrivia(beforeKey: true)
        } else if isLoneString() {
            report(.topLevelNotDictionary(kind: "a single string"), at: scanner.position, effect: .rejects)
            return
        }
        parseEntries(after: trivia)
    }

    /// Whether the text is one string token and nothing else, which Apple reads as a string, not a table.
    private mutating func isLoneString() -> Bool {
        var probe = self
        let token = probe.scanner.current == ASCII.doubleQuote || probe.scanner.current == ASCII.singleQuote
            ? probe.scanner.readQuotedString() : probe.scanner.readUnquotedString()
        guard token != nil else { return false }
        _ = probe.scanner.skipTrivia()
        return probe.scanner.isAtEnd
    }

    private mutating func parseEntries(after firstTrivia: Trivia) {
        var trivia = firstTrivia
        while let unit = scanner.current {
            if isStringStart(unit) {
                parseEntry(startingWith: unit, comment: trivia.lastComment)
            } else if unit == ASCII.closeBrace {
                scanner.advance()
                if isBraced {
                    closeBraces()
                    return
                }
                report(.unexpectedClosingBrace, at: scanner.position - 1, effect: .stops)
            } else {
                report(unexpected: unit, effect: .stops)
            }
            trivia = skipTrivia(beforeKey: true)
        }
        if isBraced {
            report(.missingClosingBrace, at: scanner.position, effect: .rejects)
        }
    }

    /// After the closing `}`: only trivia may follow.
    private mutating func closeBraces() {
        _ = skipTrivia()
        if !scanner.isAtEnd {
            report(.textAfterClosingBrace, at: scanner.position, effect: .rejects)
        }
    }

    private mutating func parseEntry(startingWith first: UInt32, comment: Range<Int>?) {
        let keyStart = scanner.position
        let keyLine = scanner.lineMark
        // An unclosed quote where a key starts ends Apple's reading quietly; after `=` it fails the file.
        guard let key = readString(startingWith: first, unterminated: .stops) else { return }
        var valueEnd = scanner.lineMark
        skipTriviaInEntry()
        guard let next = scanner.current else {
            report(.missingSemicolon(key: text(of: key)), at: key.range.upperBound, on: valueEnd, effect: .rejects)
            return
        }
        var value = key
        var valueStart = scanner.lineMark
        if next == ASCII.equals {
            scanner.advance()
            skipTriviaInEntry()
            valueStart = scanner.lineMark
            guard let parsed = readValue(for: key) else { return }
            value = parsed
            valueEnd = scanner.lineMark
            skipTriviaInEntry()
        } else if next != ASCII.semicolon {
            report(.expectedEqualsOrSemicolon(key: text(of: key)), at: scanner.position, effect: .rejects)
            skipStatement()
            return
        }
        let end: Int
        if scanner.current == ASCII.semicolon {
            scanner.advance()
            end = scanner.position
        } else {
            end = value.range.upperBound
            if valueEnd.line > valueStart.line, value.range != key.range {
                report(.runawayString(key: text(of: key)), at: value.range.lowerBound, on: valueStart, effect: .rejects)
            } else if value.range != key.range, scanner.position == end, scanner.current != ASCII.doubleQuote,
                      restOfLineEndsAQuotedValue() {
                report(.unescapedQuote(key: text(of: key)), at: end - 1, on: valueEnd, effect: .rejects)
            } else {
                report(.missingSemicolon(key: text(of: key)), at: end, on: valueEnd, effect: .rejects)
            }
            if !isAtLineStart(scanner.position) { skipStatement() }
        }
        let keySpan = span(of: key)
        let valueSpan = value.range == key.range ? keySpan : span(of: value)
        if keySpan.hasUnpairedSurrogateEscape || valueSpan.hasUnpairedSurrogateEscape {
            record(PendingIssue(
                problem: .unpairedSurrogateEscape(key: text(of: key)), location: location(at: keyStart, on: keyLine),
                offset: keyStart, effect: .changesText))
        }
        slots.append(StringsEntrySlot(
            key: keySpan.span, value: valueSpan.span, start: UInt32(keyStart),
            end: UInt32(end), triviaStart: UInt32(lastEntryEnd), valueStart: UInt32(value.range.lowerBound),
            commentStart: UInt32(comment?.lowerBound ?? 0), commentEnd: UInt32(comment?.upperBound ?? 0)))
        lastEntryEnd = end
    }

    /// The text of a token, escapes resolved: made only for messages.
    private func text(of token: StringToken) -> String { scanner.text(of: token) }

    /// Where a token's text is in UTF-8: its source bytes in a UTF-8 text with no escape, else appended to the arena
    /// (escapes resolved); and whether a `\U` escape in it made half a surrogate pair.
    private mutating func span(of token: StringToken) -> (span: TextSpan, hasUnpairedSurrogateEscape: Bool) {
        if Unit.bitWidth == 8 && !token.hasEscape { return (TextSpan(token.content, inArena: false), false) }
        let start = arena.count
        var unpaired = false
        if token.hasEscape {
            unpaired = scanner.appendResolvedUTF8(of: token, to: &arena)
        } else {
            Unit.appendUTF8(of: UnsafeBufferPointer(rebasing: scanner.units[token.content]), to: &arena)
        }
        return (TextSpan(start..<arena.count, inArena: true), unpaired)
    }

    /// Reads a quoted or unquoted string at the current position, whose first unit is `unit`, reporting an
    /// unterminated one.
    private mutating func readString(startingWith unit: UInt32, unterminated effect: AppleEffect = .rejects)
        -> StringToken? {
        guard unit == ASCII.doubleQuote || unit == ASCII.singleQuote else { return scanner.readUnquotedString() }
        let start = scanner.position
        let line = scanner.lineMark
        if let token = scanner.readQuotedString() { return token }
        record(PendingIssue(
            problem: .unterminatedString, location: location(at: start, on: line), offset: start, effect: framed(effect)))
        return nil
    }

    /// Reads the value after `=`: a string, or an array, dictionary or data (reported, since a table needs text).
    @inline(__always)
    private mutating func readValue(for key: StringToken) -> StringToken? {
        if let unit = scanner.current, isStringStart(unit) { return readString(startingWith: unit) }
        return readOtherValue(for: key)
    }

    /// Reads a value that is no string: reports it (a table needs text) and skips it; `nil` when it is missing or
    /// unreadable.
    private mutating func readOtherValue(for key: StringToken) -> StringToken? {
        guard let unit = scanner.current else {
            report(.missingValue(key: text(of: key)), at: scanner.position, effect: .rejects)
            return nil
        }
        let kinds: [UInt32: String] = [0x28: "an array", 0x7B: "a dictionary", 0x3C: "data"]
        guard let kind = kinds[unit] else {
            report(.missingValue(key: text(of: key)), at: scanner.position, effect: .rejects)
            skipStatement()
            return nil
        }
        let start = scanner.position
        report(.nonStringValue(key: text(of: key), kind: kind), at: start, effect: .none)
        if let problem = skipNestedValue() {
            report(problem.problem, at: problem.offset, on: problem.line, effect: .rejects)
            skipStatement()
            return nil
        }
        return StringToken(range: start..<scanner.position, content: start..<scanner.position)
    }

    /// Recovers from a broken entry: skips to just past the next `;` on this line, or to the line's end.
    /// Whether the rest of the line, right after a value that is not followed by `;` (text follows its closing quote
    /// with no space), holds a `"` followed by `;` (spaces between): the mark of a quote inside the value that was
    /// not escaped (`"He said "hi" to me";`).
    private func restOfLineEndsAQuotedValue() -> Bool {
        var probe = scanner
        var afterQuote = false
        while let unit = probe.current, unit != ASCII.newline, unit != ASCII.carriageReturn {
            if unit == ASCII.semicolon, afterQuote { return true }
            if unit == ASCII.doubleQuote {
                afterQuote = true
            } else if unit != ASCII.space && unit != ASCII.tab {
                afterQuote = false
            }
            probe.advance()
        }
        return false
    }

    private mutating func skipStatement() {
        while let unit = scanner.current, unit != ASCII.newline, unit != ASCII.carriageReturn {
            if unit == ASCII.doubleQuote || unit == ASCII.singleQuote {
                var probe = scanner
                if probe.readQuotedString() != nil, probe.line == scanner.line {
                    scanner = probe
                    continue
                }
            }
            scanner.advance()
            if unit == ASCII.semicolon { return }
        }
    }

    /// Skips white space and comments. Everything after an unclosed `/*` is a comment to Apple: where a key may
    /// start, its reading just ends there; anywhere inside an entry, the entry is cut short and the file fails.
    mutating func skipTrivia(beforeKey: Bool = false) -> Trivia {
        let trivia = scanner.skipTrivia()
        if let comment = trivia.unterminatedComment {
            report(.unterminatedComment, at: comment.offset, on: comment.line, effect: beforeKey ? .stops : .rejects)
        }
        return trivia
    }

    /// Skips the trivia inside an entry (around `=`, before `;`). In nearly every file that is one space or none,
    /// passed here without the general scan: what follows is then no white space, comment or separator.
    @inline(__always)
    private mutating func skipTriviaInEntry() {
        let units = scanner.units
        var offset = scanner.position
        if offset < units.count, units[offset] == 0x20 { offset += 1 }
        if offset < units.count, case let unit = UInt32(units[offset]), unit > 0x20, unit != ASCII.slash, unit < 0x80 {
            scanner.advance(offset - scanner.position)
            return
        }
        _ = skipTrivia()
    }

    /// Reports a character that cannot start a key, and skips the run of such characters.
    private mutating func report(unexpected unit: UInt32, effect: AppleEffect) {
        let start = scanner.position
        let problem: ParseProblem = scalar(at: start) == "\u{FEFF}"
            ? .strayByteOrderMark : .unexpectedCharacter(scalar(at: start))
        report(problem, at: start, effect: effect)
        while let next = scanner.current, !isStringStart(next), next != ASCII.closeBrace,
              !TextScanner<Unit>.isWhitespace(next), next != ASCII.slash {
            scanner.advance()
        }
        if scanner.position == start { scanner.advance() }
    }

    /// Reports a problem at `offset`, which is on the current line.
    private mutating func report(_ problem: ParseProblem, at offset: Int, effect: AppleEffect) {
        report(problem, at: offset, on: scanner.lineMark, effect: effect)
    }

    /// Reports a problem at `offset`, on the line `mark` recorded.
    private mutating func report(_ problem: ParseProblem, at offset: Int, on mark: LineMark, effect: AppleEffect) {
        guard mayRecord(offset: offset, effect: framed(effect)) else {
            unrecordedIssueCount += 1
            return
        }
        record(PendingIssue(problem: problem, location: location(at: offset, on: mark), offset: offset, effect: framed(effect)))
    }

    /// The location of `offset` on the line `mark` recorded, its column a lookup in ``scalarCountIndex``.
    private mutating func location(at offset: Int, on mark: LineMark) -> SourceLocation {
        let index = scalarCountIndex ?? ScalarCountIndex(scanner.units)
        scalarCountIndex = index
        return scanner.location(at: offset, on: mark, index: index)
    }

    /// Keeps `issue`, unless ``recordedIssueLimit`` problems are kept already and it cannot change what Apple's
    /// parser keeps of the file (it is not a rejection or stop before the earliest one kept): then only counts it.
    private mutating func record(_ issue: PendingIssue) {
        guard mayRecord(offset: issue.offset, effect: issue.effect) else {
            unrecordedIssueCount += 1
            return
        }
        if issue.effect == .rejects || issue.effect == .stops { firstDecisiveOffset = min(firstDecisiveOffset, issue.offset) }
        issues.append(issue)
    }

    private func mayRecord(offset: Int, effect: AppleEffect) -> Bool {
        issues.count < Self.recordedIssueLimit || ((effect == .rejects || effect == .stops) && offset < firstDecisiveOffset)
    }

    /// Inside `{ }`, a silent stop leaves Apple without the closing `}`, so the file fails instead.
    private func framed(_ effect: AppleEffect) -> AppleEffect {
        isBraced && effect == .stops ? .rejects : effect
    }

    /// The Unicode scalar starting at `offset`.
    private func scalar(at offset: Int) -> Unicode.Scalar {
        var end = offset + 1
        while end < scanner.units.count, !Unit.startsScalar(scanner.units[end]) { end += 1 }
        return scanner.text(offset..<end).unicodeScalars.first ?? "\u{FFFD}"
    }

    func isStringStart(_ unit: UInt32) -> Bool {
        unit == ASCII.doubleQuote || unit == ASCII.singleQuote || TextScanner<Unit>.isUnquotedCharacter(unit)
    }

    /// Whether only white space stands between the start of the line and `offset`.
    private func isAtLineStart(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= scanner.lineStart {
            let unit = UInt32(scanner.units[index])
            if unit == ASCII.newline || unit == ASCII.carriageReturn { return true }
            if !TextScanner<Unit>.isWhitespace(unit) { return false }
            index -= 1
        }
        return true
    }
}
