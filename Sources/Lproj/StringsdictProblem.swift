/// A defect in the structure of a `.stringsdict` file that is otherwise a readable property list.
public enum StringsdictProblem: Sendable, Hashable {
    /// An entry's value is not a dictionary.
    case entryNotDictionary(key: String, kind: String)
    /// An entry has no `NSStringLocalizedFormatKey` (and is no device-specific or variable-width rule).
    case missingFormatKey(key: String)
    /// An entry's `NSStringLocalizedFormatKey` is not a string.
    case formatKeyNotString(key: String, kind: String)
    /// A value in an entry that is neither the format key nor a dictionary (a variable).
    case variableNotDictionary(key: String, variable: String, kind: String)
    /// A variable without `NSStringFormatSpecTypeKey`.
    case missingSpecType(key: String, variable: String)
    /// A spec type, value type or form that is not a string.
    case ruleValueNotString(key: String, variable: String, name: String, kind: String)

    /// What the problem is, in one sentence without its place.
    public var summary: String {
        switch self {
        case .entryNotDictionary(let key, let kind):
            "the entry \(quoted(key)) is \(kind), not a dictionary"
        case .missingFormatKey(let key):
            "the entry \(quoted(key)) has no \(StringsdictEntry.formatKeyName)"
        case .formatKeyNotString(let key, let kind):
            "the \(StringsdictEntry.formatKeyName) of \(quoted(key)) is \(kind), not a string"
        case .variableNotDictionary(let key, let variable, let kind):
            "\(quoted(variable)) in the entry \(quoted(key)) is \(kind), not a variable's dictionary"
        case .missingSpecType(let key, let variable):
            "the variable \(quoted(variable)) of \(quoted(key)) has no NSStringFormatSpecTypeKey"
        case .ruleValueNotString(let key, let variable, let name, let kind):
            "\(quoted(name)) of the variable \(quoted(variable)) in \(quoted(key)) is \(kind), not a string"
        }
    }

    /// A stray value that Apple ignores is a warning; everything else breaks the entry at run time.
    public var severity: Severity {
        if case .variableNotDictionary = self { .warning } else { .error }
    }
}

/// A key in double quotes, escaped, as messages show keys.
private func quoted(_ text: String) -> String { StringsWriter.quoted(text) }
