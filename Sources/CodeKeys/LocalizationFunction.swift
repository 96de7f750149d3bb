/// How to recognize one localization function in source, and which of its arguments are the key, table, comment
/// and value; the built-ins are `standard`, and a project adds its own wrappers.
public struct LocalizationFunction: Sendable, Hashable {
    /// How the function is called.
    public enum Form: Sendable, Hashable {
        /// `name(...)`: a function or an initializer (`NSLocalizedString(...)`, `String(localized: ...)`, `Text(...)`).
        case function
        /// `.name(...)`: a method called on a value (`.navigationTitle(...)`, `bundle.localizedString(forKey: ...)`).
        case method
        /// `"key".name` or `"key".name(...)`: a property or method of a string literal, the literal being the key.
        case literalMember
        /// `[receiver name:... label:...]`: an Objective-C message whose first selector piece is `name`.
        case message
        /// `name` as the type of a Swift declaration, computed property or function result, after `:` or `->`
        /// (`let title: LocalizedStringKey = "..."`, `var title: LocalizedStringKey { "..." }`): each literal it is
        /// given or returns is a key, as Xcode's string extraction reads them; so is the first argument of an
        /// `.init(...)` there, with the table, comment and value of the other arguments.
        case typeAnnotation
    }

    /// Which argument of a call holds something.
    public enum Argument: Sendable, Hashable {
        /// The argument at this index among the unlabeled ones (0 is the first unlabeled argument).
        case position(Int)
        /// The argument with this label (for a message, the selector piece before its `:`).
        case label(String)
    }

    /// What an interpolation in the key becomes.
    public enum Interpolation: Sendable, Hashable {
        /// A wildcard of a pattern: the key is built at run time (`NSLocalizedString("a.\(x)", ...)`).
        case pattern
        /// A format specifier, as Xcode extracts a `LocalizedStringKey` or `String.LocalizationValue`:
        /// `Text("Hello \(name)")` looks up `Hello %@`.
        case formatSpecifier
    }

    /// The name as written before `(` (or before `:` for a message).
    public var name: String
    /// The name reported for its calls (`String(localized:)` for `String` with a `localized:` key).
    public var displayName: String
    /// How it is called.
    public var form: Form
    /// The language it is recognized in.
    public var language: SourceLanguage
    /// The key: ignored for `literalMember`, whose key is the literal it is called on.
    public var key: Argument
    /// The table, when the function takes one.
    public var table: Argument?
    /// The comment, when the function takes one.
    public var comment: Argument?
    /// The value shown when the key has no translation, when the function takes one.
    public var value: Argument?
    /// Whether a call counts only when its key is one string literal (SwiftUI's `Text("...")`: `Text(name)` shows
    /// `name` as it is).
    public var requiresLiteralKey: Bool
    /// What an interpolation in the key becomes.
    public var interpolation: Interpolation
    /// The type or value written before the name and a `.` (`L10n` of `L10n.tr(...)`), when only calls through it
    /// count; `nil` for calls however written.
    public var receiver: String?
    /// The table every call looks up, for a wrapper bound to one table; a `table` argument, when given, wins.
    public var fixedTable: String?
    /// More arguments that are keys of their own (`subtitle:` of `DisplayRepresentation(title:subtitle:)`): each gives
    /// a call of its own, looked up in the same table.
    public var additionalKeys: [Argument]
    /// For a function that finds a resource file (`path(forResource:ofType:)`): the argument naming the file's type.
    /// A call then reads the whole table named by the key argument, when the type is the literal `strings` or
    /// `stringsdict` (or, without a type, the name ends with `.strings` or `.stringsdict`); it is no call otherwise.
    public var resourceType: Argument?
    /// For a `typeAnnotation`, the type nested in `name` that is the annotation (`LocalizationValue` of
    /// `String.LocalizationValue`); `nil` when `name` itself is.
    public var memberType: String?

    /// Creates a function description.
    public init(
        name: String, displayName: String? = nil, form: Form = .function, language: SourceLanguage = .swift,
        key: Argument = .position(0), table: Argument? = nil, comment: Argument? = nil, value: Argument? = nil,
        requiresLiteralKey: Bool = false, interpolation: Interpolation = .pattern, receiver: String? = nil,
        fixedTable: String? = nil, additionalKeys: [Argument] = [], resourceType: Argument? = nil,
        memberType: String? = nil
    ) {
        self.name = name
        self.displayName = displayName ?? name
        self.form = form
        self.language = language
        self.key = key
        self.table = table
        self.comment = comment
        self.value = value
        self.requiresLiteralKey = requiresLiteralKey
        self.interpolation = interpolation
        self.receiver = receiver
        self.fixedTable = fixedTable
        self.additionalKeys = additionalKeys
        self.resourceType = resourceType
        self.memberType = memberType
    }
}
