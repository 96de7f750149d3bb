import CodeKeys
import Testing

@Suite struct KeyPatternTests {
    let pattern = KeyPattern(segments: [.text("alert."), .wildcard, .text(".title")])

    @Test func matchesKeysThePatternBuilds() {
        #expect(pattern.description == "alert.*.title")
        #expect(pattern.matches("alert.delete.title"))
        #expect(pattern.matches("alert..title"))
        #expect(pattern.matches("alert.a.title.b.title"))
        #expect(!pattern.matches("alert.delete.message"))
        #expect(!pattern.matches("xalert.delete.title"))
        #expect(!pattern.matches("alert.title"))
    }

    @Test func leadingAndTrailingWildcards() {
        let prefix = KeyPattern(segments: [.text("menu."), .wildcard])
        #expect(prefix.matches("menu.file") && prefix.matches("menu.") && !prefix.matches("xmenu.file"))
        let middle = KeyPattern(segments: [.wildcard, .text("ab"), .wildcard, .text("cd"), .wildcard])
        #expect(middle.matches("xxabyycdzz") && middle.matches("abcd") && !middle.matches("cdab"))
        let suffix = KeyPattern(segments: [.wildcard, .text(".title")])
        #expect(suffix.matches("x.title") && !suffix.matches("x.titles"))
    }

    @Test func segmentsAreNormalized() {
        let joined = KeyPattern(segments: [.text("a"), .text("b"), .wildcard, .wildcard, .text("")])
        #expect(joined.segments == [.text("ab"), .wildcard])
    }

    @Test func patternsWithoutATwoCharacterPieceAreUnknown() {
        #expect(!KeyPattern.unknown.isUsable)
        #expect(!KeyPattern.unknown.matches("anything"))
        let short = KeyPattern(segments: [.text("."), .wildcard])
        #expect(!short.isUsable && !short.matches(".a"))
        #expect(pattern.isUsable)
    }

    @Test func keyTextMatches() {
        #expect(KeyText.literal("OK").matches("OK") && !KeyText.literal("OK").matches("ok"))
        #expect(KeyText.pattern(pattern).matches("alert.x.title"))
        #expect(KeyText.pattern(pattern).description == "alert.*.title (built at run time)")
    }
}
