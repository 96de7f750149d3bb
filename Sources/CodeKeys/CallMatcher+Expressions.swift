extension CallMatcher {
    /// The index of the bracket that closes the one at `open`, before `limit`.
    func closing(_ open: Int, before limit: Int) -> Int? {
        var depth = 0
        var index = open
        while index < limit {
            depth += tokens[index].depthChange
            if depth <= 0 { return depth == 0 ? index : nil }
            index += 1
        }
        return nil
    }

    /// `range` without the parentheses around all of it.
    func withoutParentheses(_ range: Range<Int>) -> Range<Int> {
        var range = range
        while range.count >= 2, isPunctuation(range.lowerBound, UInt8(ascii: "(")),
              closing(range.lowerBound, before: range.upperBound) == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return range
    }

    /// The string literals of `range` when it is one literal, or a ternary whose branches all are (nested ternaries
    /// and parentheses allowed): each literal's token index, in order; `nil` for anything else.
    func literalBranches(_ range: Range<Int>, depth: Int = 0) -> [Int]? {
        let range = withoutParentheses(range)
        if range.count == 1, tokens[range.lowerBound].kind == .string { return [range.lowerBound] }
        guard depth < Self.maximumNesting, let (then, otherwise) = ternaryBranches(range),
              let first = literalBranches(then, depth: depth + 1),
              let second = literalBranches(otherwise, depth: depth + 1) else { return nil }
        return first + second
    }

    /// The two branches of the ternary `condition ? then : otherwise` that is all of `range`.
    func ternaryBranches(_ range: Range<Int>) -> (Range<Int>, Range<Int>)? {
        var depth = 0
        var question: Int?
        for index in range {
            if depth == 0, index > range.lowerBound, isTernaryOperator(index) {
                question = index
                break
            }
            depth += tokens[index].depthChange
            if depth < 0 { return nil }
        }
        guard let question else { return nil }
        var nested = 0
        depth = 0
        for index in (question + 1)..<range.upperBound {
            if depth == 0 {
                if isTernaryOperator(index) {
                    nested += 1
                } else if tokens[index].isPunctuation(UInt8(ascii: ":")) {
                    if nested == 0 { return ((question + 1)..<index, (index + 1)..<range.upperBound) }
                    nested -= 1
                }
            }
            depth += tokens[index].depthChange
            if depth < 0 { return nil }
        }
        return nil
    }

    /// Whether the token at `index` is the `?` of a ternary: in Swift, one with a space before it and no `?` right
    /// after (not `value?`, `try?`, `??`); in Objective-C, any.
    func isTernaryOperator(_ index: Int) -> Bool {
        guard tokens[index].isPunctuation(UInt8(ascii: "?")) else { return false }
        guard language == .swift else { return true }
        let start = tokens[index].start
        guard start > 0, ByteCursor.isSpace(bytes[start - 1]) else { return false }
        return start + 1 >= bytes.count || bytes[start + 1] != UInt8(ascii: "?")
    }
}
