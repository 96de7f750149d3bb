/// One unit of markup produced by ``HTMLTokenizer``.
enum HTMLToken: Sendable, Equatable {
    /// Character data with character references already decoded.
    case text(String)
    /// An opening tag.
    case startTag(HTMLTag)
    /// A closing tag; its name is lower-cased.
    case endTag(name: String)
    /// A comment, doctype, processing instruction, CDATA section or other ignorable markup.
    case comment
    /// A start tag cut off by the end of the input (browsers drop these).
    case incompleteTag(name: String)
}

/// An opening tag with its attributes.
struct HTMLTag: Sendable, Equatable {
    /// The lower-cased tag name.
    var name: String
    /// Attributes in source order; duplicates after the first are already discarded.
    var attributes: [HTMLAttribute]
    /// Whether the tag ended with `/>`.
    var selfClosing: Bool
}

/// An attribute with a lower-cased name and a decoded value.
struct HTMLAttribute: Sendable, Equatable {
    /// The lower-cased attribute name.
    var name: String
    /// The value with character references decoded; empty when the attribute had no value.
    var value: String
}
