/// One `key = value` pair of a `.strings` table, with where it stands and the comment before it.
public struct StringsEntry: Sendable, Hashable {
    /// The key, with escapes resolved.
    public var key: String { didSet { sourceSpan = nil } }
    /// The value, with escapes resolved; equal to the key for an entry written as `"key";`.
    public var value: String { didSet { sourceSpan = nil } }
    /// Where the key starts, or `nil` in a binary property list or for an entry made in code.
    public var location: SourceLocation?
    /// Where the value starts, or `nil` where there is no such place.
    public var valueLocation: SourceLocation?
    /// The text of the last comment before the entry, without its `/* */` or `//` and trimmed.
    public var comment: String?
    /// The code units of the entry in its source (key through `;`), while key and value are as read.
    var sourceSpan: Range<Int>?
    /// The code units between the previous entry (or the file's start) and this one.
    var leadingTrivia: Range<Int>?

    /// Creates an entry, as code makes it: with no place in a file.
    public init(key: String, value: String, comment: String? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
    }

    init(
        key: String, value: String, location: SourceLocation?, valueLocation: SourceLocation?, comment: String?,
        sourceSpan: Range<Int>?, leadingTrivia: Range<Int>?
    ) {
        self.key = key
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
        self.comment = comment
        self.sourceSpan = sourceSpan
        self.leadingTrivia = leadingTrivia
    }

    /// Whether the entry is as it was read from its file, so that a writer copies its original text.
    public var isUnchangedFromSource: Bool { sourceSpan != nil }
}
