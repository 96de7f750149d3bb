/// What `l10n-check pseudo` would write into a bundle: one pseudo-localized file per `.strings` and `.stringsdict`
/// file of the base language's tables, and what it leaves out.
public struct PseudoPlan: Sendable, Equatable {
    /// The pseudo-language written.
    public var style: PseudoStyle
    /// The base language's folder name, whose tables are pseudo-localized.
    public var baseLanguage: String
    /// The files to write into `<bundle>/<style.folderName>.lproj`.
    public var writes: [FileWrite] = []
    /// Files refused before anything is written: every file, when the language folder exists and replacing was not
    /// asked for; a file to replace that cannot be read.
    public var refused: [WriteOutcome] = []
    /// The keys each planned file holds, in file order, by the write's path.
    public var keys: [String: [String]] = [:]
    /// The files left out, with the reason.
    public var skipped: [PseudoSkippedFile] = []
    /// How many tables of the base get a pseudo-localized file.
    public var tableCount = 0
    /// How many texts the planned files hold, pseudo-localized: `.strings` values, `.stringsdict` format keys and
    /// forms.
    public var textCount = 0

    /// A plan that writes nothing yet.
    public init(style: PseudoStyle, baseLanguage: String) {
        self.style = style
        self.baseLanguage = baseLanguage
    }

    /// Adds a write and the keys it holds.
    mutating func record(_ write: FileWrite, keys: [String], texts: Int) {
        writes.append(write)
        self.keys[write.path] = keys
        textCount += texts
    }
}
