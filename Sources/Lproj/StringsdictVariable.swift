/// A variable of a `.stringsdict` entry (the `var` of `%#@var@`), or a device-specific or variable-width rule,
/// with its forms in file order.
public struct StringsdictVariable: Sendable, Hashable {
    /// The spec type of a device-specific rule, which is also its key in the entry.
    public static let deviceSpecificRuleType = "NSStringDeviceSpecificRuleType"
    /// The spec type of a variable-width rule, which is also its key in the entry.
    public static let variableWidthRuleType = "NSStringVariableWidthRuleType"
    /// The spec type of a plural variable.
    public static let pluralRuleType = "NSStringPluralRuleType"
    /// The key of a variable's spec type.
    public static let specTypeKey = "NSStringFormatSpecTypeKey"
    /// The key of a variable's value type.
    public static let valueTypeKey = "NSStringFormatValueTypeKey"

    /// The variable's name: its key in the entry.
    public var name: String
    /// Where the name's `<key>` starts, or `nil` in a binary file.
    public var location: SourceLocation?
    /// `NSStringFormatSpecTypeKey`, such as `NSStringPluralRuleType`; for a device-specific or variable-width
    /// rule, its key. `nil` when missing.
    public var specType: String?
    /// Where the spec type's value starts.
    public var specTypeLocation: SourceLocation?
    /// `NSStringFormatValueTypeKey`, the format of the number (such as `d`), or `nil`.
    public var valueType: String?
    /// Where the value type's value starts.
    public var valueTypeLocation: SourceLocation?
    /// The forms, in file order, duplicates included.
    public var forms: [StringsdictForm]
    /// Whether the first of duplicate forms wins (a binary file), rather than the last (XML).
    var keepsFirstDuplicate = false

    /// Creates a variable.
    public init(
        name: String, location: SourceLocation? = nil, specType: String?, specTypeLocation: SourceLocation? = nil,
        valueType: String?, valueTypeLocation: SourceLocation? = nil, forms: [StringsdictForm]
    ) {
        self.name = name
        self.location = location
        self.specType = specType
        self.specTypeLocation = specTypeLocation
        self.valueType = valueType
        self.valueTypeLocation = valueTypeLocation
        self.forms = forms
    }

    /// The form Apple uses for `name`: of duplicates, the last in an XML file and the first in a binary one.
    public func form(_ name: String) -> StringsdictForm? {
        keepsFirstDuplicate ? forms.first { $0.name == name } : forms.last { $0.name == name }
    }

    /// Whether this is a plural variable (`NSStringPluralRuleType`).
    public var isPlural: Bool { specType == Self.pluralRuleType }
}
