import CodeKeys
import Testing

@Suite struct KeyPatternSetTests {
    @Test func matchesAsTryingEveryPatternDoes() {
        // Patterns and keys over a small alphabet, so that starts shorter and longer than four bytes, shared
        // starts, leading wildcards and non-ASCII text all meet; the set must agree with trying each pattern.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "ab", "abc", "abcd", "abcde", "b.", ".t", "é", "éa", "x"]
        for _ in 0..<200 {
            let patterns = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                KeyPattern(segments: (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                    Bool.random(using: &generator) ? .wildcard : .text(pieces.randomElement(using: &generator) ?? "a")
                })
            }
            let set = KeyPatternSet(patterns)
            for _ in 0..<30 {
                let key = (0..<Int.random(in: 0...4, using: &generator))
                    .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
                let expected = patterns.contains { $0.matches(key) }
                #expect(set.matches(key) == expected, "\(patterns.map(\.description)) \(key)")
            }
        }
    }

    @Test func keepsUsablePatternsOnceInTextOrder() {
        let menu = KeyPattern(segments: [.text("menu."), .wildcard])
        let alert = KeyPattern(segments: [.text("alert."), .wildcard, .text(".title")])
        let set = KeyPatternSet([menu, alert, menu, .unknown])
        #expect(set.patterns == [alert, menu])
        #expect(set.matches("menu.file") && set.matches("alert.x.title") && !set.matches("anything"))
        #expect(KeyPatternSet().isEmpty && !KeyPatternSet().matches(""))
    }
}
