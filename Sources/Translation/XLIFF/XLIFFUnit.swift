import Lproj

/// One `<trans-unit>`: a key of a table with its source text and, once translated, its target.
public struct XLIFFUnit: Sendable, Equatable {
    /// The unit's `id`: the `.strings` key, unless the unit has a ``resname``.
    public var id: String
    /// The unit's `resname`, the name of the resource it translates, or `nil` when it has none. Xcode writes the key
    /// as `id`; some tools write a number of their own as `id` and the key as `resname`.
    public var resname: String?
    /// The text in the source language.
    public var source: String
    /// The translation, or `nil` when the unit has no `<target>`; an empty target is `""`.
    public var target: String?
    /// The state of the target; written only with a target, since XLIFF holds it on `<target>`.
    public var state: XLIFFTargetState?
    /// Whether the unit says its translation is approved (`approved="yes"`), which makes it translated whatever
    /// its state.
    public var isApproved: Bool
    /// The note for the translator (the key's comment), or `nil` when the unit has none. Several `<note>`
    /// elements are read as one note, joined with a newline.
    public var note: String?
    /// Where the unit's `<trans-unit` tag starts, for a unit read from a file; `nil` for a unit made in code.
    /// It takes no part in equality.
    public var location: SourceLocation?
    /// Why the unit cannot be imported as read: markup in its `<source>`, `<target>` or `<note>` that a `.strings`
    /// value cannot represent (the text read around it is incomplete), a placeholder whose original text the file
    /// does not give, or an id an earlier unit of its file has. `nil` for a unit read in full. It takes no part in
    /// equality.
    public var problem: XLIFFUnitProblem?
    /// The unit's place in a group of plural forms, for a unit an export makes of a plural form; `nil` for any other
    /// unit and for units read from XLIFF (1.2 or 2.0, whose plural groups are read as their units), whose ids alone
    /// name the form. It takes no part in equality.
    public var plural: UnitPlural?
    /// Where the unit's source text stands in the bundle, for a unit an export makes: the base file and the line of
    /// the entry. XLIFF 1.2 writes it as the unit's location context, which tools such as translate-toolkit use to
    /// keep units of the same text apart. It takes no part in equality.
    public var origin: SourceLocation?

    /// The `.strings` key the unit translates: its ``resname`` when it has one, else its ``id``.
    public var key: String { resname ?? id }

    /// Creates a unit as code makes it: with no place in a file.
    public init(
        id: String, source: String, target: String? = nil, state: XLIFFTargetState? = nil, note: String? = nil,
        resname: String? = nil, isApproved: Bool = false, plural: UnitPlural? = nil
    ) {
        self.id = id
        self.resname = resname
        self.source = source
        self.target = target
        self.state = state
        self.isApproved = isApproved
        self.note = note
        self.plural = plural
    }

    /// Whether two units hold the same id, resname, texts, state, approval and note, wherever they were read.
    public static func == (lhs: XLIFFUnit, rhs: XLIFFUnit) -> Bool {
        lhs.id == rhs.id && lhs.resname == rhs.resname && lhs.source == rhs.source && lhs.target == rhs.target
            && lhs.state == rhs.state && lhs.isApproved == rhs.isApproved && lhs.note == rhs.note
    }
}
