/// An inline element of XLIFF 1.2 inside `<source>` or `<target>`, as translators' tools write them around or in
/// place of the original text's codes, and what the reader gives back for it.
///
/// The reader gives back the original text each element stands for (XLIFF 1.2, section 2.4 "Inline elements"):
/// - `<ph>`, `<bpt>`, `<ept>` and `<it>` hold the original code as their content: `<ph id="1">%@</ph>` is `%@`,
///   `<bpt id="1">&lt;b&gt;</bpt>` is `<b>`; a `<sub>` inside them is part of that code;
/// - `<g>`, `<mrk>` and `<sub>` mark text without standing for any code: their content is text;
/// - `<x/>`, `<bx/>` and `<ex/>` are empty: the original code is the `<source>`'s element of the same `id`
///   (`<ph>` or `<it>` for `<x/>`, `<bpt>` for `<bx/>`, `<ept>` for `<ex/>`, or the same placeholder with an
///   `equiv-text`), else their own `equiv-text` attribute (XLIFF 1.2 has none, but XLIFF 2.0 and some tools
///   write it); otherwise the file does not give it, and the unit is refused.
enum XLIFFInlineElement: Equatable {
    /// `<g>`, `<mrk>`, `<sub>`: markup around text.
    case transparent
    /// `<ph>`, `<bpt>`, `<ept>`, `<it>`: the original code, as content.
    case code(String)
    /// `<x/>`, `<bx/>`, `<ex/>`: a placeholder for code held elsewhere.
    case placeholder(String)

    /// The element of XLIFF's namespace with the local name `name`, or `nil` when it is no inline element.
    init?(name: String) {
        switch name {
        case "g", "mrk", "sub": self = .transparent
        case "ph", "bpt", "ept", "it": self = .code(name)
        case "x", "bx", "ex": self = .placeholder(name)
        default: return nil
        }
    }

    /// The elements of the `<source>` whose original code a placeholder `name` stands for, best first.
    static func sources(ofPlaceholder name: String) -> [String] {
        switch name {
        case "bx": ["bpt", "bx"]
        case "ex": ["ept", "ex"]
        default: ["ph", "it", "x"]
        }
    }
}
