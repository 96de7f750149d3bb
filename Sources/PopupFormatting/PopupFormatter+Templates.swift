extension PopupFormatter {
    /// Replaces `{FIELD}` tokens (and the legacy `${FIELD}`) with the field's formatted value, as the field list shows
    /// it. Field names match without regard to case; null and missing values are empty text. Braces around anything
    /// that cannot be a field name (spaces, quotes) are left as they are.
    public func renderTemplate(
        _ template: String, popup: PopupDefinition, feature: Feature
    ) throws(PopupFormattingError) -> String {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let isLegacy = open > rest.startIndex && rest[rest.index(before: open)] == "$"
            let nameStart = rest.index(after: open)
            // The name ends at the first character no field name holds, so each character is looked at once.
            let nameEnd = rest[nameStart...].firstIndex { !Self.isFieldNameCharacter($0) } ?? rest.endIndex
            guard nameEnd > nameStart, nameEnd < rest.endIndex, rest[nameEnd] == "}" else {
                output += rest[..<nameEnd]
                rest = rest[nameEnd...]
                continue
            }
            output += rest[..<(isLegacy ? rest.index(before: open) : open)]
            let fieldName = String(rest[nameStart..<nameEnd])
            output += try format(
                feature.value(forField: fieldName), fieldInfo: popup.fieldInfo(named: fieldName),
                field: popup.field(named: fieldName))
            rest = rest[rest.index(after: nameEnd)...]
        }
        return output + rest
    }

    /// Letters, digits and `_ . / -`, which field names and `expression/expr0` references are made of.
    private static func isFieldNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "_./-".contains(character)
    }
}
