import Testing
@testable import L10nRules
import Lproj

/// One pass over a language's table gives each entry its base key number, the entry Apple keeps of each key, and the
/// keys the base lacks.
struct TableFactsTests {
    @Test func entriesAreNumberedByTheBaseKeys() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
            "fr.lproj/Localizable.strings": "\"b\" = \"1\";\n\"x\" = \"2\";\n\"b\" = \"3\";\n\"x\" = \"4\";\n\"y\" = \"5\";\n",
        ])
        let facts = context.facts(of: context.translations[0], table: "Localizable")
        #expect(facts.numbers == [1, -1, 1, -1, -1])
        #expect(facts.isLastOfKey == [false, false, true, true, true])
        #expect(facts.hasDuplicateKeys)
        #expect(facts.otherKeys == ["x", "y"])
        #expect(facts.firstEntryOfOtherKey == ["x": 1, "y": 4])
        #expect([0, 1, 2].map(facts.has(baseKey:)) == [false, true, false])
        #expect(facts.keyCount == 3)
        #expect(!context.facts(of: context.base, table: "Localizable").hasDuplicateKeys)
    }

    @Test func aTableTheLanguageLacksHasNoKeys() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "en.lproj/Other.strings": "\"o\" = \"O\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"B\";\n",
        ])
        let facts = context.facts(of: context.translations[0], table: "Other")
        #expect(facts.keyCount == 0)
        #expect(!facts.has(baseKey: 0))
    }

    @Test func blanknessFromBytesAgreesWithTheString() throws {
        let values = ["", " ", "\\t \\n", "a", " a", "\u{A0}", "\u{3000}x", " \u{301}", "\u{301}", "é", "\u{2028}", "مرحبا"]
        let text = values.enumerated().map { "\"k\($0.offset)\" = \"\($0.element)\";\n" }.joined()
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": text, "fr.lproj/Localizable.strings": text,
        ])
        let entries = context.facts(of: context.translations[0], table: "Localizable").entries
        for index in entries.indices {
            #expect(entries.valueIsBlank(at: index) == entries.value(at: index).isBlank, "\(values[index].debugDescription)")
        }
    }
}
