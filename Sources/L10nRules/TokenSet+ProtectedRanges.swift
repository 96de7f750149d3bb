extension TokenSet {
    /// Where the tokens of `characters` stand, as ranges of character offsets, found as ``TokenSet`` finds them:
    /// each `{FIELD}` (with the `$` of `${FIELD}`) whole, each ICU argument without a sub-message whole (`{n, number}`),
    /// and of an argument with sub-messages (`plural`, `select`, `selectordinal`) its head, selectors and braces, and
    /// `#` inside a plural's sub-messages; the text of the sub-messages is no token.
    static func protectedRanges(in characters: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        scanProtected(characters, &index, until: nil, insidePlural: false, into: &ranges)
        return ranges
    }

    /// Records the tokens from `index` to the end, or to the `}` that closes a sub-message when `closing` is set.
    private static func scanProtected(
        _ characters: [Character], _ index: inout Int, until closing: Character?, insidePlural: Bool,
        into ranges: inout [Range<Int>]
    ) {
        while index < characters.count {
            let character = characters[index]
            if character == closing { return }
            if insidePlural && character == "#" {
                ranges.append(index..<(index + 1))
                index += 1
                continue
            }
            guard character == "{" else {
                index += 1
                continue
            }
            if let (_, end) = fieldToken(characters, at: index) {
                let legacy = index > 0 && characters[index - 1] == "$"
                ranges.append((legacy ? index - 1 : index)..<(end + 1))
                index = end + 1
            } else if let (_, type, afterType) = argumentHead(characters, at: index) {
                let start = index
                index = afterType
                if messageTypes.contains(type) {
                    // `#` stands for the number of the nearest plural, also inside a select nested in it.
                    let isPlural = insidePlural || type == "plural" || type == "selectordinal"
                    scanSubMessages(characters, &index, from: start, plural: isPlural, into: &ranges)
                } else {
                    index = matchingBrace(characters, from: index).map { $0 + 1 } ?? characters.count
                    ranges.append(start..<index)
                }
            } else {
                index += 1
            }
        }
    }

    /// After `{count, plural`: records the structure from `start` through each sub-message's `{`, and from each
    /// sub-message's `}` through the next `{` or the argument's closing `}`; reads each sub-message for tokens.
    private static func scanSubMessages(
        _ characters: [Character], _ index: inout Int, from start: Int, plural: Bool, into ranges: inout [Range<Int>]
    ) {
        var structureStart = start
        while index < characters.count {
            switch characters[index] {
            case "}":
                index += 1
                ranges.append(structureStart..<index)
                return
            case "{":
                index += 1
                ranges.append(structureStart..<index)
                scanProtected(characters, &index, until: "}", insidePlural: plural, into: &ranges)
                structureStart = min(index, characters.count)
                index += 1
            default:
                index += 1
            }
        }
        if structureStart < characters.count { ranges.append(structureStart..<characters.count) }
    }
}
