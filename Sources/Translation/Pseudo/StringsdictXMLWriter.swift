import Lproj

/// Writes `.stringsdict` entries as an XML property list, laid out as Xcode writes one (tabs, the format key first,
/// each variable's spec and value types before its forms).
enum StringsdictXMLWriter {
    /// The XML of `entries`, UTF-8; `nil` when a key or text holds a character XML 1.0 cannot hold at all (U+0000,
    /// U+0001, ...), which no property list can carry.
    static func bytes(of entries: [StringsdictEntry]) -> [UInt8]? {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in entries {
            guard append(key: entry.key, depth: 1, to: &text) else { return nil }
            text += "\t<dict>\n"
            if let format = entry.formatKey {
                guard append(key: StringsdictEntry.formatKeyName, string: format, depth: 2, to: &text) else { return nil }
            }
            for variable in entry.variables {
                guard append(variable, to: &text) else { return nil }
            }
            text += "\t</dict>\n"
        }
        text += "</dict>\n</plist>\n"
        return Array(text.utf8)
    }

    /// Whether `bytes` read back without errors as exactly `entries`: the same keys, format keys, variables with
    /// their spec and value types, and forms, in the same order.
    static func readsBack(_ bytes: [UInt8], as entries: [StringsdictEntry], path: String) -> Bool {
        let reread = StringsdictDocument(bytes: bytes, path: path)
        return !reread.hasErrors && texts(of: reread.entries) == texts(of: entries)
    }

    /// The keys, names and texts of `.stringsdict` entries, one line each, to compare what was planned with what
    /// reads back.
    private static func texts(of entries: [StringsdictEntry]) -> [String] {
        entries.flatMap { entry in
            ["entry\0\(entry.key)\0\(entry.formatKey.map { "=\($0)" } ?? "-")"] + entry.variables.flatMap { variable in
                ["variable\0\(variable.name)\0\(variable.specType ?? "-")\0\(variable.valueType ?? "-")"]
                    + variable.forms.map { "form\0\($0.name)\0\($0.text)" }
            }
        }
    }

    private static func append(_ variable: StringsdictVariable, to text: inout String) -> Bool {
        guard append(key: variable.name, depth: 2, to: &text) else { return false }
        text += "\t\t<dict>\n"
        // A device-specific or variable-width rule has no type keys: its spec type is its own name.
        if variable.specType != variable.name {
            if let spec = variable.specType,
               !append(key: StringsdictVariable.specTypeKey, string: spec, depth: 3, to: &text) { return false }
            if let value = variable.valueType,
               !append(key: StringsdictVariable.valueTypeKey, string: value, depth: 3, to: &text) { return false }
        }
        for form in variable.forms {
            guard append(key: form.name, string: form.text, depth: 3, to: &text) else { return false }
        }
        text += "\t\t</dict>\n"
        return true
    }

    private static func append(key: String, string: String? = nil, depth: Int, to text: inout String) -> Bool {
        let indent = String(repeating: "\t", count: depth)
        guard let key = escaped(key) else { return false }
        text += "\(indent)<key>\(key)</key>\n"
        guard let string else { return true }
        guard let value = escaped(string) else { return false }
        text += "\(indent)<string>\(value)</string>\n"
        return true
    }

    /// Text content: `&`, `<` and `>` as entities, carriage return as `&#13;` (a literal one is read as a line feed);
    /// `nil` when the text holds a character XML cannot hold.
    private static func escaped(_ text: String) -> String? {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\r": result.append(contentsOf: "&#13;".unicodeScalars)
            default:
                guard XLIFFCharacters.isXMLCharacter(scalar) else { return nil }
                result.append(scalar)
            }
        }
        return String(result)
    }
}
