extension ArgumentValue {
    /// The pieces of a string built from literals by a call the scanner knows, over `range`: Objective-C's
    /// `[NSString stringWithFormat:@"alert.%@.title", kind]` and `localizedStringWithFormat:`, `initWithFormat:`,
    /// `[@"pre." stringByAppendingString:x]` and `stringByAppendingFormat:`, Swift's `String(format: "...", ...)`
    /// and `String.localizedStringWithFormat("...", ...)`: literal text as text, each format specifier unknown (`%%`
    /// is `%`). `nil` for anything else, or past ``CallMatcher/maximumNesting`` nested values.
    static func builtPieces(
        of range: Range<Int>, tokens: [Token], literals: [[LiteralSegment]], bytes: [UInt8], depth: Int
    ) -> [Piece]? {
        guard depth < CallMatcher.maximumNesting, range.count >= 3 else { return nil }
        let reader = BuiltString(tokens: tokens, literals: literals, bytes: bytes, depth: depth + 1)
        let first = tokens[range.lowerBound]
        if first.isPunctuation(UInt8(ascii: "[")), reader.closing(range.lowerBound, in: range) == range.upperBound - 1 {
            return reader.message((range.lowerBound + 1)..<(range.upperBound - 1))
        }
        return first.kind == .identifier ? reader.swiftFormat(range) : nil
    }
}

/// Reads the strings ``ArgumentValue/builtPieces(of:tokens:literals:bytes:depth:)`` knows.
private struct BuiltString {
    let tokens: [Token]
    let literals: [[LiteralSegment]]
    let bytes: [UInt8]
    /// How deep the values read are nested.
    let depth: Int

    /// The value of a sub-expression.
    func value(_ range: Range<Int>) -> [ArgumentValue.Piece] {
        guard !range.isEmpty else { return [.unknown] }
        return ArgumentValue(tokens: tokens, literals: literals, range: range, bytes: bytes, depth: depth).pieces
    }

    /// The pieces of a format string, when `range` is one literal: its specifiers unknown.
    func format(_ range: Range<Int>) -> [ArgumentValue.Piece] {
        guard range.count == 1, tokens[range.lowerBound].kind == .string,
              literals.indices.contains(tokens[range.lowerBound].literal) else { return [.unknown] }
        var pieces: [ArgumentValue.Piece] = []
        for segment in literals[tokens[range.lowerBound].literal] {
            switch segment {
            case .text(let text): pieces += FormatPattern.pieces(of: text)
            case .interpolation: pieces.append(.unknown)
            }
        }
        return pieces
    }

    /// The index of the bracket that closes the one at `open`, within `range`.
    func closing(_ open: Int, in range: Range<Int>) -> Int? {
        var depth = 0
        for index in open..<range.upperBound {
            depth += tokens[index].depthChange
            if depth == 0 { return index }
        }
        return nil
    }

    /// The first argument of `range` (up to a comma outside brackets).
    func firstArgument(_ range: Range<Int>) -> Range<Int> {
        var depth = 0
        for index in range {
            if depth == 0, tokens[index].isPunctuation(UInt8(ascii: ",")) { return range.lowerBound..<index }
            depth += tokens[index].depthChange
        }
        return range
    }

    /// The content of an Objective-C message (between its brackets): a receiver, then the first selector piece
    /// (a name and `:`) and its argument.
    func message(_ range: Range<Int>) -> [ArgumentValue.Piece]? {
        var depth = 0
        for index in range {
            let token = tokens[index]
            if depth == 0, index > range.lowerBound, token.kind == .identifier, index + 1 < range.upperBound,
               tokens[index + 1].isPunctuation(UInt8(ascii: ":")) {
                let receiver = range.lowerBound..<index
                let argument = (index + 2)..<range.upperBound
                switch token.name(in: bytes) {
                case "stringByAppendingString": return value(receiver) + value(argument)
                case "stringByAppendingFormat": return value(receiver) + format(firstArgument(argument))
                case "stringWithFormat", "localizedStringWithFormat", "initWithFormat":
                    return format(firstArgument(argument))
                default: return nil
                }
            }
            depth += token.depthChange
            if depth < 0 { return nil }
        }
        return nil
    }

    /// Swift's `String(format: "...", ...)`, `NSString(format:)` and `String.localizedStringWithFormat("...", ...)`
    /// over all of `range`.
    func swiftFormat(_ range: Range<Int>) -> [ArgumentValue.Piece]? {
        var open = range.lowerBound + 1
        let type = tokens[range.lowerBound].name(in: bytes)
        guard type == "String" || type == "NSString" else { return nil }
        var label = "format"
        if tokens[open].isPunctuation(UInt8(ascii: ".")) {
            guard open + 2 < range.upperBound, tokens[open + 1].name(in: bytes) == "localizedStringWithFormat" else {
                return nil
            }
            open += 2
            label = ""
        }
        guard tokens[open].isPunctuation(UInt8(ascii: "(")), closing(open, in: range) == range.upperBound - 1,
              let arguments = CallArguments.parenthesized(tokens, open: open, bytes: bytes),
              let format = label.isEmpty ? arguments[.position(0)] : arguments[.label(label)] else { return nil }
        return self.format(format)
    }
}
