/// Decides which URLs may appear in `href`, `src` and `poster` attributes.
enum URLPolicy {
    private static let linkSchemes: Set<String> = ["http", "https", "mailto", "tel"]
    /// The schemes of images and other media: also those of a popup's media addresses.
    static let mediaSchemes: Set<String> = ["http", "https"]

    /// The schemes allowed in `attribute`, or `nil` when it does not hold a URL.
    static func allowedSchemes(for attribute: String) -> Set<String>? {
        switch attribute {
        case "href": linkSchemes
        case "src", "poster": mediaSchemes
        default: nil
        }
    }

    /// Script schemes refused anywhere in any attribute value, as defence in depth.
    private static let scriptSchemes = ["javascript:", "vbscript:"]

    /// The script scheme (for example `"javascript:"`) that `value` contains, ignoring case,
    /// whitespace and control characters; `nil` when there is none.
    static func embeddedScriptScheme(in value: String) -> String? {
        let text = MatchingText(value)
        return scriptSchemes.first { text.contains($0) }
    }

    /// Describes why `url` is refused (for example `"javascript: URL"`), or `nil` when it is allowed.
    ///
    /// `url` must already have its character references decoded. ASCII whitespace and control
    /// characters are ignored, since browsers strip them; relative URLs are always allowed.
    static func rejection(of url: String, allowing schemes: Set<String>) -> String? {
        var scheme = String.UnicodeScalarView()
        for scalar in url.unicodeScalars where scalar.value > 0x20 && scalar.value != 0x7F {
            switch scalar {
            case ":":
                let name = String(scheme).lowercased()
                if schemes.contains(name) { return nil }
                return name.isEmpty ? "malformed URL" : "\(name): URL"
            case "/", "?", "#":
                return nil
            default:
                scheme.append(scalar)
            }
        }
        return nil
    }
}
