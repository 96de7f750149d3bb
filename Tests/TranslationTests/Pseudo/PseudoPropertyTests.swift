import Testing
import TestSupport
@testable import L10nRules
@testable import Translation

/// Random texts mixing specifiers, tokens, markup and text in several scripts: the checker's own readers find the
/// same specifiers and tokens in the pseudo-localized text as in the text, and no text falls back to itself.
struct PseudoPropertyTests {
    private static let pieces = [
        "%@", "%d", "%i", "%u", "%ld", "%lld", "%lu", "%f", "%.2f", "%5.1f", "%-3d", "%x", "%c", "%s", "%%", "%*d",
        "%.*f", "%#@files@", "%1$#@count@", "%p", "% d", "%k", "%1$I", "%0$d", "%'d",
        "{NAME}", "${NAME}", "{0}", "{1}", "{field.sub}", "{ not a token }", "{}", "{", "}", "$",
        "{n, number}", "{count, plural, one {# item} other {# items}}", "{g, select, a {A {X}} other {B}}",
        "<b>", "</b>", "<a href=\"x\">", "&amp;", "&#39;", "& ", "<", ">", "\\n", "\\", "\n", "\r\n", "\t",
        "^[%lld files](inflect: true)", "[x](y)", "[", "]", "(", ")",
        "Save", "map", "Zoom to", "layer", "élan", "Größe", "карта", "خريطة", "地図", "😀", "e\u{301}", "\u{301}",
        " ", " ", "  ", ".", ",", "!", "?", ":", "#", "@", "1", "42",
    ]

    private static func randomText(_ random: inout SeededRandom) -> String {
        let count = Int.random(in: 0...12, using: &random)
        var text = ""
        for _ in 0..<count {
            if Int.random(in: 0..<8, using: &random) == 0 {
                text += "%" + String(Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random))))
            } else {
                text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
        }
        return text
    }

    private static func specifiers(_ text: String) -> [String] {
        let format = FormatString(text)
        return format.specifiers.map(\.text) + ["invalid:"] + format.invalidSpecifiers.map(\.text)
            + ["%%: \(format.literalPercentCount)"]
    }

    @Test(arguments: PseudoStyle.allCases)
    func specifiersAndTokensOfTheOutputAreThoseOfTheInput(style: PseudoStyle) {
        var random = SeededRandom(seed: style == .accented ? 0x5EED_0A : 0x5EED_0B)
        var checked = 0
        for _ in 0..<5_000 {
            let text = Self.randomText(&random)
            let output = PseudoLocalizer.pseudoLocalize(text, style: style)
            #expect(Self.specifiers(output) == Self.specifiers(text), "\(text.debugDescription) -> \(output.debugDescription)")
            #expect(TokenSet(output).tokens == TokenSet(text).tokens, "\(text.debugDescription) -> \(output.debugDescription)")
            #expect(TokenSet(output).isMessageFormat == TokenSet(text).isMessageFormat)
            guard !text.allSatisfy(\.isWhitespace) else { continue }
            // Never the fallback to the text itself: the rules alone keep what is read.
            switch style {
            // Scalars, not characters: a combining mark that starts the text joins the bracket.
            case .accented: #expect(output.unicodeScalars.first == "[", "\(text.debugDescription)")
            case .rightToLeft: #expect(output.unicodeScalars.contains("\u{202E}"), "\(text.debugDescription)")
            }
            checked += 1
        }
        #expect(checked > 4_000)
    }

    /// The ar-XB output without its override characters is the text itself.
    @Test func rightToLeftKeepsEveryOtherScalar() {
        var random = SeededRandom(seed: 0xB1D1)
        for _ in 0..<2_000 {
            let text = Self.randomText(&random)
            let output = PseudoLocalizer.pseudoLocalize(text, style: .rightToLeft)
            let stripped = String(String.UnicodeScalarView(output.unicodeScalars.filter { $0 != "\u{202E}" && $0 != "\u{202C}" }))
            #expect(stripped == text)
        }
    }
}
