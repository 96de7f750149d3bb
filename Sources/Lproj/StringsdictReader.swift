/// Turns the pairs of a `.stringsdict` property list into entries, collecting structural problems.
struct StringsdictReader {
    let file: String
    private(set) var issues: [StringsdictIssue] = []

    init(file: String) {
        self.file = file
    }

    /// The keys of rules that stand in an entry in place of variables and need no format key.
    static let ruleKeys = [StringsdictVariable.deviceSpecificRuleType, StringsdictVariable.variableWidthRuleType]

    /// The entry a top-level pair holds, or `nil` (with an issue) when its value is no dictionary.
    mutating func entry(_ pair: PropertyListDictionaryEntry) -> StringsdictEntry? {
        guard let dictionary = pair.value.value.dictionaryValue else {
            report(.entryNotDictionary(key: pair.key, kind: pair.value.value.kindDescription), at: pair.value.location)
            return nil
        }
        var entry = StringsdictEntry(key: pair.key, location: pair.keyLocation, formatKey: nil, variables: [])
        entry.keepsFirstDuplicate = dictionary.keepsFirstDuplicate
        for member in dictionary.entries {
            let value = member.value
            if member.key == StringsdictEntry.formatKeyName {
                if value.value.stringValue == nil {
                    report(.formatKeyNotString(key: pair.key, kind: value.value.kindDescription), at: value.location)
                }
            } else if let variable = value.value.dictionaryValue {
                entry.variables.append(self.variable(member, variable, in: pair.key))
            } else {
                report(
                    .variableNotDictionary(key: pair.key, variable: member.key, kind: value.value.kindDescription),
                    at: member.keyLocation)
            }
        }
        if let format = dictionary[StringsdictEntry.formatKeyName], let text = format.value.stringValue {
            (entry.formatKey, entry.formatKeyLocation) = (text, format.location)
        }
        let isRule = entry.variables.contains { Self.ruleKeys.contains($0.name) }
        if dictionary[StringsdictEntry.formatKeyName] == nil, !isRule {
            report(.missingFormatKey(key: pair.key), at: pair.keyLocation)
        }
        return entry
    }

    /// A variable (or device-specific or variable-width rule) of the entry `key`.
    private mutating func variable(
        _ member: PropertyListDictionaryEntry, _ dictionary: PropertyListDictionary, in key: String
    ) -> StringsdictVariable {
        let isRule = Self.ruleKeys.contains(member.key)
        let typeKeys = isRule ? [] : [StringsdictVariable.specTypeKey, StringsdictVariable.valueTypeKey]
        var variable = StringsdictVariable(
            name: member.key, location: member.keyLocation, specType: isRule ? member.key : nil, valueType: nil,
            forms: [])
        variable.keepsFirstDuplicate = dictionary.keepsFirstDuplicate
        for pair in dictionary.entries {
            guard case .string(let text) = pair.value.value else {
                report(
                    .ruleValueNotString(
                        key: key, variable: member.key, name: pair.key, kind: pair.value.value.kindDescription),
                    at: pair.value.location)
                continue
            }
            if !typeKeys.contains(pair.key) {
                variable.forms.append(StringsdictForm(
                    name: pair.key, text: text, keyLocation: pair.keyLocation, location: pair.value.location))
            }
        }
        if !isRule {
            if let spec = dictionary[StringsdictVariable.specTypeKey], let text = spec.value.stringValue {
                (variable.specType, variable.specTypeLocation) = (text, spec.location)
            }
            if let type = dictionary[StringsdictVariable.valueTypeKey], let text = type.value.stringValue {
                (variable.valueType, variable.valueTypeLocation) = (text, type.location)
            }
        }
        if variable.specType == nil {
            report(.missingSpecType(key: key, variable: member.key), at: member.keyLocation)
        }
        return variable
    }

    private mutating func report(_ problem: StringsdictProblem, at location: SourceLocation?) {
        issues.append(StringsdictIssue(problem, file: file, location: location))
    }
}
