extension String {
    /// The text without HTML whitespace (space, tab, line breaks, form feed) at either end; itself when it has none.
    func trimmingSpaces() -> String {
        guard let first = utf8.first, let last = utf8.last, ASCII.isWhitespace(first) || ASCII.isWhitespace(last) else {
            return self
        }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !ASCII.isWhitespace($0) }),
              let end = scalars.lastIndex(where: { !ASCII.isWhitespace($0) }) else { return "" }
        return String(scalars[start...end])
    }

    /// Whether the text has a character other than HTML whitespace.
    var hasVisibleCharacters: Bool { utf8.contains { !ASCII.isWhitespace($0) } }
}
