/// A key the sources look up in one table, as `extract` writes it: the key, every distinct comment its calls give
/// translators, and the default value of its first call.
public struct ExtractKey: Sendable, Hashable {
    /// The key, written in full in the source.
    public var key: String
    /// The distinct comments of the calls that look it up, in the order first met; empty ones left out.
    public var comments: [String]
    /// The call's default value (`value:`), `nil` when it has none.
    public var value: String?
    /// Whether the key's format specifiers stand for interpolated values (`Text("\(n) items")`, read `%@ items`):
    /// a table key with other specifiers in their places (`%lld items`, as Xcode wrote it) is the same key.
    public var matchesAnySpecifier: Bool

    /// A key with its comments and default value.
    public init(key: String, comments: [String] = [], value: String? = nil, matchesAnySpecifier: Bool = false) {
        self.key = key
        self.comments = comments.filter { !$0.isEmpty }
        self.value = value
        self.matchesAnySpecifier = matchesAnySpecifier
    }

    /// A key with one call's comment and default value.
    public init(key: String, comment: String?, value: String? = nil) {
        self.init(key: key, comments: comment.map { [$0] } ?? [], value: value)
    }

    /// Adds the comment of another call that looks the key up, when it is new.
    public mutating func add(comment: String?) {
        guard let comment, !comment.isEmpty, !comments.contains(comment) else { return }
        comments.append(comment)
    }

    /// The text the development language's table gets: the default value, else (none, or an empty one) the key.
    public var text: String { value.flatMap { $0.isEmpty ? nil : $0 } ?? key }

    /// The comment as genstrings writes it: the calls' distinct comments sorted without regard to case, one a line,
    /// each line after the first indented by three spaces (`/* Add torrent -> info\n   Inspector -> files */`), else
    /// `No comment provided by engineer.`
    public var genstringsComment: String {
        guard !comments.isEmpty else { return "No comment provided by engineer." }
        return comments.sorted { left, right in
            let (lower, upper) = (left.lowercased(), right.lowercased())
            return lower != upper ? lower.unicodeScalars.lexicographicallyPrecedes(upper.unicodeScalars)
                : left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
        }.joined(separator: "\n   ")
    }

    /// The comment a String Catalog entry gets: the calls' distinct comments, one a line; `nil` without one.
    public var catalogComment: String? {
        comments.isEmpty ? nil : comments.joined(separator: "\n")
    }
}
