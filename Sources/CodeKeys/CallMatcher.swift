/// Finds the calls of a set of localization functions in a file's tokens.
struct CallMatcher {
    let tokens: [Token]
    let literals: [[LiteralSegment]]
    let bytes: [UInt8]
    let lines: LineIndex
    let language: SourceLanguage
    let functions: FunctionIndex

    /// The name a token spells.
    func name(_ token: Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }

    func calls() -> [LocalizationCall] {
        var calls: [LocalizationCall] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            guard functions.mayName(bytes: bytes, token.start..<token.end) else { continue }
            for function in functions.functions(named: name(token)) {
                if let call = match(function, at: index) {
                    calls.append(call)
                    break
                }
            }
        }
        return calls
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

/// A set of localization functions by name, for one language.
struct FunctionIndex {
    private var byName: [String: [LocalizationFunction]] = [:]
    /// Which lengths and first bytes the names have, to skip most names without making a string of them.
    private var lengths = Set<Int>()
    private var firstBytes = Set<UInt8>()

    init(_ functions: [LocalizationFunction], language: SourceLanguage) {
        for function in functions where function.language == language {
            byName[function.name, default: []].append(function)
            lengths.insert(function.name.utf8.count)
            if let first = function.name.utf8.first { firstBytes.insert(first) }
        }
    }

    func mayName(bytes: [UInt8], _ range: Range<Int>) -> Bool {
        lengths.contains(range.count) && firstBytes.contains(bytes[range.lowerBound])
    }

    func functions(named name: String) -> [LocalizationFunction] { byName[name] ?? [] }
}
