import Lproj

/// One `<trans-unit>`: a key of a table with its source text and, once translated, its target.
public struct XLIFFUnit: Sendable, Equatable {
    /// The unit's id: the `.strings` key.
    public var id: String
    /// The text in the source language.
    public var source: String
    /// The translation, or `nil` when the unit has no `<target>`; an empty target is `""`.
    public var target: String?
    /// The state of the target; written only with a target, since XLIFF holds it on `<target>`.
    public var state: XLIFFTargetState?
    /// The note for the translator (the key's comment), or `nil` when the unit has none. Several `<note>`
    /// elements are read as one note, joined with a newline.
    public var note: String?
    /// Where the unit's `<trans-unit` tag starts, for a unit read from a file; `nil` for a unit made in code.
    /// It takes no part in equality.
    public var location: SourceLocation?
    /// Why the unit cannot be imported as read, when its `<source>`, `<target>` or `<note>` holds markup the
    /// importer cannot represent in a `.strings` value (an inline element such as `<g>` or `<ph>`); the text read
    /// around that markup is incomplete. `nil` for a unit read in full. It takes no part in equality.
    public var problem: XLIFFUnitProblem?

    /// Creates a unit as code makes it: with no place in a file.
    public init(
        id: String, source: String, target: String? = nil, state: XLIFFTargetState? = nil, note: String? = nil
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.note = note
    }

    /// Whether two units hold the same id, texts, state and note, wherever they were read.
    public static func == (lhs: XLIFFUnit, rhs: XLIFFUnit) -> Bool {
        lhs.id == rhs.id && lhs.source == rhs.source && lhs.target == rhs.target && lhs.state == rhs.state
            && lhs.note == rhs.note
    }
}
