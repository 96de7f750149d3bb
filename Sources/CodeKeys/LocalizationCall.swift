import Lproj

/// One localization call found in a source file: the key it looks up, in which table, with its comment and value.
public struct LocalizationCall: Sendable, Hashable {
    /// The function as written in the list of functions: `NSLocalizedString`, `String(localized:)`, `Text`, ...
    public var function: String
    /// The key the call looks up.
    public var key: KeyText
    /// The table's name, `nil` for `Localizable` (or when the table is not known: see `isTableUnknown`).
    public var table: String?
    /// Whether the table is given by something other than a literal, so that it is not known.
    public var isTableUnknown: Bool
    /// The comment for translators, when written as a literal.
    public var comment: String?
    /// The text shown when the key has no translation (`value:`, `defaultValue:`), when written as a literal.
    public var value: String?
    /// Where the key argument starts.
    public var location: SourceLocation
    /// The language of the file the call is in.
    public var language: SourceLanguage

    /// Creates a call from its parts.
    public init(
        function: String, key: KeyText, table: String? = nil, isTableUnknown: Bool = false, comment: String? = nil,
        value: String? = nil, location: SourceLocation, language: SourceLanguage
    ) {
        self.function = function
        self.key = key
        self.table = table
        self.isTableUnknown = isTableUnknown
        self.comment = comment
        self.value = value
        self.location = location
        self.language = language
    }

    /// The table the call looks its key up in: its name, `Localizable` when none is given, `nil` when unknown.
    public var tableName: String? { isTableUnknown ? nil : table ?? "Localizable" }
}
