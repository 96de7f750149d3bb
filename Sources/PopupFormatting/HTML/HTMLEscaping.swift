/// Escapes plain text so that it can be embedded in HTML without being interpreted as markup.
public enum HTMLEscaping {
    /// Returns `text` with `&`, `<`, `>`, `"` and `'` replaced by `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`.
    ///
    /// The result is safe both as element content and inside a single- or double-quoted attribute value.
    public static func escape(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
            case "'": result.append(contentsOf: "&#39;".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Escapes an attribute value for the sanitizer: like ``escape(_:)``, plus carriage returns
    /// as `&#13;` so that a second parse (which normalizes newlines) reads the same value.
    static func escapeAttribute(_ text: String) -> String {
        escape(text).replacing("\r", with: "&#13;")
    }

    /// Escapes element content minimally: `&`, `<`, `>`, U+00A0 (as `&nbsp;`) and carriage return (as `&#13;`).
    static func escapeContent(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\u{A0}": result.append(contentsOf: "&nbsp;".unicodeScalars)
            case "\r": result.append(contentsOf: "&#13;".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
