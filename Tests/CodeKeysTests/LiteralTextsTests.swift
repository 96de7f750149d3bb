@testable import CodeKeys
import Testing

@Suite struct LiteralTextsTests {
    /// Thousands of texts (the table grows many times) are all found, texts not added are not, and a text added
    /// twice counts once.
    @Test func holdsWhatWasAdded() {
        var texts = LiteralTexts()
        for number in 0..<5_000 { texts.insert(utf8: "key.\(number)".utf8) }
        texts.insert(utf8: "key.7".utf8)
        texts.insert(utf8: "".utf8)
        #expect(texts.count == 5_001)
        #expect((0..<5_000).allSatisfy { texts.contains("key.\($0)") })
        #expect(texts.contains(""))
        #expect(!(5_000..<6_000).contains { texts.contains("key.\($0)") })
    }

    /// Texts gathered in another order, or in parts then joined, are equal and hash alike.
    @Test func orderDoesNotMatter() {
        var forward = LiteralTexts(), backward = LiteralTexts(), joined = LiteralTexts(), part = LiteralTexts()
        let words = (0..<200).map { "w\($0)" }
        for word in words { forward.insert(utf8: word.utf8) }
        for word in words.reversed() { backward.insert(utf8: word.utf8) }
        for word in words.prefix(100) { joined.insert(utf8: word.utf8) }
        for word in words.suffix(100) { part.insert(utf8: word.utf8) }
        joined.formUnion(part)
        #expect(forward == backward && forward == joined)
        #expect(forward.hashValue == backward.hashValue && forward.hashValue == joined.hashValue)
        part.insert(utf8: "other".utf8)
        #expect(part != joined)
    }
}
