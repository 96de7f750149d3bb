import Lproj

/// Something an import did that the user should know of, though nothing was refused: a unit imported that its
/// tool marks for review, a unit imported in a custom state, a language matched to another folder.
public struct ImportNote: Sendable, Equatable {
    /// What a note is about.
    public enum Kind: Sendable, Equatable {
        /// A unit imported whose state asks for a review (`needs-review-translation`, `needs-review-l10n`,
        /// `needs-review-adaptation`, `needs-adaptation`, `needs-l10n`).
        case needsReview
        /// A unit imported as translated whose state is a tool's own `x-` extension.
        case customState
        /// A `<file>` whose `target-language` names no folder of the bundle exactly, imported into the one folder
        /// of its language (`de-DE` into `de.lproj`).
        case languageFallback
    }

    /// The XLIFF file's `original`, or the `.strings` file the unit went to.
    public var file: String
    /// The unit's key; `nil` for a note about a whole `<file>`.
    public var key: String?
    /// What happened, in words.
    public var message: String
    /// Where the unit or `<file>` stands in the XLIFF file, when it was read from one.
    public var location: SourceLocation?
    /// What the note is about.
    public var kind: Kind

    /// A note about `key` (or a whole file) of `file`.
    public init(file: String, key: String?, message: String, location: SourceLocation?, kind: Kind) {
        self.file = file
        self.key = key
        self.message = message
        self.location = location
        self.kind = kind
    }
}
