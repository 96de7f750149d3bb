import Lproj

/// Something the scanner could not read as written: the source would not compile, or a key cannot be known.
public struct SourceProblem: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable {
        /// A string literal without its closing quote.
        case unterminatedString = "unterminated-string"
        /// A block comment without its `*/`.
        case unterminatedComment = "unterminated-comment"
        /// An escape sequence the language does not have, or a malformed one (`\u{110000}`).
        case invalidEscape = "invalid-escape"
        /// A line of a multi-line string indented less than its closing delimiter.
        case insufficientIndentation = "insufficient-indentation"
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// A sentence that says what is wrong.
    public var message: String
    /// Where it is.
    public var location: SourceLocation

    /// Creates a problem.
    public init(kind: Kind, message: String, location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}
