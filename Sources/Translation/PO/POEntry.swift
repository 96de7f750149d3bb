/// One entry of a PO file as written: its comments, flags, context, message and translations.
struct POEntry: Equatable {
    /// The `msgctxt`, or `nil` when the entry has none.
    var context: String?
    /// The `msgid`, or `nil` until the parser reads it.
    var id: String?
    /// The `msgid_plural`, or `nil` for an entry with one translation.
    var pluralID: String?
    /// The `msgstr`, or `msgstr[0]`, `msgstr[1]`... in order.
    var translations: [String] = []
    /// The flags of `#,` lines, such as `fuzzy` and `c-format`.
    var flags: [String] = []
    /// The `#.` lines, each without `#.` and one space after it.
    var extractedComments: [String] = []
    /// The `#:` lines, each without `#:`.
    var references: [String] = []
    /// Where the entry's first keyword (`msgctxt` or `msgid`) starts, as a byte offset.
    var offset = 0
    /// Where each translation's keyword starts, as byte offsets.
    var translationOffsets: [Int] = []

    /// Whether the entry is marked `fuzzy`: translated, but to be reviewed.
    var isFuzzy: Bool { flags.contains("fuzzy") }

    /// Whether the entry is a PO header: an empty `msgid` without context.
    var isHeader: Bool { context == nil && id == "" && pluralID == nil }
}
