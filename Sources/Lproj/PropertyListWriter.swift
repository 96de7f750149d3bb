/// Writes property lists of strings and dictionaries, as XML laid out as Apple's tools write it (plutil, Xcode) or
/// as a binary property list (`bplist00`); dictionaries keep their pairs in the order given.
public enum PropertyListWriter {
    /// `root` as an XML property list in UTF-8: the XML declaration, Apple's DOCTYPE, `<plist version="1.0">`, one
    /// element a line indented with tabs, `<dict/>` for an empty dictionary.
    public static func xml(_ root: PropertyListValue) throws(PropertyListWriterError) -> [UInt8] {
        let layout = XMLLayout(indentUnit: "\t", lineEnding: "\n")
        let body = try xmlElement(root, indent: "", layout: layout)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>

            """
        return Array(text.utf8)
    }

    /// `root` as a binary property list (`bplist00`), equal strings written once.
    public static func binary(_ root: PropertyListValue) throws(PropertyListWriterError) -> [UInt8] {
        try PropertyListBinaryWriter.bytes(of: root)
    }

    /// How an XML element's lines are laid out: the indentation each level adds and what ends a line; both empty
    /// for a compact file that writes elements one after another.
    struct XMLLayout {
        /// What each level of nesting adds to the indentation.
        var indentUnit: String
        /// What ends a line.
        var lineEnding: String
    }

    /// The element of `value` whose first line starts where its caller put it and whose other lines start with
    /// `indent` and what nesting adds.
    static func xmlElement(
        _ value: PropertyListValue, indent: String, layout: XMLLayout
    ) throws(PropertyListWriterError) -> String {
        switch value {
        case .string(let text):
            return "<string>\(try escaped(text))</string>"
        case .dictionary(let dictionary):
            guard !dictionary.entries.isEmpty else { return "<dict/>" }
            let inner = indent + layout.indentUnit
            var text = "<dict>"
            for entry in dictionary.entries {
                text += try layout.lineEnding + inner + xmlPair(entry, indent: inner, layout: layout)
            }
            return text + layout.lineEnding + indent + "</dict>"
        default:
            throw .unsupportedValue(kind: value.kindDescription)
        }
    }

    /// A dictionary's `<key>` and its value's element, on two lines (or together in a compact layout).
    static func xmlPair(
        _ entry: PropertyListDictionaryEntry, indent: String, layout: XMLLayout
    ) throws(PropertyListWriterError) -> String {
        let value = try xmlElement(entry.value.value, indent: indent, layout: layout)
        return "<key>\(try escaped(entry.key))</key>" + layout.lineEnding + indent + value
    }

    /// Text content as Apple writes it, `&`, `<` and `>` as entities, with a carriage return as `&#13;` (a literal
    /// one is read back as a line feed).
    private static func escaped(_ text: String) throws(PropertyListWriterError) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\r": result.append(contentsOf: "&#13;".unicodeScalars)
            default:
                guard isXMLCharacter(scalar) else { throw .unrepresentableCharacter(in: text) }
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether XML 1.0 allows `scalar` in text: tab, line feed, carriage return, U+0020...U+D7FF, U+E000...U+FFFD
    /// and above U+FFFF.
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }
}
