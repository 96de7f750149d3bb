/// `{FIELD}`, `${FIELD}` and `{expression/NAME}` tokens in popup templates.
enum TemplateTokens {
    /// `template` with each token replaced by `value(name)`. Braces around anything that cannot be a name (spaces,
    /// quotes, nothing) are text. Each character is looked at once, so a template of many braces takes linear time.
    static func substitute(_ template: String, value: (String) -> String) -> String {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let isLegacy = open > rest.startIndex && rest[rest.index(before: open)] == "$"
            let nameStart = rest.index(after: open)
            // The name ends at the first character no field name holds.
            let nameEnd = rest[nameStart...].firstIndex { !isNameCharacter($0) } ?? rest.endIndex
            guard nameEnd > nameStart, nameEnd < rest.endIndex, rest[nameEnd] == "}" else {
                output += rest[..<nameEnd]
                rest = rest[nameEnd...]
                continue
            }
            output += rest[..<(isLegacy ? rest.index(before: open) : open)]
            output += value(String(rest[nameStart..<nameEnd]))
            rest = rest[rest.index(after: nameEnd)...]
        }
        return output + rest
    }

    /// Letters, digits and `_ . / -`, which field names and `expression/expr0` references are made of.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "_./-".contains(character)
    }
}
