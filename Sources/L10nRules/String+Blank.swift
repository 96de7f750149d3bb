extension StringProtocol {
    /// Whether the text is empty or only white space (spaces, tabs, line breaks, no-break spaces): Apple shows it, so
    /// the label looks empty. `empty-value` reports such a translation; the rules that compare contents skip it.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
