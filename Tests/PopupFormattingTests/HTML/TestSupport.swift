@testable import PopupFormatting

/// A deterministic SplitMix64 generator so fuzzing is reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Independent checks on sanitizer output, written without using the code under test.
enum OutputInspector {
    /// Elements the tests accept in sanitized output.
    static let allowedElements: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "big",
        "blockquote", "br", "caption", "center", "cite", "code", "col", "colgroup", "dd", "del",
        "details", "div", "dl", "dt", "em", "figcaption", "figure", "font", "footer", "h1", "h2",
        "h3", "h4", "h5", "h6", "header", "hr", "i", "img", "ins", "li", "map", "mark", "nav", "ol",
        "p", "pre", "s", "section", "small", "source", "span", "strike", "strong", "sub", "summary",
        "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "tt", "u", "ul", "video", "wbr",
    ]

    /// Every `<…>` segment of `html` (canonical output escapes `<` and `>` everywhere else).
    static func tags(in html: String) -> [String] {
        var result: [String] = []
        var current: String.UnicodeScalarView?
        for scalar in html.unicodeScalars {
            if scalar == "<" {
                current = String.UnicodeScalarView(["<"])
            } else if var tag = current {
                tag.append(scalar)
                if scalar == ">" {
                    result.append(String(tag))
                    current = nil
                } else {
                    current = tag
                }
            }
        }
        if let unterminated = current { result.append(String(unterminated)) }
        return result
    }

    /// The lower-cased element name of a tag segment such as `<a href="x">` or `</a>`.
    static func elementName(of tag: String) -> String {
        let scalars = tag.unicodeScalars.drop(while: { $0 == "<" || $0 == "/" })
        return String(String.UnicodeScalarView(scalars.prefix(while: isAlphanumeric))).lowercased()
    }

    /// Problems found in `html`; empty when it looks safe.
    ///
    /// Script schemes are looked for in tags only, unless `strict`, which also rejects them in text.
    static func problems(in html: String, strict: Bool = false) -> [String] {
        var found: [String] = []
        if contains(lowerCompact(html, removingSpaces: false), "<script") { found.append("contains <script") }
        let tags = tags(in: html)
        for tag in tags {
            if hasEventHandler(tag) { found.append("event handler in \(tag)") }
            if !tag.hasSuffix(">") { found.append("unterminated tag \(tag)") }
            let name = elementName(of: tag)
            if !allowedElements.contains(name) { found.append("disallowed element \(name)") }
        }
        let inspected = strict ? html : tags.joined()
        let compact = lowerCompact(decodeReferences(inspected), removingSpaces: true)
        for scheme in ["javascript:", "vbscript:"] where contains(compact, scheme) {
            found.append("contains \(scheme)")
        }
        return found
    }

    /// Whether a tag has an attribute named `on…` outside of quoted values.
    private static func hasEventHandler(_ tag: String) -> Bool {
        var outside: [Unicode.Scalar] = []
        var inQuotes = false
        for scalar in tag.unicodeScalars {
            if scalar == "\"" { inQuotes.toggle() } else if !inQuotes { outside.append(scalar) }
        }
        let words = String(String.UnicodeScalarView(outside)).lowercased().split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "/" })
        return words.dropFirst().contains { word in
            word.hasPrefix("on") && word.dropFirst(2).prefix(while: { $0.isLetter }).count > 0
        }
    }

    /// Plain substring search over UTF-8 (faster than the generic algorithm in debug builds).
    private static func contains(_ text: String, _ needle: String) -> Bool {
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        guard haystack.count >= pattern.count else { return false }
        for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
            if haystack[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
        }
        return false
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    private static func lowerCompact(_ text: String, removingSpaces: Bool) -> String {
        let kept = text.unicodeScalars.filter { !removingSpaces || ($0.value > 0x20 && $0.value != 0x7F) }
        return String(String.UnicodeScalarView(kept)).lowercased()
    }

    /// A small independent decoder for numeric references and the few names the checks need.
    static func decodeReferences(_ text: String) -> String {
        let named: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
            "colon": ":", "Tab": "\t", "NewLine": "\n",
        ]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            let body = rest[afterAmpersand...].prefix(while: { $0 != ";" && $0 != "&" && $0 != "<" })
            guard body.endIndex < rest.endIndex, rest[body.endIndex] == ";" else {
                result += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            var replacement: String?
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                replacement = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if body.hasPrefix("#") {
                replacement = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                replacement = named[String(body)]
            }
            if let replacement {
                result += replacement
                rest = rest[rest.index(after: body.endIndex)...]
            } else {
                result += "&"
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }
}
