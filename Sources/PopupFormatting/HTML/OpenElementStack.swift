/// The stack of allowed elements that are open in the output, with HTML's implied end tags.
struct OpenElementStack {
    private(set) var names: [String] = []
    private var counts: [String: Int] = [:]

    /// Elements that close an open `p`, as in the HTML tree-construction rules.
    private static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "div", "dl", "figcaption",
        "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "nav", "ol", "p",
        "pre", "section", "summary", "table", "ul", "li", "dd", "dt",
    ]
    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    private static let scopeBarriers: Set<String> = ["caption", "table", "td", "th"]
    private static let listBarriers: Set<String> = [
        "area", "article", "aside", "blockquote", "caption", "center", "col", "colgroup", "details",
        "dl", "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "nav",
        "ol", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    ]
    private static let tableSections: Set<String> = ["tbody", "tfoot", "thead"]

    /// Whether `name` is open.
    func contains(_ name: String) -> Bool {
        counts[name, default: 0] > 0
    }

    /// Pushes an element.
    mutating func push(_ name: String) {
        names.append(name)
        counts[name, default: 0] += 1
    }

    /// Pops the innermost element.
    mutating func pop() -> String? {
        guard let name = names.popLast() else { return nil }
        counts[name, default: 1] -= 1
        return name
    }

    /// How many elements must be popped to close the innermost `name`, or `nil` when it is not open.
    func depth(toClose name: String) -> Int? {
        guard contains(name), let index = names.lastIndex(of: name) else { return nil }
        return names.count - index
    }

    /// How many elements a start tag for `name` implicitly closes first.
    func impliedCloses(before name: String) -> Int {
        var count = 0
        if Self.closesParagraph.contains(name), let depth = depth(of: ["p"], stoppingAt: Self.scopeBarriers) {
            count = depth
        }
        let remaining = names.dropLast(count)
        if Self.headings.contains(name), let last = remaining.last, Self.headings.contains(last) {
            count += 1
        }
        switch name {
        case "li":
            count = max(count, depth(of: ["li"], stoppingAt: Self.listBarriers) ?? 0)
        case "dd", "dt":
            count = max(count, depth(of: ["dd", "dt"], stoppingAt: Self.listBarriers) ?? 0)
        case "a":
            count = max(count, depth(of: ["a"], stoppingAt: Self.scopeBarriers) ?? 0)
        case "tr":
            count = max(count, depth(of: ["tr"], stoppingAt: Self.tableSections.union(["table"])) ?? 0)
        case "td", "th":
            count = max(count, depth(of: ["td", "th"], stoppingAt: Self.tableSections.union(["table", "tr"])) ?? 0)
        case "tbody", "thead", "tfoot":
            count = max(count, depth(of: Self.tableSections, stoppingAt: ["table"]) ?? 0)
        default:
            break
        }
        return count
    }

    /// Depth of the innermost element in `targets`, unless a barrier is found first.
    private func depth(of targets: Set<String>, stoppingAt barriers: Set<String>) -> Int? {
        guard targets.contains(where: contains) else { return nil }
        for (offset, name) in names.reversed().enumerated() {
            if targets.contains(name) { return offset + 1 }
            if barriers.contains(name) { return nil }
        }
        return nil
    }
}
