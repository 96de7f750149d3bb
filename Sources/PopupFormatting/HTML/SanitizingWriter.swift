/// Turns tokens into canonical, allow-listed HTML and records what it removes.
struct SanitizingWriter {
    private var output = ""
    private var removed: [String] = []
    private var openElements = OpenElementStack()
    private var dropped = DroppedContentFilter()

    /// Processes one token.
    mutating func consume(_ token: HTMLToken) {
        switch dropped.decide(token) {
        case .dropContent:
            return
        case .dropElement(let name):
            removed.append("<\(name)> element")
            return
        case .keep:
            break
        }
        switch token {
        case .text(let text):
            output += HTMLEscaping.escapeContent(text)
        case .startTag(let tag):
            startTag(tag)
        case .endTag(let name):
            endTag(name)
        case .comment:
            break
        case .incompleteTag(let name):
            removed.append("unterminated <\(name)> tag")
        }
    }

    /// Closes every open element and returns the result.
    mutating func finish() -> SanitizedHTML {
        while let name = openElements.pop() {
            output += "</\(name)>"
        }
        return SanitizedHTML(html: output, removed: removed)
    }

    private mutating func startTag(_ tag: HTMLTag) {
        if HTMLAllowList.droppedVoid.contains(tag.name) {
            removed.append("<\(tag.name)> element")
            return
        }
        guard HTMLAllowList.elements.contains(tag.name) else {
            removed.append("<\(tag.name)> tag")
            return
        }
        close(count: openElements.impliedCloses(before: tag.name))
        output += "<\(tag.name)"
        for attribute in AttributeFilter.filter(tag, removed: &removed) {
            output += " \(attribute.name)=\"\(HTMLEscaping.escapeAttribute(attribute.value))\""
        }
        output += ">"
        if !HTMLAllowList.voidElements.contains(tag.name) {
            openElements.push(tag.name)
        }
    }

    private mutating func endTag(_ name: String) {
        guard let depth = openElements.depth(toClose: name) else { return }
        close(count: depth)
    }

    private mutating func close(count: Int) {
        for _ in 0..<count {
            guard let name = openElements.pop() else { return }
            output += "</\(name)>"
        }
    }
}
