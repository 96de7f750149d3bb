extension SourceScanner {
    /// The calls and problems in `bytes` read from the tokens of the whole file: slower, the reference the skimming
    /// `scan` is tested against.
    func scanWholeFile(bytes: [UInt8], path: String, language: SourceLanguage) -> SourceScan {
        switch language {
        case .swift: scanWholeFile(SwiftLexer.self, bytes: bytes, path: path, language: language)
        case .objectiveC: scanWholeFile(ObjectiveCLexer.self, bytes: bytes, path: path, language: language)
        }
    }

    private func scanWholeFile<Lexer: CallLexer>(
        _: Lexer.Type, bytes: [UInt8], path: String, language: SourceLanguage
    ) -> SourceScan {
        var lexer = Lexer(cursor: ByteCursor(bytes: bytes, path: path))
        lexer.lexAll()
        let tokens = lexer.cursor.output
        let lines = lexer.cursor.lines
        let functions = FunctionIndex(functions, language: language)
        let matcher = CallMatcher(
            tokens: tokens.tokens, literals: tokens.literals, bytes: bytes, lines: lines, language: language,
            functions: functions)
        var found = FoundCalls()
        NestedCodeReader<Lexer>(bytes: bytes, path: path, lines: lines, language: language, functions: functions)
            .addCalls(of: tokens, matcher: matcher, depth: 0, to: &found)
        let declarations = bytes.withUnsafeBufferPointer { buffer in
            tokens.tokens.compactMap { token in
                token.kind == .identifier && functions.isDeclaration(buffer, token.start..<token.end)
                    && PreviewScopes.headerMentionsPreview(bytes, from: token.start) ? token.start : nil
            }
        }
        var texts = LiteralTexts()
        for segments in tokens.literals {
            if segments.count == 1, case .text(let text) = segments[0] { texts.insert(utf8: text.utf8) }
        }
        let calls = withContexts(
            found, markers: tokens.markers, declarations: declarations, bytes: bytes, path: path, lines: lines,
            language: language)
        return SourceScan(language: language, calls: calls, problems: tokens.problems, literalTexts: texts)
    }
}
