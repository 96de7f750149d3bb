/// What a problem does to Apple's reading of a file, before the effects of all problems are combined.
enum AppleEffect: Sendable {
    /// Apple's parser fails: the table is empty at run time.
    case rejects
    /// Apple's parser silently stops here.
    case stops
    /// Apple reads different text from what the file shows.
    case changesText
    /// Apple reads the file as meant.
    case none
}

/// A problem found while reading, with its place in the source, before its run-time consequence is known.
struct PendingIssue: Sendable {
    var problem: ParseProblem
    var location: SourceLocation?
    /// The code-unit offset where it happens, to order it against the entries.
    var offset: Int
    var effect: AppleEffect
}
