/// The arguments of one call: token ranges, by label and by position among the unlabeled ones.
struct CallArguments {
    /// The unlabeled arguments, in order.
    var unlabeled: [Range<Int>] = []
    /// The labeled arguments (a label given twice keeps its first).
    var labeled: [String: Range<Int>] = [:]

    /// The tokens of `argument`, if the call has it.
    subscript(_ argument: LocalizationFunction.Argument) -> Range<Int>? {
        switch argument {
        case .position(let index): index < unlabeled.count ? unlabeled[index] : nil
        case .label(let label): labeled[label]
        }
    }

    /// The arguments between the `(` at `open` and its `)`, split at top-level commas; `nil` when unclosed.
    static func parenthesized(_ tokens: [Token], open: Int, bytes: [UInt8]) -> CallArguments? {
        var arguments = CallArguments()
        var depth = 0
        var argumentStart = open + 1
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                depth -= 1
                if depth == 0 {
                    arguments.add(argumentStart..<index, tokens: tokens, bytes: bytes)
                    return arguments
                }
            case .punctuation(UInt8(ascii: ",")) where depth == 1:
                arguments.add(argumentStart..<index, tokens: tokens, bytes: bytes)
                argumentStart = index + 1
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The pieces of an Objective-C message from the selector piece at `first` (followed by `:`) up to the `]` that
    /// closes the message; each piece's label is the name before its `:`.
    static func message(_ tokens: [Token], first: Int, bytes: [UInt8]) -> CallArguments {
        var arguments = CallArguments()
        var label = tokens[first].name(in: bytes)
        var argumentStart = first + 2
        var depth = 0
        var index = first + 2
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")),
                 .punctuation(UInt8(ascii: ";")):
                if depth == 0 {
                    arguments.labeled[label] = arguments.labeled[label] ?? argumentStart..<index
                    return arguments
                }
                depth -= 1
            case .identifier where depth == 0 && index + 1 < tokens.count && tokens[index + 1].isPunctuation(UInt8(ascii: ":")):
                arguments.labeled[label] = arguments.labeled[label] ?? argumentStart..<index
                label = token.name(in: bytes)
                argumentStart = index + 2
                index += 1
            default: break
            }
            index += 1
        }
        arguments.labeled[label] = arguments.labeled[label] ?? argumentStart..<tokens.count
        return arguments
    }

    /// Adds the argument over `range`, labeled when it starts with `name:`.
    private mutating func add(_ range: Range<Int>, tokens: [Token], bytes: [UInt8]) {
        guard !range.isEmpty else { return }
        if range.count >= 2, tokens[range.lowerBound].kind == .identifier,
           tokens[range.lowerBound + 1].isPunctuation(UInt8(ascii: ":")) {
            let label = tokens[range.lowerBound].name(in: bytes)
            if labeled[label] == nil { labeled[label] = (range.lowerBound + 2)..<range.upperBound }
        } else {
            unlabeled.append(range)
        }
    }
}
