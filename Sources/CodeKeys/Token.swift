/// A token of a source file as the call matcher sees it: names, literals, and the punctuation calls are made of.
struct Token {
    enum Kind: Equatable {
        /// A name or keyword (`NSLocalizedString`, `nil`, `func`); a Swift name in backticks without them.
        case identifier
        /// A number literal.
        case number
        /// A string literal (ObjC: adjacent literals joined); its pieces in `SourceTokens.literals[literal]`.
        case string
        /// One byte of punctuation: `( ) [ ] { } , : . + ?` and the rest.
        case punctuation(UInt8)
    }

    var kind: Kind
    /// The byte offset of the token's first byte.
    var start: Int
    /// The byte offset just past the token (for a name in backticks, past the backtick).
    var end: Int
    /// For a string, the index of its pieces in `SourceTokens.literals`.
    var literal: Int = -1

    func isPunctuation(_ byte: UInt8) -> Bool { kind == .punctuation(byte) }

    /// The text of the token's bytes in `bytes`, its file's (a name, for a name token).
    func name(in bytes: [UInt8]) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    /// +1 for an opening bracket (`(`, `[`, `{`), -1 for a closing one, 0 for any other token.
    var depthChange: Int {
        guard case .punctuation(let byte) = kind else { return 0 }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return -1
        default: return 0
        }
    }
}

/// One piece of a string literal's value.
enum LiteralSegment: Equatable {
    /// Text, escapes decoded.
    case text(String)
    /// An interpolation `\(...)`, with its source text.
    case interpolation(String)
}

/// A file's tokens, the pieces of its string literals, the problems met while lexing, and what the lexer noted for
/// later: the stretches of nested code and the markers of code contexts.
struct SourceTokens {
    var tokens: [Token] = []
    var literals: [[LiteralSegment]] = []
    var problems: [SourceProblem] = []
    /// The interpolations (Swift) or macro bodies (Objective-C) passed, in file order, each read later on its own.
    var nested: [NestedCode] = []
    /// The conditional compilation lines and `#Preview`s passed, in file order.
    var markers: [CodeMarker] = []
}
