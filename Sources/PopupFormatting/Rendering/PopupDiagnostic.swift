/// Something a rendered popup could not show as its definition asks: a part of the definition that is malformed or
/// unknown, a value that does not read as its field's type, an expression without a value, markup removed from HTML.
/// The rest of the popup renders; each diagnostic says where it comes from.
public struct PopupDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A part of the definition has the wrong shape (a string where an object belongs, a member missing).
        case malformedPart = "malformed-part"
        /// A part of the definition this library does not know (an element type, a media type).
        case unknownPart = "unknown-part"
        /// A feature's value does not read as its field's type; it is shown as it is.
        case unreadableValue = "unreadable-value"
        /// An `{expression/NAME}` or expression element the evaluator gave no value for; it shows as empty text.
        case missingExpression = "missing-expression"
        /// Markup removed from HTML: a script, an event handler, a `javascript:` URL.
        case removedMarkup = "removed-markup"
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// Where: a path into the definition (`popupElements[2].fieldInfos[0].format`), or `field NAME`,
    /// `expression/NAME`.
    public var path: String
    /// What went wrong, in one sentence.
    public var message: String

    /// Creates a diagnostic.
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// `popupElements[2]: unknown popup element type "customWidget" [unknown-part]`.
    public var description: String { "\(path): \(message) [\(kind.rawValue)]" }
}
