/// What an argument's tokens say about its text: string literals joined with `+`, anything else unknown.
struct ArgumentValue {
    /// One piece of the text.
    enum Piece {
        case text(String)
        /// An interpolation, with its source text.
        case interpolation(String)
        /// Something other than a literal (a name, a call): text known only at run time.
        case unknown
    }

    var pieces: [Piece] = []
    /// Whether the argument is one string literal and nothing else.
    var isSingleLiteral = false
    /// Whether the argument is `nil` (or `NULL`).
    var isNil = false

    /// The value of the tokens in `range` (of a file of `bytes`): split at top-level `+`, each part a string literal,
    /// a string built by a format or a message (``builtPieces(of:tokens:literals:bytes:depth:)``), or unknown. `depth`
    /// counts the values this one is nested in.
    init(tokens: [Token], literals: [[LiteralSegment]], range: Range<Int>, bytes: [UInt8], depth: Int = 0) {
        if range.count == 1, tokens[range.lowerBound].kind == .identifier {
            let name = tokens[range.lowerBound].name(in: bytes)
            isNil = name == "nil" || name == "NULL" || name == "Nil"
        }
        isSingleLiteral = range.count == 1 && tokens[range.lowerBound].kind == .string
        var partStart = range.lowerBound
        var bracketDepth = 0
        for index in range {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                bracketDepth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                bracketDepth -= 1
            case .punctuation(UInt8(ascii: "+")) where bracketDepth == 0:
                addPart(partStart..<index, tokens: tokens, literals: literals, bytes: bytes, depth: depth)
                partStart = index + 1
            default: break
            }
        }
        addPart(partStart..<range.upperBound, tokens: tokens, literals: literals, bytes: bytes, depth: depth)
    }

    private mutating func addPart(
        _ range: Range<Int>, tokens: [Token], literals: [[LiteralSegment]], bytes: [UInt8], depth: Int
    ) {
        guard range.count == 1, tokens[range.lowerBound].kind == .string,
              literals.indices.contains(tokens[range.lowerBound].literal) else {
            pieces += Self.builtPieces(of: range, tokens: tokens, literals: literals, bytes: bytes, depth: depth)
                ?? [.unknown]
            return
        }
        for segment in literals[tokens[range.lowerBound].literal] {
            switch segment {
            case .text(let text): pieces.append(.text(text))
            case .interpolation(let source): pieces.append(.interpolation(source))
            }
        }
    }

    /// Whether a piece is an interpolation.
    var hasInterpolation: Bool {
        pieces.contains { if case .interpolation = $0 { true } else { false } }
    }

    /// The text when every piece is literal text (no interpolation, nothing unknown).
    var text: String? {
        var result = ""
        for piece in pieces {
            guard case .text(let text) = piece else { return nil }
            result += text
        }
        return result
    }

    /// The key this value looks up, interpolations becoming wildcards or format specifiers.
    func key(interpolation: LocalizationFunction.Interpolation) -> KeyText {
        if let text { return .literal(text) }
        let hasUnknown = pieces.contains { if case .unknown = $0 { true } else { false } }
        if interpolation == .formatSpecifier && !hasUnknown {
            // LocalizedStringKey and String.LocalizationValue double `%` in literal text when they interpolate.
            var key = ""
            for piece in pieces {
                switch piece {
                case .text(let text): key += text.replacingPercents()
                case .interpolation(let source): key += Self.specifier(for: source)
                case .unknown: break
                }
            }
            return .literal(key)
        }
        return .pattern(KeyPattern(segments: pieces.map { piece in
            if case .text(let text) = piece { .text(text) } else { .wildcard }
        }))
    }

    /// The format specifier Xcode extracts for an interpolation: `%lld` for an integer literal, `%lf` for a
    /// floating-point one, `%@` for anything else (the scanner does not know types).
    static func specifier(for source: String) -> String {
        let digits = source.utf8.allSatisfy { ByteCursor.isDigit($0) || $0 == UInt8(ascii: "_") }
        if !source.isEmpty && digits { return "%lld" }
        let number = source.utf8.allSatisfy { ByteCursor.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
        if !source.isEmpty && number && source.utf8.contains(UInt8(ascii: ".")) { return "%lf" }
        return "%@"
    }
}

extension String {
    /// The text with each `%` doubled.
    func replacingPercents() -> String {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var result = ""
        for character in unicodeScalars {
            result.unicodeScalars.append(character)
            if character == "%" { result.unicodeScalars.append("%") }
        }
        return result
    }
}
