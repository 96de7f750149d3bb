/// A key the sources look up in one table, as `extract` writes it: the key, the comment for translators and the
/// default value of its first call.
public struct ExtractKey: Sendable, Hashable {
    /// The key, written in full in the source.
    public var key: String
    /// The call's comment for translators, `nil` when it has none.
    public var comment: String?
    /// The call's default value (`value:`), `nil` when it has none.
    public var value: String?

    /// A key with its comment and default value.
    public init(key: String, comment: String? = nil, value: String? = nil) {
        self.key = key
        self.comment = comment
        self.value = value
    }

    /// The text the development language's table gets: the default value, else (none, or an empty one) the key.
    public var text: String { value.flatMap { $0.isEmpty ? nil : $0 } ?? key }

    /// The comment as genstrings writes it: the call's, else `No comment provided by engineer.`
    public var genstringsComment: String {
        comment.flatMap { $0.isEmpty ? nil : $0 } ?? "No comment provided by engineer."
    }
}
