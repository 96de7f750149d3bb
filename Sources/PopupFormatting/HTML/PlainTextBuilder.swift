/// Accumulates lines of readable text from tokens for ``HTMLText/plainText(_:)``.
struct PlainTextBuilder {
    private static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "caption", "center", "dd", "details", "div",
        "dl", "dt", "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header",
        "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody",
        "tfoot", "thead", "tr", "ul",
    ]

    private var lines: [String] = []
    private var current = String.UnicodeScalarView()
    private var currentIsPreformatted = false
    private var pendingSpace = false
    private var preDepth = 0
    private var skipNewline = false
    private var cellsInRow = 0

    /// Processes one token.
    mutating func consume(_ token: HTMLToken) {
        switch token {
        case .text(let text):
            if preDepth > 0 { appendPreformatted(text) } else { appendCollapsed(text) }
        case .startTag(let tag):
            startTag(tag.name)
        case .endTag(let name):
            if Self.blocks.contains(name) { blockBreak() }
            if name == "pre" { preDepth = max(0, preDepth - 1) }
        case .comment, .incompleteTag:
            break
        }
    }

    /// Returns the collected text.
    mutating func finish() -> String {
        if !current.isEmpty { endLine() }
        var result: [String] = []
        for line in lines {
            let blank = line.unicodeScalars.allSatisfy(ASCII.isWhitespace)
            if blank && (result.last?.isEmpty ?? true) { continue }
            result.append(blank ? "" : line)
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return Self.trim(result.joined(separator: "\n"))
    }

    private mutating func startTag(_ name: String) {
        skipNewline = false
        switch name {
        case "br":
            endLine()
        case "tr", "table":
            blockBreak()
            cellsInRow = 0
        case "td", "th":
            if cellsInRow > 0 {
                current = Self.trim(String(current)).unicodeScalars
                current.append("\t")
                pendingSpace = false
            }
            cellsInRow += 1
        case "pre":
            blockBreak()
            preDepth += 1
            skipNewline = true
        default:
            if Self.blocks.contains(name) { blockBreak() }
        }
    }

    private mutating func appendCollapsed(_ text: String) {
        for scalar in text.unicodeScalars {
            if ASCII.isWhitespace(scalar) {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = current.last, last != "\t" {
                current.append(" ")
            }
            pendingSpace = false
            current.append(scalar == "\u{A0}" ? " " : scalar)
        }
    }

    private mutating func appendPreformatted(_ text: String) {
        for scalar in text.unicodeScalars {
            defer { skipNewline = false }
            if scalar == "\n" {
                if !skipNewline { endLine() }
                continue
            }
            if pendingSpace, !current.isEmpty { current.append(" ") }
            pendingSpace = false
            current.append(scalar == "\u{A0}" ? " " : scalar)
            currentIsPreformatted = true
        }
    }

    private mutating func blockBreak() {
        if !current.isEmpty { endLine() }
        pendingSpace = false
    }

    private mutating func endLine() {
        let line = String(current)
        lines.append(currentIsPreformatted ? line : Self.trim(line))
        current = String.UnicodeScalarView()
        currentIsPreformatted = false
        pendingSpace = false
    }

    private static func trim(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !ASCII.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !ASCII.isWhitespace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
