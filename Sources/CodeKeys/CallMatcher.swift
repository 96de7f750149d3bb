/// Finds the calls of a set of localization functions in a file's tokens: a class, so that the closures that name
/// tokens hold one reference to it rather than a copy of each of its arrays.
final class CallMatcher {
    let tokens: [Token]
    let literals: [[LiteralSegment]]
    let bytes: [UInt8]
    let lines: LineIndex
    let language: SourceLanguage
    let functions: FunctionIndex

    init(
        tokens: [Token], literals: [[LiteralSegment]], bytes: [UInt8], lines: LineIndex, language: SourceLanguage,
        functions: FunctionIndex
    ) {
        self.tokens = tokens
        self.literals = literals
        self.bytes = bytes
        self.lines = lines
        self.language = language
        self.functions = functions
    }

    /// The name a token spells.
    func name(_ token: Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }

    /// The calls of all the tokens, in order.
    func calls() -> [LocalizationCall] {
        tokens.indices.compactMap { call(at: $0) }
    }

    /// The call whose name is the token at `index`, if it is one (of the first function of that name that matches).
    func call(at index: Int) -> LocalizationCall? {
        let token = tokens[index]
        guard token.kind == .identifier, functions.filter.mayName(bytes, token.start..<token.end) else { return nil }
        for function in functions.functions(named: name(token)) {
            if let call = match(function, at: index) { return call }
        }
        return nil
    }

    private func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        tokens.indices.contains(index) && tokens[index].isPunctuation(byte)
    }

    /// The call of `function` whose name is the token at `index`, if it is one.
    private func match(_ function: LocalizationFunction, at index: Int) -> LocalizationCall? {
        let names = { (token: Token) in self.name(token) }
        let previous = index > 0 ? tokens[index - 1] : nil
        if let previous, previous.kind == .identifier, name(previous) == "func" { return nil }
        if let receiver = function.receiver {
            guard index >= 2, isPunctuation(index - 1, UInt8(ascii: ".")), tokens[index - 2].kind == .identifier,
                  name(tokens[index - 2]) == receiver else { return nil }
        }
        let arguments: CallArguments
        var keyRange: Range<Int>?
        switch function.form {
        case .function, .method:
            guard isPunctuation(index + 1, UInt8(ascii: "(")) else { return nil }
            if function.form == .method && !isPunctuation(index - 1, UInt8(ascii: ".")) { return nil }
            guard let parsed = CallArguments.parenthesized(tokens, open: index + 1, names: names) else { return nil }
            arguments = parsed
        case .literalMember:
            guard index >= 2, isPunctuation(index - 1, UInt8(ascii: ".")), tokens[index - 2].kind == .string else {
                return nil
            }
            keyRange = (index - 2)..<(index - 1)
            arguments = isPunctuation(index + 1, UInt8(ascii: "("))
                ? CallArguments.parenthesized(tokens, open: index + 1, names: names) ?? CallArguments()
                : CallArguments()
        case .message:
            guard isPunctuation(index + 1, UInt8(ascii: ":")), let previous,
                  previous.kind == .identifier || previous.isPunctuation(UInt8(ascii: "]")) else { return nil }
            arguments = CallArguments.message(tokens, first: index, names: names)
        }
        guard let keyRange = keyRange ?? arguments[function.key], !keyRange.isEmpty else { return nil }
        let key = ArgumentValue(tokens: tokens, literals: literals, range: keyRange, names: names)
        if function.requiresLiteralKey && !key.isSingleLiteral { return nil }
        var call = LocalizationCall(
            function: function.displayName, key: key.key(interpolation: function.interpolation),
            location: lines.location(of: tokens[keyRange.lowerBound].start), language: language)
        call.table = function.fixedTable
        if let range = function.table.flatMap({ arguments[$0] }) {
            let table = ArgumentValue(tokens: tokens, literals: literals, range: range, names: names)
            call.table = table.text
            call.isTableUnknown = table.text == nil && !table.isNil
        }
        call.comment = function.comment.flatMap { arguments[$0] }.flatMap { range in
            ArgumentValue(tokens: tokens, literals: literals, range: range, names: names).text
        }
        call.value = function.value.flatMap { arguments[$0] }.flatMap { range in
            ArgumentValue(tokens: tokens, literals: literals, range: range, names: names).text
        }
        return call
    }
}
