import Testing
@testable import L10nRules

/// Keys are numbered by their bytes, as Apple's runtime compares them, with no string made for a lookup.
struct BaseKeyIndexTests {
    @Test func everyKeyHasItsNumberAndOthersHaveNone() {
        let keys = (0..<5000).map { "popup.field.\($0)" } + ["", "é", "a long key with spaces and 🗺️ in it"]
        let index = BaseKeyIndex(keys)
        #expect(index.count == keys.count)
        for (number, key) in keys.enumerated() { #expect(index.number(of: key) == number) }
        #expect(index.number(of: "popup.field.5000") == nil)
        #expect(index.number(of: "popup.field.") == nil)
        #expect(index.number(of: "POPUP.FIELD.1") == nil)
    }

    @Test func canonicallyEquivalentKeysAreDifferentKeys() {
        // CFDictionary compares keys code unit by code unit: "é" and "e" + U+0301 are two keys to Apple's runtime.
        let index = BaseKeyIndex(["caf\u{E9}"])
        #expect(index.number(of: "cafe\u{301}") == nil)
        #expect(index.number(of: "caf\u{E9}") == 0)
    }

    @Test func insertingKeepsEachKeysFirstNumberAndMakesAStringOnlyForANewKey() {
        // From an empty index, past several doublings of the buckets, every key twice.
        let keys = (0..<3000).map { "key.\($0)" }
        var index = BaseKeyIndex()
        var made = 0
        for (number, key) in keys.enumerated() {
            var bytes = key
            let inserted = bytes.withUTF8 { utf8 in
                index.insert(utf8: utf8) {
                    made += 1
                    return key
                }
            }
            #expect(inserted == number)
        }
        for (number, key) in keys.enumerated() { #expect(index.insert(key) == number) }
        #expect(made == keys.count)
        #expect(index.keys == keys)
        #expect(BaseKeyIndex(["b", "a", "b", "c", "a"]).keys == ["b", "a", "c"])
    }

    @Test func anEmptyIndexFindsNothing() {
        #expect(BaseKeyIndex([]).number(of: "") == nil)
    }

    @Test func aGuessIsOnlyTakenWhenItsBytesAreTheKeys() {
        let keys = ["a", "b", "ab", "", "é"]
        let index = BaseKeyIndex(keys)
        for (number, key) in keys.enumerated() {
            var key = key
            for guess in -1...keys.count + 1 {
                #expect(key.withUTF8 { index.number(ofUTF8: $0, tryingFirst: guess) } == number, "\(key) \(guess)")
            }
        }
        var missing = "ba"
        #expect(missing.withUTF8 { index.number(ofUTF8: $0, tryingFirst: 1) } == nil)
    }
}
