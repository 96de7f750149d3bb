extension FormatString {
    /// Where each `%` sequence of `scalars` stands, read as ``FormatString`` reads it (a valid or invalid specifier,
    /// or `%%`), as scalar offsets in text order; and whether the last one is invalid and runs to the end of the text
    /// (`100%`), so that text written after it would change it.
    static func specifierRanges(in scalars: [Unicode.Scalar]) -> (ranges: [Range<Int>], endsUnfinished: Bool) {
        var ranges: [Range<Int>] = []
        var endsUnfinished = false
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var parser = FormatSpecifierParser(scalars: scalars, start: index)
            let outcome = parser.parse()
            let end = max(parser.index, index + 1)
            ranges.append(index..<end)
            if case .invalid = outcome, end >= scalars.count { endsUnfinished = true }
            index = end
        }
        return (ranges, endsUnfinished)
    }
}
