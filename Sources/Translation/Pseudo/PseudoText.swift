import L10nRules

/// A text as pseudo-localization sees it: its Unicode scalars, and which of them it must keep as they are.
///
/// Kept are what code and the runtime read, found with the checker's readers (``ProtectedSpans``): format
/// specifiers (`%@`, `%1$d`, `%.2f`, `%%`, `%#@files@`) and tokens (`{FIELD}`, `${FIELD}`, `{0}`, ICU MessageFormat
/// arguments but the text of their sub-messages); and markup in values: HTML and XML tags (`<b>`, `</a>`,
/// `<a href="...">`, `<!-- -->`), entities and character references (`&amp;`, `&#x2026;`), backslash escapes that
/// the app itself resolves (`\n` written as two characters, `\u00e9`), and the syntax of Markdown links and
/// attributes that Foundation's `AttributedString(localized:)` reads: of `^[%lld items](inflect: true)` or
/// `[Help](https://example.com)`, the `^[` or `[` and everything from `]` to `)`, not the text between.
struct PseudoText {
    /// The text's scalars.
    var scalars: [Unicode.Scalar]
    /// For each scalar, whether it must be kept as it is.
    var isProtected: [Bool]
    /// Whether the text ends inside an unfinished format specifier (`100%`), so nothing may be written after it.
    var endsInsideSpecifier: Bool
    /// How many scalars the text's `.stringsdict` references (`%#@files@`, `%1$#@files@`) take: the runtime puts a
    /// form's text in their place, which is lengthened on its own.
    var referenceLength = 0

    /// Reads `text`.
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        isProtected = Array(repeating: false, count: scalars.count)
        let spans = ProtectedSpans(text)
        endsInsideSpecifier = spans.endsInsideSpecifier
        for range in spans.ranges {
            protect(range)
            let span = scalars[range]
            let isReference = zip(span, span.dropFirst()).contains { $0 == "#" && $1 == "@" }
            if span.first == "%", span.last == "@", isReference {
                referenceLength += span.count
            }
        }
        protectMarkup()
        protectMarkdownLinks()
    }

    /// Whether the scalar at `index` is a line break: a paragraph ends there for the bidirectional algorithm.
    func isLineBreak(at index: Int) -> Bool {
        switch scalars[index].value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private mutating func protect(_ range: Range<Int>) {
        let clamped = range.clamped(to: 0..<scalars.count)
        for index in clamped { isProtected[index] = true }
    }

    /// Marks tags, entities and backslash escapes.
    private mutating func protectMarkup() {
        var index = 0
        while index < scalars.count {
            let end: Int? = switch scalars[index] {
            case "<": tagEnd(from: index)
            case "&": entityEnd(from: index)
            case "\\": escapeEnd(from: index)
            default: nil
            }
            if let end {
                protect(index..<end)
                index = end
            } else {
                index += 1
            }
        }
    }

    /// The end of a tag that starts at `start`: `<` then a letter, `/`, `!` or `?`, through the next `>`.
    private func tagEnd(from start: Int) -> Int? {
        guard start + 1 < scalars.count else { return nil }
        let next = scalars[start + 1]
        guard Self.isASCIILetter(next) || next == "/" || next == "!" || next == "?" else { return nil }
        var index = start + 2
        while index < scalars.count {
            if scalars[index] == ">" { return index + 1 }
            if scalars[index] == "<" { return nil }
            index += 1
        }
        return nil
    }

    /// The end of an entity that starts at `start`: `&name;`, `&#123;` or `&#x1F600;`, at most 32 scalars long.
    private func entityEnd(from start: Int) -> Int? {
        var index = start + 1
        var isNumeric = false
        var isHex = false
        if index < scalars.count, scalars[index] == "#" {
            isNumeric = true
            index += 1
            if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
                isHex = true
                index += 1
            }
        }
        let nameStart = index
        while index < scalars.count, index - start < 32 {
            let scalar = scalars[index]
            let fits = isHex ? scalar.properties.isASCIIHexDigit
                : isNumeric ? ("0"..."9").contains(scalar)
                : Self.isASCIILetter(scalar) || (index > nameStart && ("0"..."9").contains(scalar))
            guard fits else { break }
            index += 1
        }
        guard index > nameStart, index < scalars.count, scalars[index] == ";" else { return nil }
        return index + 1
    }

    /// The end of a backslash escape that starts at `start`: the backslash and the scalar after it, and up to eight
    /// hexadecimal digits after `\u`, `\U` or `\x`.
    private func escapeEnd(from start: Int) -> Int? {
        guard start + 1 < scalars.count else { return nil }
        var index = start + 2
        if ["u", "U", "x"].contains(scalars[start + 1]) {
            while index < scalars.count, index - start < 10, scalars[index].properties.isASCIIHexDigit { index += 1 }
        }
        return index
    }

    /// Marks the syntax of each `[text](target)` and `^[text](attributes)` on one line: `^[` or `[`, and `](target)`.
    /// Brackets pair up as nested; every scalar is looked at a bounded number of times.
    private mutating func protectMarkdownLinks() {
        guard scalars.contains("]"), scalars.contains("(") else { return }
        // The first `)` at or after each place, unless a line break comes first.
        var closingParenthesis = [Int?](repeating: nil, count: scalars.count + 1)
        for index in scalars.indices.reversed() {
            closingParenthesis[index] = scalars[index] == ")" ? index
                : isLineBreak(at: index) ? nil : closingParenthesis[index + 1]
        }
        var opened: [Int] = []
        for index in scalars.indices {
            if isLineBreak(at: index) {
                opened.removeAll()
            } else if scalars[index] == "[" {
                opened.append(index)
            } else if scalars[index] == "]", let open = opened.popLast(), index + 1 < scalars.count,
                      scalars[index + 1] == "(", let close = closingParenthesis[index + 1] {
                protect((open > 0 && scalars[open - 1] == "^" ? open - 1 : open)..<(open + 1))
                protect(index..<(close + 1))
            }
        }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
