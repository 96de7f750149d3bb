/// The result of ``HTMLSanitizer/sanitize(_:)``: safe HTML plus a record of what was removed.
public struct SanitizedHTML: Sendable, Hashable {
    /// The sanitized, canonically serialized HTML.
    public var html: String
    /// Short human-readable descriptions of every removal, in document order
    /// (for example `"<script> element"` or `"onerror attribute of <img>"`).
    ///
    /// Descriptions quote author markup verbatim; escape them before showing them as HTML.
    public var removed: [String]

    /// Creates a result from its parts.
    public init(html: String, removed: [String]) {
        self.html = html
        self.removed = removed
    }
}
