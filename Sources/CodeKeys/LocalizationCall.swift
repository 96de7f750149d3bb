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
    /// What the call does with its table: looks one key up, or reads the whole table.
    public var kind: Kind = .lookup
    /// Where the call is: in the app's code, or in a preview, `#if DEBUG` code or a test.
    public var context: CodeContext = .app
    /// Whether the key's format specifiers stand for interpolated values (`Text("\(count) items")` looks up
    /// `%@ items`) whose types the scanner does not know: Xcode writes the specifier of the value's type (`%lld`), so
    /// the key matches a table's key with any specifier in their places.
    public var hasInterpolatedSpecifiers = false

    /// What a call does with its table.
    public enum Kind: String, Sendable, Hashable {
        /// Looks up one key (`NSLocalizedString("Done", comment: "")`).
        case lookup
        /// Reads the whole table as a dictionary (`Bundle.main.path(forResource: "Errors", ofType: "strings")`): every
        /// key of it may be used; `key` is the table's name.
        case wholeTable = "whole-table"
    }

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
