/// Tracks elements that are removed together with their content (`script`, `svg`, `form`, …).
struct DroppedContentFilter {
    /// What to do with a token.
    enum Decision: Equatable {
        /// The token is outside dropped content.
        case keep
        /// The token opens an element that is dropped with its content.
        case dropElement(String)
        /// The token is inside dropped content.
        case dropContent
    }

    private var element: String?
    private var depth = 0

    /// Classifies `token`, updating the nesting of the element being dropped.
    mutating func decide(_ token: HTMLToken) -> Decision {
        if let element {
            switch token {
            case .startTag(let tag) where tag.name == element && !Self.isEmpty(tag):
                depth += 1
            case .endTag(let name) where name == element:
                depth -= 1
                if depth == 0 { self.element = nil }
            default:
                break
            }
            return .dropContent
        }
        guard case .startTag(let tag) = token, HTMLAllowList.droppedWithContent.contains(tag.name) else {
            return .keep
        }
        if !Self.isEmpty(tag) {
            element = tag.name
            depth = 1
        }
        return .dropElement(tag.name)
    }

    private static func isEmpty(_ tag: HTMLTag) -> Bool {
        HTMLAllowList.droppedVoid.contains(tag.name)
            || (tag.selfClosing && HTMLAllowList.foreignElements.contains(tag.name))
    }
}
