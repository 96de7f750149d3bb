/// The key of a localization call: text written in full, or a pattern of a key built at run time.
public enum KeyText: Sendable, Hashable, CustomStringConvertible {
    /// The exact key, as the literal (or literals joined with `+`) make it.
    case literal(String)
    /// A key built at run time, from interpolations or concatenations with values the scanner cannot know.
    case pattern(KeyPattern)

    /// The key when it is known in full.
    public var literal: String? {
        if case .literal(let text) = self { text } else { nil }
    }

    /// Whether `key` is one this call can look up: the same text, or one the pattern matches.
    public func matches(_ key: String) -> Bool {
        switch self {
        case .literal(let text): text == key
        case .pattern(let pattern): pattern.matches(key)
        }
    }

    /// The key, or the pattern followed by `(built at run time)`.
    public var description: String {
        switch self {
        case .literal(let text): text
        case .pattern(let pattern): "\(pattern) (built at run time)"
        }
    }
}
