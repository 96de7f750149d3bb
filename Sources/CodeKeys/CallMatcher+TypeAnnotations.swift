extension CallMatcher {
    /// A key a typed declaration gives: a string literal, with the arguments of the `.init(...)` it was given to.
    struct TypedKey {
        var literal: Int
        var arguments: CallArguments?
    }

    /// Adds to `found` the calls of the `typeAnnotation` `function` whose type name is the token at `index`, after `:`
    /// or `->`, and whether there are any: the literals of its value (`let title: LocalizedStringKey = "..."`, a
    /// parameter's default value), or the literals its body returns (`var title: LocalizedStringKey { "..." }`,
    /// `func f() -> LocalizedStringResource { ... }`).
    func addTypeAnnotation(of function: LocalizationFunction, at index: Int, to found: inout FoundCalls) -> Bool {
        guard index >= 1 else { return false }
        let before = tokens[index - 1]
        let isArrow = before.isPunctuation(UInt8(ascii: ">")) && index >= 2
            && tokens[index - 2].isPunctuation(UInt8(ascii: "-")) && tokens[index - 2].end == before.start
        guard before.isPunctuation(UInt8(ascii: ":")) || isArrow else { return false }
        if let member = function.memberType {
            guard isPunctuation(index + 1, UInt8(ascii: ".")), index + 2 < tokens.count,
                  tokens[index + 2].kind == .identifier, name(tokens[index + 2]) == member else { return false }
        } else if isPunctuation(index + 1, UInt8(ascii: ".")) {
            return false
        }
        var extent = TypedValueExtent()
        var next = index + 1
        while next < tokens.count, !extent.isComplete {
            extent.read(next, of: tokens, bytes: bytes)
            next += 1
        }
        extent.finishAtEnd(of: tokens)
        guard let shape = extent.shape, let range = extent.range else { return false }
        let keys = shape == .value ? valueKeys(range, depth: 0) ?? [] : bodyKeys(range, depth: 0)
        for key in keys {
            addCall(of: function, key: key.literal..<(key.literal + 1), arguments: key.arguments, to: &found)
        }
        return !keys.isEmpty
    }

    /// The keys of a value over `range` in a typed position: a literal, a ternary of literals, `.init("...", ...)`,
    /// or an `if` or `switch` expression whose branches give keys; `nil` for anything else.
    func valueKeys(_ range: Range<Int>, depth: Int) -> [TypedKey]? {
        let range = withoutParentheses(range)
        // One expression, not the statements of a body.
        guard !range.isEmpty, depth < Self.maximumNesting,
              valueEnd(from: range.lowerBound, before: range.upperBound) == range.upperBound else { return nil }
        if let literals = literalBranches(range) { return literals.map { TypedKey(literal: $0) } }
        let first = range.lowerBound
        if range.count >= 4, isPunctuation(first, UInt8(ascii: ".")), tokens[first + 1].kind == .identifier,
           name(tokens[first + 1]) == "init", isPunctuation(first + 2, UInt8(ascii: "(")),
           closing(first + 2, before: range.upperBound) == range.upperBound - 1 {
            guard let arguments = CallArguments.parenthesized(tokens, open: first + 2, bytes: bytes),
                  let key = arguments[.position(0)], let literals = literalBranches(key) else { return nil }
            return literals.map { TypedKey(literal: $0, arguments: arguments) }
        }
        guard tokens[first].kind == .identifier else { return nil }
        switch name(tokens[first]) {
        case "if", "switch": return statementKeys(range, depth: depth + 1)
        default: return nil
        }
    }

    /// The keys a body over `range` returns: its only expression, the values of its `return`s, and the keys of the
    /// blocks of its `if`, `switch`, `guard`, loops, `do` and `get` (not of closures, nested functions or setters).
    func bodyKeys(_ range: Range<Int>, depth: Int) -> [TypedKey] {
        valueKeys(range, depth: depth) ?? statementKeys(range, depth: depth)
    }

    /// The keys the statements over `range` return (see ``bodyKeys(_:depth:)``).
    private func statementKeys(_ range: Range<Int>, depth: Int) -> [TypedKey] {
        guard depth < Self.maximumNesting else { return [] }
        var keys: [TypedKey] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.depthChange > 0 {
                index = (closing(index, before: range.upperBound) ?? range.upperBound) + 1
                continue
            }
            guard token.kind == .identifier, !(index > range.lowerBound && isPunctuation(index - 1, UInt8(ascii: "#")))
            else {
                index += 1
                continue
            }
            let word = name(token)
            if word == "if" || word == "switch", index > range.lowerBound, isExpressionStart(after: index - 1) {
                index += 1
                continue
            }
            switch word {
            case "return":
                let end = valueEnd(from: index + 1, before: range.upperBound)
                keys += valueKeys((index + 1)..<end, depth: depth + 1) ?? []
                index = max(end, index + 1)
            case "switch", "if", "guard", "for", "while", "do", "repeat", "catch", "else", "get", "defer",
                 "set", "willSet", "didSet":
                guard let block = block(after: index, before: range.upperBound) else {
                    index += 1
                    continue
                }
                switch word {
                case "switch": keys += switchKeys(block, depth: depth + 1)
                case "set", "willSet", "didSet": break
                default: keys += bodyKeys(block, depth: depth + 1)
                }
                index = block.upperBound + 1
            default:
                index += 1
            }
        }
        return keys
    }

    /// Whether the token at `index` leaves an expression to come (`=`, `(`, `,`, `:`), so that an `if` or `switch`
    /// after it is an expression whose value goes there, not a statement.
    private func isExpressionStart(after index: Int) -> Bool {
        guard case .punctuation(let byte) = tokens[index].kind else { return false }
        return byte == UInt8(ascii: "=") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: ":")
    }

    /// The tokens inside the first `{ ... }` after the keyword at `index` (past its condition, brackets skipped),
    /// before `limit`; `nil` when a statement ends first.
    private func block(after index: Int, before limit: Int) -> Range<Int>? {
        var position = index + 1
        while position < limit {
            let token = tokens[position]
            if token.isPunctuation(UInt8(ascii: "{")) {
                return (position + 1)..<(closing(position, before: limit) ?? limit)
            }
            if token.isPunctuation(UInt8(ascii: ";")) || token.depthChange < 0 { return nil }
            if token.depthChange > 0 {
                guard let close = closing(position, before: limit) else { return nil }
                position = close
            }
            position += 1
        }
        return nil
    }

    /// The keys of the clauses of a `switch` whose body is over `range`: each `case ...:` or `default:` clause's
    /// statements read as a body (the patterns are no keys).
    private func switchKeys(_ range: Range<Int>, depth: Int) -> [TypedKey] {
        var keys: [TypedKey] = []
        var clauseStart: Int?
        var index = range.lowerBound
        var bracketDepth = 0
        while index < range.upperBound {
            let token = tokens[index]
            if bracketDepth == 0, token.kind == .identifier, isClauseStart(index) {
                if let clauseStart { keys += bodyKeys(clauseStart..<index, depth: depth) }
                clauseStart = nil
                var colon = index + 1
                var patternDepth = 0
                while colon < range.upperBound {
                    if patternDepth == 0, tokens[colon].isPunctuation(UInt8(ascii: ":")) { break }
                    patternDepth += tokens[colon].depthChange
                    colon += 1
                }
                guard colon < range.upperBound else { break }
                clauseStart = colon + 1
                index = colon + 1
                continue
            }
            bracketDepth += token.depthChange
            if bracketDepth < 0 { break }
            index += 1
        }
        if let clauseStart, clauseStart <= range.upperBound {
            keys += bodyKeys(clauseStart..<range.upperBound, depth: depth)
        }
        return keys
    }

    /// Whether the name at `index` starts a clause of a `switch`: `case` (not after `if`, `guard`, `while`, `for`
    /// or `,`, where it starts a pattern) or `default`.
    private func isClauseStart(_ index: Int) -> Bool {
        let word = name(tokens[index])
        if word == "default" { return isPunctuation(index + 1, UInt8(ascii: ":")) }
        guard word == "case" else { return false }
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        if previous.isPunctuation(UInt8(ascii: ",")) { return false }
        guard previous.kind == .identifier else { return true }
        switch name(previous) {
        case "if", "guard", "while", "for": return false
        default: return true
        }
    }

    /// Where the value that starts at `start` ends, before `limit`: as ``TypedValueExtent`` ends a value.
    func valueEnd(from start: Int, before limit: Int) -> Int {
        var depth = 0
        var index = start
        while index < limit {
            if index > start, depth == 0, TypedValueExtent.endsValue(index, of: tokens, bytes: bytes) { return index }
            depth += tokens[index].depthChange
            if depth < 0 { return index }
            index += 1
        }
        return limit
    }
}
