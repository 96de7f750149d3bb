/// One entry of a `.stringsdict` file: a key, its format (`NSStringLocalizedFormatKey`) and its variables.
public struct StringsdictEntry: Sendable, Hashable {
    /// The key that code looks up.
    public var key: String
    /// Where the key's `<key>` starts, or `nil` in a binary file.
    public var location: SourceLocation?
    /// `NSStringLocalizedFormatKey`, such as `%#@count@`; `nil` when missing (normal for a device-specific or
    /// variable-width entry).
    public var formatKey: String?
    /// Where the format's `<string>` starts.
    public var formatKeyLocation: SourceLocation?
    /// The variables and rules (every dictionary besides the format key), in file order.
    public var variables: [StringsdictVariable]
    /// Whether the first of duplicate variables wins (a binary file), rather than the last (XML).
    var keepsFirstDuplicate = false

    /// The key of the format in an entry.
    public static let formatKeyName = "NSStringLocalizedFormatKey"

    /// Creates an entry.
    public init(
        key: String, location: SourceLocation? = nil, formatKey: String?, formatKeyLocation: SourceLocation? = nil,
        variables: [StringsdictVariable]
    ) {
        self.key = key
        self.location = location
        self.formatKey = formatKey
        self.formatKeyLocation = formatKeyLocation
        self.variables = variables
    }

    /// The variable Apple uses for `name`: of duplicates, the last in an XML file and the first in a binary one.
    public func variable(named name: String) -> StringsdictVariable? {
        keepsFirstDuplicate ? variables.first { $0.name == name } : variables.last { $0.name == name }
    }
}
