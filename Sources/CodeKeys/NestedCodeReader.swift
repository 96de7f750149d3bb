/// Reads the calls of a file's nested code (``NestedCode``): each stretch lexed on its own, up to its end, with the
/// stretches nested in it in turn, as deep as ``CallMatcher/maximumNesting``. The skimming scan and the whole-file
/// scan share it.
struct NestedCodeReader<Lexer: CallLexer> {
    let bytes: [UInt8]
    let path: String
    let lines: LineIndex
    let language: SourceLanguage
    let functions: FunctionIndex

    /// Adds the calls of `code` (and of the code nested in it), in file order, to `found`; `depth` counts the
    /// stretches it is nested in. Code without a `(`, `[` or `"` holds no call, and is not lexed (`\(count)`).
    func addCalls(in code: NestedCode, depth: Int, to found: inout FoundCalls) {
        guard depth < CallMatcher.maximumNesting, code.range.lowerBound < code.range.upperBound,
              code.range.upperBound <= bytes.count, mayHoldCalls(code.range) else { return }
        var cursor = ByteCursor(bytes: bytes, path: path, mode: .window, lines: lines)
        cursor.index = code.range.lowerBound
        cursor.end = code.range.upperBound
        var lexer = Lexer(nestedIn: cursor)
        lexer.lexAll()
        let matcher = CallMatcher(
            tokens: lexer.cursor.output.tokens, literals: lexer.cursor.output.literals, bytes: bytes, lines: lines,
            language: language, functions: functions, macroParameters: Set(code.parameters))
        addCalls(of: lexer.cursor.output, matcher: matcher, depth: depth + 1, to: &found)
    }

    /// Adds the calls of every token of `output` (which `matcher` reads) and of its nested code, in file order, to
    /// `found`.
    func addCalls(of output: SourceTokens, matcher: CallMatcher, depth: Int, to found: inout FoundCalls) {
        var next = 0
        for index in output.tokens.indices {
            while next < output.nested.count, output.nested[next].range.lowerBound < output.tokens[index].start {
                addCalls(in: output.nested[next], depth: depth, to: &found)
                next += 1
            }
            matcher.addCalls(at: index, to: &found)
        }
        while next < output.nested.count {
            addCalls(in: output.nested[next], depth: depth, to: &found)
            next += 1
        }
    }

    /// Whether the bytes over `range` hold a `(`, `[` or `"`, without which no call is made.
    private func mayHoldCalls(_ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            buffer[range].contains { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\"") }
        }
    }
}
