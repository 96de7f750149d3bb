/// The parts of a text that code or the runtime reads, found with the checker's own readers, so that a tool that
/// rewrites the rest of the text (pseudo-localization) keeps them exactly as they are.
///
/// They are every `%` sequence as ``FormatString`` reads it, after CoreFoundation: valid and invalid specifiers,
/// `%%`, and `.stringsdict` references `%#@name@`; and what ``TokenSet`` compares: popup fields `{FIELD}` and
/// `${FIELD}`, numbered tokens `{0}`, and of an ICU MessageFormat argument everything but the text of its
/// sub-messages (`{count, plural, one {` ... `} other {` ... `}}`, and `#` inside a plural's sub-messages).
package struct ProtectedSpans: Sendable, Equatable {
    /// The spans, as ranges of Unicode scalar offsets into the text, by their start; they may overlap.
    package var ranges: [Range<Int>] = []
    /// Whether the text ends inside an unfinished format specifier (`100%`, `%.`): Apple's parser would read
    /// anything written after the text as part of it.
    package var endsInsideSpecifier = false

    /// Finds the spans of `text`.
    package init(_ text: String) {
        if text.containsUTF8(UInt8(ascii: "%")) {
            (ranges, endsInsideSpecifier) = FormatString.specifierRanges(in: Array(text.unicodeScalars))
        }
        if text.containsUTF8(UInt8(ascii: "{")) {
            let characters = Array(text)
            // The tokens are found on characters (grapheme clusters), as the checker reads them; each character's
            // first scalar offset turns their ranges into scalar ranges.
            var starts: [Int] = []
            starts.reserveCapacity(characters.count + 1)
            var offset = 0
            for character in characters {
                starts.append(offset)
                offset += character.unicodeScalars.count
            }
            starts.append(offset)
            for range in TokenSet.protectedRanges(in: characters) {
                ranges.append(starts[range.lowerBound]..<starts[range.upperBound])
            }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
    }

    /// Whether two texts read alike for code and the runtime, as the checker compares them: the same format
    /// specifiers, valid and invalid, each spelled the same and in the same order, as many `%%`, and the same tokens
    /// in the same order.
    package static func readAlike(_ first: String, _ second: String) -> Bool {
        let formats = (FormatString(first), FormatString(second))
        guard formats.0.specifiers.map(\.text) == formats.1.specifiers.map(\.text),
              formats.0.invalidSpecifiers.map(\.text) == formats.1.invalidSpecifiers.map(\.text),
              formats.0.literalPercentCount == formats.1.literalPercentCount
        else { return false }
        let tokens = (TokenSet(first), TokenSet(second))
        return tokens.0.tokens == tokens.1.tokens && tokens.0.isMessageFormat == tokens.1.isMessageFormat
    }
}
