/// Where the value of a declaration typed `LocalizedStringKey` (or another type of a `typeAnnotation` function)
/// ends, read a token at a time from the token after the type's name: an optional nested type (`.LocalizationValue`)
/// and `?` or `!`, then `= value` (the value up to a `,`, `;`, a closing bracket, or a line that does not continue
/// it) or `{ body }` (up to the matching `}`). The window lexer and the matcher read the same tokens with it, so that
/// both see the same extent.
struct TypedValueExtent {
    /// What follows the type.
    enum Shape: Equatable {
        /// `= value`: a stored property's or a parameter's value.
        case value
        /// `{ body }`: a computed property's or a function's body.
        case body
    }

    private enum State {
        case afterType, afterDot, afterMember, afterOptional
        case value(depth: Int)
        case body(depth: Int)
        case complete
    }

    private var state = State.afterType
    /// The shape, once the `=` or `{` is read.
    private(set) var shape: Shape?
    /// The index of the first token of the value or body.
    private(set) var start = 0
    /// The index just past the value or body's last token, once known.
    private(set) var end: Int?

    /// Whether the extent is known (or there is none): no further token is needed.
    var isComplete: Bool {
        if case .complete = state { true } else { false }
    }

    /// Reads the token at `index` of `tokens` (the one after the last read, the first being just after the type's
    /// name), in a file of `bytes`.
    mutating func read(_ index: Int, of tokens: [Token], bytes: [UInt8]) {
        let token = tokens[index]
        switch state {
        case .afterType, .afterMember:
            if case .afterType = state, token.isPunctuation(UInt8(ascii: ".")) {
                state = .afterDot
            } else if token.isPunctuation(UInt8(ascii: "?")) || token.isPunctuation(UInt8(ascii: "!")) {
                state = .afterOptional
            } else {
                open(at: index, token)
            }
        case .afterDot:
            state = token.kind == .identifier ? .afterMember : .complete
        case .afterOptional:
            open(at: index, token)
        case .value(let depth):
            if index > start, depth == 0, Self.endsValue(index, of: tokens, bytes: bytes) {
                finish(at: index)
                return
            }
            let depth = depth + token.depthChange
            if depth < 0 { finish(at: index) } else { state = .value(depth: depth) }
        case .body(let depth):
            var depth = depth
            if token.isPunctuation(UInt8(ascii: "{")) { depth += 1 }
            if token.isPunctuation(UInt8(ascii: "}")) { depth -= 1 }
            if depth == 0 { finish(at: index) } else { state = .body(depth: depth) }
        case .complete:
            break
        }
    }

    /// The extent when the tokens ran out first: the value or body goes on to the last token.
    mutating func finishAtEnd(of tokens: [Token]) {
        if shape != nil, end == nil { end = tokens.count }
        state = .complete
    }

    /// The tokens of the value or body (without the braces), when there is one.
    var range: Range<Int>? {
        guard shape != nil, let end, end >= start else { return nil }
        return start..<end
    }

    private mutating func open(at index: Int, _ token: Token) {
        if token.isPunctuation(UInt8(ascii: "=")) {
            shape = .value
            start = index + 1
            state = .value(depth: 0)
        } else if token.isPunctuation(UInt8(ascii: "{")) {
            shape = .body
            start = index + 1
            state = .body(depth: 1)
        } else {
            state = .complete
        }
    }

    private mutating func finish(at index: Int) {
        end = index
        state = .complete
    }

    /// Whether the token at `index` (at the depth of the value's start, after its first token) is past the value:
    /// a `,` or `;`, or the first token of a line that does not continue the expression (neither it nor the token
    /// before is an operator or punctuation that needs more).
    static func endsValue(_ index: Int, of tokens: [Token], bytes: [UInt8]) -> Bool {
        let token = tokens[index]
        if token.isPunctuation(UInt8(ascii: ",")) || token.isPunctuation(UInt8(ascii: ";")) { return true }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        guard hasNewline(bytes, previous.end..<token.start) else { return false }
        return !continuesExpression(token, atLineStart: true) && !continuesExpression(previous, atLineStart: false)
    }

    /// Whether `token`, first on its line or last on the line before, joins the two lines into one expression.
    private static func continuesExpression(_ token: Token, atLineStart: Bool) -> Bool {
        guard case .punctuation(let byte) = token.kind else { return false }
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="):
            return true
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "!"):
            return !atLineStart
        default:
            return false
        }
    }

    /// Whether the bytes over `range` hold a line break.
    static func hasNewline(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.lowerBound < range.upperBound, range.upperBound <= bytes.count else { return false }
        return bytes[range].contains { $0 == 0x0A || $0 == 0x0D }
    }
}
