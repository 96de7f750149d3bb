/// The elements and attributes that survive sanitizing, modelled on the ArcGIS supported-HTML list.
enum HTMLAllowList {
    /// Elements written to the output.
    static let elements: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "big",
        "blockquote", "br", "caption", "center", "cite", "code", "col", "colgroup", "dd", "del",
        "details", "div", "dl", "dt", "em", "figcaption", "figure", "font", "footer",
        "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "i", "img", "ins", "li", "map", "mark",
        "nav", "ol", "p", "pre", "s", "section", "small", "source", "span", "strike", "strong",
        "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "tt", "u",
        "ul", "video", "wbr",
    ]

    /// Elements without content or end tag.
    static let voidElements: Set<String> = ["area", "br", "col", "hr", "img", "source", "wbr"]

    /// Elements removed together with everything up to their matching end tag.
    static let droppedWithContent: Set<String> = [
        "applet", "button", "embed", "form", "frame", "frameset", "head", "iframe", "math",
        "noembed", "noframes", "noscript", "object", "option", "plaintext", "script", "select",
        "style", "svg", "template", "textarea", "title", "xmp",
    ]

    /// Dropped elements that never have content, so dropping them never swallows what follows.
    static let droppedVoid: Set<String> = ["base", "basefont", "embed", "frame", "input", "keygen", "link", "meta", "param"]

    /// Dropped elements whose `/>` really ends them (foreign content honours self-closing tags).
    static let foreignElements: Set<String> = ["math", "svg"]

    /// Attributes allowed on every allowed element.
    static let globalAttributes: Set<String> = ["align", "class", "dir", "lang", "style", "title"]

    private static let media: Set<String> = ["controls", "height", "loop", "muted", "poster", "src", "type", "width"]
    private static let cell: Set<String> = ["colspan", "height", "rowspan", "valign", "width"]
    private static let column: Set<String> = ["span", "width"]

    /// Additional attributes allowed per element.
    static let elementAttributes: [String: Set<String>] = [
        "a": ["href", "rel", "target"],
        "area": ["alt", "coords", "href", "rel", "shape", "target"],
        "audio": media, "video": media, "source": media,
        "col": column, "colgroup": column,
        "del": ["datetime"], "ins": ["datetime"],
        "details": ["open"],
        "font": ["color", "face", "size"],
        "img": ["alt", "border", "height", "src", "usemap", "width"],
        "li": ["value"],
        "map": ["name"],
        "ol": ["start", "type"],
        "table": ["border", "cellpadding", "cellspacing", "width"],
        "td": cell, "th": cell,
    ]

    /// Whether `attribute` may appear on `element`.
    static func allows(attribute: String, on element: String) -> Bool {
        globalAttributes.contains(attribute) || elementAttributes[element]?.contains(attribute) == true
    }
}
