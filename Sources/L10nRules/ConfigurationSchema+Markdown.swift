/// The configuration's keys as Markdown, from the same schema `l10n-check config --schema` prints, for
/// `docs/configuration.md`.
extension ConfigurationSchema {
    /// A table of every key of `.l10n-check.yml`: its path (`rules.<rule>.severity`), its values and its meaning.
    public static var markdownKeys: String {
        var rows = ["| Key | Value | Meaning |", "| --- | --- | --- |"]
        appendRows(of: value, path: "", to: &rows)
        return rows.joined(separator: "\n") + "\n"
    }

    /// The name a path takes for any key of a map (`rules.<rule>`), by the map's own key.
    private static let mapKeyNames = ["rules": "<rule>", "languages": "<language>"]

    /// Adds a row for each key of `schema`'s properties, and for the keys under them, below `path`.
    private static func appendRows(of schema: JSONValue, path: String, to rows: inout [String]) {
        for (name, property) in members(schema, "properties") {
            let keyPath = path.isEmpty ? name : path + "." + name
            let mapKey = mapKeyNames[name] ?? "<name>"
            let entries = member(property, "additionalProperties")
            if !members(property, "properties").isEmpty {
                appendRows(of: property, path: keyPath, to: &rows)
            } else if let items = member(property, "items"), !members(items, "properties").isEmpty {
                rows.append("| `\(keyPath)` | a list of mappings | \(text(member(property, "description"))) |")
                appendRows(of: items, path: keyPath + "[]", to: &rows)
            } else if let entries, !members(entries, "properties").isEmpty {
                rows.append("| `\(keyPath)` | a map from `\(mapKey)` | \(text(member(property, "description"))) |")
                appendRows(of: entries, path: keyPath + "." + mapKey, to: &rows)
            } else {
                rows.append("| `\(keyPath)` | \(values(property)) | \(text(member(property, "description"))) |")
            }
        }
    }

    /// What a key takes: its enumerated values, or its type with its bounds.
    private static func values(_ property: JSONValue) -> String {
        if case .array(let choices)? = member(property, "enum") {
            if choices.count > 5 { return "a rule id (see [the rules](rules.md))" }
            return choices.map { "`\(text($0))`" }.joined(separator: ", ")
        }
        var type = text(member(property, "type"))
        if case .array(let types)? = member(property, "type") { type = types.map { text($0) }.joined(separator: " or ") }
        if type == "array", let items = member(property, "items") {
            return "a list: " + values(items)
        }
        var bounds: [String] = []
        if case .int(let minimum)? = member(property, "minimum") { bounds.append("at least \(minimum)") }
        if case .int(let maximum)? = member(property, "maximum") { bounds.append("at most \(maximum)") }
        if case .int(let length)? = member(property, "minLength"), length > 0 { bounds.append("not empty") }
        return bounds.isEmpty ? type : "\(type), " + bounds.joined(separator: ", ")
    }

    /// The member `name` of an object, if there is one.
    private static func member(_ value: JSONValue, _ name: String) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.0 == name }?.1
    }

    /// The members of the object `name` of `value`, in order; none when absent.
    private static func members(_ value: JSONValue, _ name: String) -> [(String, JSONValue)] {
        guard case .object(let members)? = member(value, name) else { return [] }
        return members
    }

    /// A string value's text with Markdown's own characters escaped (`|`, `*`, `<`), for a table cell; empty for
    /// anything else.
    private static func text(_ value: JSONValue?) -> String {
        guard case .string(let text)? = value else { return "" }
        var escaped = ""
        for character in text {
            if character == "|" || character == "*" || character == "<" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
