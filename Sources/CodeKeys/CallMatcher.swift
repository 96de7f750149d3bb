/// Finds the calls of a set of localization functions in a file's tokens: a class, so that the closures that name
/// tokens hold one reference to it rather than a copy of each of its arrays.
final class CallMatcher {
    let tokens: [Token]
    let literals: [[LiteralSegment]]
    let bytes: [UInt8]
    let lines: LineIndex
    let language: SourceLanguage
    let functions: FunctionIndex
    /// For the tokens of a macro's body: its parameters. A call whose key is one of them defines a wrapper; it is no
    /// call.
    let macroParameters: Set<String>

    init(
        tokens: [Token], literals: [[LiteralSegment]], bytes: [UInt8], lines: LineIndex, language: SourceLanguage,
        functions: FunctionIndex, macroParameters: Set<String> = []
    ) {
        self.tokens = tokens
        self.literals = literals
        self.bytes = bytes
        self.lines = lines
        self.language = language
        self.functions = functions
        self.macroParameters = macroParameters
    }

    /// How deep the matcher follows nested shapes (ternaries, parentheses, blocks, messages) before it gives up.
    static let maximumNesting = 32

    /// The name a token spells.
    func name(_ token: Token) -> String { token.name(in: bytes) }

    /// Adds to `found` the calls whose name is the token at `index`, if it is one (of the first function of that name
    /// that matches): one call for each key the call gives (a ternary of literals gives one per literal).
    func addCalls(at index: Int, to found: inout FoundCalls) {
        let token = tokens[index]
        guard token.kind == .identifier, let name = bytes.withUnsafeBufferPointer({
            functions.nameIndex($0, token.start..<token.end)
        }) else { return }
        addCalls(at: index, name: name, to: &found)
    }

    /// Adds to `found` the calls whose name is the token at `index`, the name ``FunctionIndex/nameIndex(_:_:)`` `name`
    /// (as the skim found it).
    func addCalls(at index: Int, name: Int, to found: inout FoundCalls) {
        for function in functions.functions(at: name) where addMatch(of: function, at: index, to: &found) { return }
    }

    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        tokens.indices.contains(index) && tokens[index].isPunctuation(byte)
    }

    /// Adds the calls of `function` whose name is the token at `index` to `found`, if it is one; whether it is.
    private func addMatch(of function: LocalizationFunction, at index: Int, to found: inout FoundCalls) -> Bool {
        let previous = index > 0 ? tokens[index - 1] : nil
        if let previous, previous.kind == .identifier, name(previous) == "func" { return false }
        if function.form == .typeAnnotation { return addTypeAnnotation(of: function, at: index, to: &found) }
        if let receiver = function.receiver {
            guard index >= 2, isPunctuation(index - 1, UInt8(ascii: ".")), tokens[index - 2].kind == .identifier,
                  name(tokens[index - 2]) == receiver else { return false }
        }
        let arguments: CallArguments
        var literalKey: Range<Int>?
        switch function.form {
        case .function, .method, .typeAnnotation:
            guard isPunctuation(index + 1, UInt8(ascii: "(")) else { return false }
            if function.form == .method && !isPunctuation(index - 1, UInt8(ascii: ".")) { return false }
            guard let parsed = CallArguments.parenthesized(tokens, open: index + 1, bytes: bytes) else { return false }
            arguments = parsed
        case .literalMember:
            guard index >= 2, isPunctuation(index - 1, UInt8(ascii: ".")), tokens[index - 2].kind == .string else {
                return false
            }
            literalKey = (index - 2)..<(index - 1)
            arguments = isPunctuation(index + 1, UInt8(ascii: "("))
                ? CallArguments.parenthesized(tokens, open: index + 1, bytes: bytes) ?? CallArguments()
                : CallArguments()
        case .message:
            guard isPunctuation(index + 1, UInt8(ascii: ":")), let previous,
                  previous.kind == .identifier || previous.isPunctuation(UInt8(ascii: "]")) else { return false }
            arguments = CallArguments.message(tokens, first: index, bytes: bytes)
        }
        if function.resourceType != nil { return addWholeTableLoad(of: function, arguments: arguments, to: &found) }
        if let literalKey {
            return addCalls(of: function, key: literalKey, arguments: arguments, to: &found)
        }
        if !macroParameters.isEmpty {
            if arguments[function.key].map(isMacroParameter) == true { return false }
            for key in function.additionalKeys where arguments[key].map(isMacroParameter) == true { return false }
        }
        var added = false
        if let range = arguments[function.key] {
            added = addCalls(of: function, key: range, arguments: arguments, to: &found)
        }
        for key in function.additionalKeys {
            guard let range = arguments[key] else { continue }
            added = addCalls(of: function, key: range, arguments: arguments, to: &found) || added
        }
        return added
    }

    /// Adds the calls of `function` whose key argument is over `range` to `found`: one for each literal of a ternary
    /// of literals, else one for the argument's value (unless the function needs a literal key and it is none);
    /// whether one was added.
    private func addCalls(
        of function: LocalizationFunction, key range: Range<Int>, arguments: CallArguments, to found: inout FoundCalls
    ) -> Bool {
        guard !range.isEmpty else { return false }
        // Most keys are one literal: only a key with a `?` may be a ternary.
        if tokens[range].contains(where: { $0.isPunctuation(UInt8(ascii: "?")) }),
           let branches = literalBranches(range), branches.count > 1 {
            for literal in branches {
                addCall(of: function, key: literal..<(literal + 1), arguments: arguments, to: &found)
            }
            return true
        }
        let key = ArgumentValue(tokens: tokens, literals: literals, range: range, bytes: bytes)
        if function.requiresLiteralKey && !key.isSingleLiteral { return false }
        addCall(of: function, key: range, value: key, arguments: arguments, to: &found)
        return true
    }

    /// Adds to `found` the call of `function` whose key is the tokens over `key` (whose value is `value`, when
    /// already read), its table, comment and value read from `arguments`.
    func addCall(
        of function: LocalizationFunction, key: Range<Int>, value: ArgumentValue? = nil, arguments: CallArguments?,
        to found: inout FoundCalls
    ) {
        let value = value ?? ArgumentValue(tokens: tokens, literals: literals, range: key, bytes: bytes)
        let offset = tokens[key.lowerBound].start
        var call = LocalizationCall(
            function: function.displayName, key: value.key(interpolation: function.interpolation),
            location: lines.location(of: offset), language: language)
        call.hasInterpolatedSpecifiers = function.interpolation == .formatSpecifier && value.hasInterpolation
        call.table = function.fixedTable
        if let arguments {
            if let range = function.table.flatMap({ arguments[$0] }) {
                let table = ArgumentValue(tokens: tokens, literals: literals, range: range, bytes: bytes)
                call.table = table.text
                call.isTableUnknown = table.text == nil && !table.isNil
            }
            call.comment = function.comment.flatMap { arguments[$0] }.flatMap { range in
                ArgumentValue(tokens: tokens, literals: literals, range: range, bytes: bytes).text
            }
            call.value = function.value.flatMap { arguments[$0] }.flatMap { range in
                ArgumentValue(tokens: tokens, literals: literals, range: range, bytes: bytes).text
            }
        }
        found.append(call, at: offset)
    }

    /// Whether the key over `range` is one parameter of the macro whose body the tokens are.
    private func isMacroParameter(_ range: Range<Int>) -> Bool {
        let range = withoutParentheses(range)
        return range.count == 1 && tokens[range.lowerBound].kind == .identifier
            && macroParameters.contains(name(tokens[range.lowerBound]))
    }

    /// Adds to `found` the whole-table read of `function` (which names a resource file): the table named by the key
    /// argument, when it is a literal and the type argument is `strings` or `stringsdict` (or, with no type, the
    /// name ends with `.strings` or `.stringsdict`); whether it is one.
    private func addWholeTableLoad(
        of function: LocalizationFunction, arguments: CallArguments, to found: inout FoundCalls
    ) -> Bool {
        guard let nameRange = arguments[function.key] else { return false }
        let resource = ArgumentValue(tokens: tokens, literals: literals, range: nameRange, bytes: bytes)
        guard resource.isSingleLiteral, var table = resource.text else { return false }
        let type = function.resourceType.flatMap { arguments[$0] }.map { range in
            ArgumentValue(tokens: tokens, literals: literals, range: range, bytes: bytes)
        }
        if let type, !type.isNil, type.text != "" {
            guard type.text == "strings" || type.text == "stringsdict" else { return false }
        } else {
            guard let suffix = [".strings", ".stringsdict"].first(where: { table.hasSuffix($0) }) else { return false }
            table.removeLast(suffix.count)
        }
        guard !table.isEmpty else { return false }
        let offset = tokens[nameRange.lowerBound].start
        var call = LocalizationCall(
            function: function.displayName, key: .literal(table), table: table, location: lines.location(of: offset),
            language: language)
        call.kind = .wholeTable
        found.append(call, at: offset)
        return true
    }
}
