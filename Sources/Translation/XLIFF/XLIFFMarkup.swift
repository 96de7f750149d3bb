/// Text and attribute values as the writer puts them into XML.
enum XLIFFMarkup {
    /// Text content: `&`, `<` and `>` as entities, carriage return as `&#13;` (a literal one would be read as a line
    /// feed), and each character XML cannot hold as the element `escape` gives for it: XLIFF 1.2's `<x/>` escape
    /// element unless told otherwise.
    static func content(
        _ text: String, escape: (Unicode.Scalar) -> String = XLIFFCharacters.escapeElement(for:)
    ) -> String {
        escaped(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\r": "&#13;"
            default: XLIFFCharacters.isXMLCharacter(scalar) ? nil : escape(scalar)
            }
        }
    }

    /// An attribute value in double quotes, encoded with ``XLIFFValueEncoding`` first; tab, line feed and carriage
    /// return as character references, which a parser keeps (it turns literal ones into spaces).
    static func attribute(_ value: String) -> String {
        let text = escaped(XLIFFValueEncoding.encoded(value)) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            default: nil
            }
        }
        return "\"" + text + "\""
    }

    /// The text with each scalar `replacement` has a replacement for replaced.
    private static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        guard text.unicodeScalars.contains(where: { replacement($0) != nil }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
