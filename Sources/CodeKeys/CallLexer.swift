/// A lexer of one language that reads a token at a time, for `SourceScanner`.
protocol CallLexer {
    var cursor: ByteCursor { get set }

    /// A lexer from `cursor`, at the start of the file or of a token.
    init(cursor: ByteCursor)

    /// A lexer of a stretch of nested code (``NestedCode``) from `cursor`: a Swift interpolation's content, an
    /// Objective-C macro's body.
    init(nestedIn cursor: ByteCursor)

    /// Lexes what starts at the cursor (not at the end): spaces, a comment, or one token.
    mutating func lexStep()

    /// Takes note of what a run of plain bytes passed, before `lexStep` reads the byte it stopped at.
    mutating func notePlainRun(_ run: ByteCursor.PlainRun)
}

extension CallLexer {
    /// Lexes from the cursor to the end, skimming (the cursor made with `functions`): the runs of plain bytes by
    /// `ByteCursor.skimPlainRun`, the rest by `lexStep`. The bytes and the functions are taken once for the file,
    /// not at every run.
    mutating func skimAll() {
        guard let functions = cursor.functions else { return lexAll() }
        let bytes = cursor.bytes
        bytes.withUnsafeBufferPointer { buffer in
            while !cursor.isAtEnd {
                notePlainRun(cursor.skimPlainRun(in: buffer, functions: functions))
                if !cursor.isAtEnd { lexStep() }
            }
        }
    }

    /// Lexes from the cursor to the end of the file.
    mutating func lexAll() {
        while !cursor.isAtEnd { lexStep() }
    }

    /// Lexes from the cursor through the name starting at `name` and the tokens of the call it may start: its
    /// parenthesized arguments, or the rest of an Objective-C message; when `readsTypedValue`, also the value or body
    /// of a declaration of that type (``TypedValueExtent``). The index of the name's token, `nil` when no token
    /// starts there.
    mutating func lexCall(named name: Int, readsTypedValue: Bool = false) -> Int? {
        var nameIndex: Int?
        // After the name: whether a message is read (else parentheses), and the depth of brackets.
        var isMessage = false
        var depth = 0
        while !cursor.isAtEnd {
            let count = cursor.output.tokens.count
            lexStep()
            guard cursor.output.tokens.count > count else { continue }
            let index = cursor.output.tokens.count - 1
            let token = cursor.output.tokens[index]
            guard let nameIndex else {
                if token.start == name, token.kind == .identifier { nameIndex = index }
                if token.start >= name, nameIndex == nil { return nil }
                continue
            }
            if index == nameIndex + 1 {
                if token.isPunctuation(UInt8(ascii: "(")) {
                    depth = 1
                } else if token.isPunctuation(UInt8(ascii: ":")) {
                    isMessage = true
                } else if readsTypedValue {
                    lexTypedValue(from: index)
                    return nameIndex
                } else {
                    return nameIndex
                }
                continue
            }
            // As `CallArguments` reads them: a message ends at a `]`, `)`, `}` or `;` outside brackets.
            guard case .punctuation(let byte) = token.kind else { continue }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
                || (isMessage && byte == UInt8(ascii: ";")) {
                if isMessage && depth == 0 { return nameIndex }
                depth -= 1
                if !isMessage && depth == 0 { return nameIndex }
            }
        }
        return nameIndex
    }

    /// Lexes on through the value or body of a declaration whose type's name is just before the token at `first`
    /// (the last lexed), as ``TypedValueExtent`` reads it.
    private mutating func lexTypedValue(from first: Int) {
        var extent = TypedValueExtent()
        extent.read(first, of: cursor.output.tokens, bytes: cursor.bytes)
        while !extent.isComplete, !cursor.isAtEnd {
            let count = cursor.output.tokens.count
            lexStep()
            for index in count..<cursor.output.tokens.count where !extent.isComplete {
                extent.read(index, of: cursor.output.tokens, bytes: cursor.bytes)
            }
        }
    }
}
