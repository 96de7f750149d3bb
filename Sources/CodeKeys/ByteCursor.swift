#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lproj

/// A position in a file's bytes with the lexing steps both languages share.
struct ByteCursor {
    /// What a lexer does with the tokens it reads.
    enum Mode {
        /// Keeps every token, and records problems (the whole file as tokens).
        case all
        /// Keeps no token, records problems, and notes where the names of `functions` start (see `candidates`).
        case skim
        /// Keeps every token, records no problem (a stretch of a file skimmed before).
        case window
    }

    let bytes: [UInt8]
    var index = 0
    /// Where lexing stops: the end of the bytes, or of a stretch of nested code read on its own.
    var end: Int
    let lines: LineIndex
    var output = SourceTokens()
    var mode: Mode
    /// When skimming, the functions whose names are looked for.
    let functions: FunctionIndex?
    /// When skimming: the names that may start a call, each with where lexing can start again to read the call (the
    /// start of the second token before the name, so that the matcher sees what comes before it), and the name's index
    /// in `functions` (``FunctionIndex/nameIndex(_:_:)``).
    var candidates: [(name: Int, restart: Int, index: Int)] = []
    /// When skimming: the texts of the literals passed (see ``SourceScan/literalTexts``).
    var literalTexts = LiteralTexts()
    /// When skimming: the starts of the last two tokens, the older first.
    private var recent = (0, 0)
    /// When skimming: the last 64 bytes classified at once.
    private var block = ClassifiedBlock()

    init(bytes: [UInt8], path: String, mode: Mode = .all, functions: FunctionIndex? = nil, lines: LineIndex? = nil) {
        self.bytes = bytes
        end = bytes.count
        self.lines = lines ?? LineIndex(bytes: bytes, path: path)
        self.mode = mode
        self.functions = functions
    }

    /// Adds `token` (when skimming, notes it, and whether it is a name of the functions looked for).
    @inline(__always)
    mutating func add(_ token: Token) {
        switch mode {
        case .all, .window:
            output.tokens.append(token)
        case .skim:
            if token.kind == .identifier, let functions, let index = bytes.withUnsafeBufferPointer({
                functions.nameIndex($0, token.start..<token.end)
            }) {
                candidates.append((token.start, recent.0, index))
            }
            recent = (recent.1, token.start)
        }
    }

    /// Adds the string literal token over `start..<end`, whose pieces are `segments`.
    mutating func addString(start: Int, end: Int, segments: [LiteralSegment]) {
        if case .skim = mode {
            if segments.count == 1, case .text(let text) = segments[0] { literalTexts.insert(utf8: text.utf8) }
            add(Token(kind: .string, start: start, end: end))
            return
        }
        output.literals.append(segments)
        add(Token(kind: .string, start: start, end: end, literal: output.literals.count - 1))
    }

    var isAtEnd: Bool { index >= end }

    /// Whether tokens are only noted, not kept: literals then need no value, only their end.
    var isSkimming: Bool {
        if case .skim = mode { true } else { false }
    }

    /// When skimming: passes the spaces, newlines, names and plain punctuation from the cursor
    /// (``skimBlock(_:at:block:functions:recent:candidates:)`` for 64 bytes at a time, one byte at a time at the end
    /// of the file), the state held in locals, as ``add(_:)`` would note them; stops at any other byte (a block
    /// comment, literal, directive or backtick may start there, which the language's `lexStep` reads). `buffer` holds
    /// the cursor's bytes, and `functions` are its functions. Most of a source's bytes are passed here.
    mutating func skimPlainRun(in buffer: UnsafeBufferPointer<UInt8>, functions: FunctionIndex) -> PlainRun {
        var index = self.index
        var recent = self.recent
        var block = self.block
        var run = PlainRun()
        while index < buffer.count {
            if let step = Self.skimBlock(
                buffer, at: index, block: &block, functions: functions, recent: &recent, candidates: &candidates) {
                run.add(passedToken: step.passedToken, newlineSinceToken: step.newlineSinceToken)
                index = step.end
                guard !step.stopped, index < buffer.count else { break }
            }
            // One token or space a byte at a time: a name that runs past the bytes classified, a token the
            // block leaves to this loop, or the last bytes of the file.
            let byte = buffer[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if Self.isNameStart(byte) {
                let end = Self.nameEnd(in: buffer, from: index)
                if let name = functions.nameIndex(buffer, index..<end) { candidates.append((index, recent.0, name)) }
                recent = (recent.1, index)
                run.add(passedToken: true, newlineSinceToken: false)
                index = end
            } else if Self.isPlainPunctuation(byte) {
                recent = (recent.1, index)
                run.add(passedToken: true, newlineSinceToken: false)
                index += 1
            } else if byte == 0x0A {
                run.add(passedToken: false, newlineSinceToken: true)
                index += 1
            } else if Self.isSpace(byte) {
                index += 1
            } else if let end = Self.commonTokenEnd(in: buffer, at: index) {
                recent = (recent.1, index)
                run.add(passedToken: true, newlineSinceToken: false)
                index = end
            } else if byte == UInt8(ascii: "/"), index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "/") {
                index = Self.lineEnd(in: buffer, from: index)
            } else {
                break
            }
        }
        self.index = index
        self.recent = recent
        self.block = block
        return run
    }

    /// Whether the byte loop of ``skimPlainRun(in:functions:)`` reads what starts at `index` itself: a token of
    /// ``commonTokenEnd(in:at:)``, or a line comment (a `/` that starts no block comment, in both cases).
    @inline(__always)
    static func isReadInRun(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = buffer[index]
        let next = index + 1 < buffer.count ? buffer[index + 1] : 0
        return isDigit(byte) || (byte == UInt8(ascii: "/") && next != UInt8(ascii: "*"))
            || (byte == UInt8(ascii: "@") && next != UInt8(ascii: "\""))
    }

    /// Just past the token at `index` when it is one that both languages read alike and that is common enough to be
    /// worth reading here: a number (`1.5` one token, as ``lexWord()`` reads it), or a `/` that starts no comment, or
    /// an `@` that starts no Objective-C literal (both one-byte punctuation); `nil` for any other byte.
    @inline(__always)
    static func commonTokenEnd(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = buffer[index]
        let next = index + 1 < buffer.count ? buffer[index + 1] : 0
        if isDigit(byte) {
            var end = index + 1
            while end < buffer.count {
                let byte = buffer[end]
                let isDecimalPoint = byte == UInt8(ascii: ".") && end + 1 < buffer.count && isDigit(buffer[end + 1])
                guard isNameByte(byte) || isDecimalPoint else { break }
                end += 1
            }
            return end
        }
        if byte == UInt8(ascii: "/"), next != UInt8(ascii: "/"), next != UInt8(ascii: "*") { return index + 1 }
        if byte == UInt8(ascii: "@"), next != UInt8(ascii: "\"") { return index + 1 }
        return nil
    }

    /// The offset of the newline that ends the line of `index` (the end of the file when none does).
    static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard let base = buffer.baseAddress, let found = memchr(base + index, 0x0A, buffer.count - index) else {
            return buffer.count
        }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Whether `byte` starts a name (a name byte that is not a digit).
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        isNameByte(byte) && !isDigit(byte)
    }

    /// Whether `byte` is a one-byte token that neither language reads more of: ASCII punctuation other than
    /// `/ " # @ ' \` and the backtick, which may start a comment, a literal, a directive or a name.
    @inline(__always)
    static func isPlainPunctuation(_ byte: UInt8) -> Bool {
        byte < 0x80 && (byte >= 0x40 ? plainPunctuationHigh : plainPunctuationLow) & (1 << UInt64(byte & 0x3F)) != 0
    }

    /// The plain punctuation as bits: `! % & ( ) * + , - . : ; < = > ?` below 64, `[ ] ^ { | } ~` from 64 on.
    private static let plainPunctuationLow: UInt64 = 0xFC00_7F62_0000_0000
    private static let plainPunctuationHigh: UInt64 = 0x7800_0000_6800_0000

    /// Just past the closing quote of the literal whose opening quote is at `start`, when the literal is plain: it
    /// closes on its line, with no `\` before its closing quote (so no escape or interpolation) and is not `""`
    /// (which may open a multi-line literal); `nil` otherwise, and the literal is read in full.
    func plainQuotedEnd(from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var position = start + 1
            guard position < buffer.count, buffer[position] != UInt8(ascii: "\"") else { return nil }
            while position < buffer.count {
                switch buffer[position] {
                case UInt8(ascii: "\""): return position + 1
                case UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
                default: position += 1
                }
            }
            return nil
        }
    }

    /// The byte `ahead` places after the current one, 0 past the end.
    @inline(__always)
    func peek(_ ahead: Int = 0) -> UInt8 {
        let position = index + ahead
        return position < bytes.count ? bytes[position] : 0
    }

    /// Records a problem at `offset`, its location computed now.
    mutating func problem(_ kind: SourceProblem.Kind, _ message: String, at offset: Int) {
        if case .window = mode { return }
        output.problems.append(SourceProblem(kind: kind, message: message, location: lines.location(of: offset)))
    }

    /// Whether `byte` can continue a name: letters, digits, `_`, `$`, and any non-ASCII byte.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x40 ? nameBytesHigh : nameBytesLow) & (1 << UInt64(byte & 0x3F)) != 0
    }

    /// The ASCII name bytes as bits: `0`-`9` and `$` below 64, letters and `_` from 64 on.
    private static let nameBytesLow: UInt64 = (UInt64(1) << 36) | (((UInt64(1) << 10) - 1) << 48)
    private static let nameBytesHigh: UInt64 = (((UInt64(1) << 26) - 1) << 1) | (((UInt64(1) << 26) - 1) << 33)
        | (UInt64(1) << 31)

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Lexes a name or a number starting at the current byte.
    mutating func lexWord() {
        let start = index
        let isNumber = Self.isDigit(peek())
        index = bytes.withUnsafeBufferPointer { buffer in
            var end = isNumber ? start : Self.nameEnd(in: buffer, from: start)
            while end < buffer.count {
                let byte = buffer[end]
                let isDecimalPoint = isNumber && byte == UInt8(ascii: ".") && end + 1 < buffer.count
                    && Self.isDigit(buffer[end + 1])
                guard Self.isNameByte(byte) || isDecimalPoint else { break }
                end += 1
            }
            return end
        }
        add(Token(kind: isNumber ? .number : .identifier, start: start, end: index))
    }

    /// Where the run of name bytes from `start` stops: eight bytes at a time, tested all at once
    /// (``nameBytes(_:)``), since names are most of a source's bytes, then one at a time in the last seven.
    @inline(__always)
    static func nameEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress else { return start }
        var end = start
        while end + 8 <= buffer.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
            let others = ~nameBytes(word) & 0x8080_8080_8080_8080
            if others != 0 { return end + others.trailingZeroBitCount / 8 }
            end += 8
        }
        while end < buffer.count, isNameByte(buffer[end]) { end += 1 }
        return end
    }

    /// The high bit of each byte of `word` that can continue a name (as ``isNameByte(_:)`` says), the other bits 0.
    static func nameBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let low = word & ~high
        // The high bit of each byte of `low` (each below 0x80) that is at least `least`: no byte's sum carries.
        func atLeast(_ least: UInt64, _ bytes: UInt64) -> UInt64 { (bytes &+ ones &* (0x80 - least)) & high }
        let folded = low | (ones &* 0x20)  // letters fold to lowercase; nothing else lands among them
        let letters = atLeast(0x61, folded) & ~atLeast(0x7B, folded)
        let digits = atLeast(0x30, low) & ~atLeast(0x3A, low)
        let underscores = atLeast(0x5F, low) & ~atLeast(0x60, low)
        let dollars = atLeast(0x24, low) & ~atLeast(0x25, low)
        return (word & high) | letters | digits | underscores | dollars
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Skips `//` up to the end of the line (not past the newline).
    mutating func skipLineComment() {
        guard index < bytes.count else { return }
        let start = index
        index = bytes.withUnsafeBufferPointer { Self.lineEnd(in: $0, from: start) }
    }

    /// Skips a block comment starting at `/*`; nested ones too when `nested` (Swift).
    mutating func skipBlockComment(nested: Bool) {
        if let end = Self.blockCommentEnd(bytes, from: index, nested: nested) {
            index = end
        } else {
            problem(.unterminatedComment, "block comment without its closing */", at: index)
            index = bytes.count
        }
    }

    /// Just past the `*/` closing the block comment that starts at `from` (`/*`), or `nil` when it is not closed.
    static func blockCommentEnd(_ bytes: [UInt8], from: Int, nested: Bool) -> Int? {
        var index = from + 2
        var depth = 1
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { return index }
            } else if nested, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The text of `range` (for interpolations and names).
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 encoding of `scalar`.
    mutating func appendScalar(_ scalar: Unicode.Scalar) {
        append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
    }
}
