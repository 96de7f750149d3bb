import Testing
import TestSupport
@testable import L10nRules

/// A translation that reads exactly as its base is passed without a comparison only where the comparison finds nothing.
struct FormatStringTests {
    @Test func readsLikeComparesSpecifiersNotTheirPlaces() {
        #expect(FormatString("%1$@ has %2$d files").readsLike(FormatString("%1$@ a %2$d fichiers")))
        #expect(FormatString("%@ and %d").readsLike(FormatString("%@ und %d")))
        #expect(!FormatString("%@ and %d").readsLike(FormatString("%d and %@")))
        #expect(!FormatString("%d").readsLike(FormatString("%ld")))
        #expect(!FormatString("%1$I").readsLike(FormatString("%1$I")))
    }

    @Test func aCleanReferenceIsOnlyOneTheComparisonPasses() throws {
        let base = ["ok": "From %1$@ to %2$@", "gap": "%1$@ %3$@", "mix": "%@ %2$@"]
        let formats = base.mapValues(FormatString.init)
        let ok = try #require(FormatReference(key: "ok", base: base, stems: [], baseFormats: formats, formats: [:]))
        #expect(ok.cleanFormat != nil)
        // The base skips argument 2: the same text in a translation is reported, so it must be compared.
        let gap = try #require(FormatReference(key: "gap", base: base, stems: [], baseFormats: formats, formats: [:]))
        #expect(gap.cleanFormat == nil)
        let mixed = try #require(FormatReference(key: "mix", base: base, stems: [], baseFormats: formats, formats: [:]))
        #expect(mixed.baseMixes)
    }

    /// Keys whose formats read the same arguments share one reference; a different specifier, a `%%` or a plural
    /// variant's fallback makes another.
    @Test func referencesAreSharedByShape() throws {
        let base = [
            "a": "From %1$@ to %2$@", "b": "%1$@ — %2$@ again", "c": "%1$@ to %2$d", "d": "%1$@ %2$@ 100%%",
            "files.one": "%d file", "files.other": "%d files", "items.few": "%d items", "items.other": "%ld items",
        ]
        let formats = base.mapValues(FormatString.init)
        let stems: Set = ["files", "items"]
        var cache = FormatReference.Cache()
        func reference(_ key: String) throws -> FormatReference {
            let made = cache.reference(
                for: FormatReference.Source(key: key, base: base, stems: stems, baseFormats: formats, formats: [:]))
            return try #require(made)
        }
        #expect(try reference("a") === reference("b"))
        #expect(try reference("a") !== reference("c"))
        #expect(try reference("a") !== reference("d"))
        #expect(try reference("files.one") !== reference("items.few"))
        // What a shared reference compares with is what the key's own reference would.
        let own = try #require(FormatReference(key: "b", base: base, stems: stems, baseFormats: formats, formats: [:]))
        #expect(try reference("b").arguments == own.arguments)
        #expect(try reference("b").cleanFormat?.specifierSpelling == own.cleanFormat?.specifierSpelling)
    }

    @Test(arguments: [
        "Von %1$@ bis %2$@", "%2$@ — %1$@", "从 %1$@ 到 %2$@", "%1$@%2$@", "%1$@ to %3$@", "%1$@ to %2$d",
        "%1$@ %2$@ %3$@", "100 %% %1$@ %2$@", "%1$I %2$@", "%1$@ é", "no specifier", "%1$@ à %2$@é",
    ])
    func readingBytesAgreesWithReadingTheText(_ text: String) throws {
        let base = FormatString("From %1$@ to %2$@")
        var bytes = text
        let spelling = try #require(base.specifierSpelling)
        let fromBytes = bytes.withUTF8 { utf8 in spelling.withUnsafeBufferPointer { FormatString.utf8(utf8, spells: $0) } }
        // A true from the bytes is exact; a false may only send the text to the full comparison.
        if fromBytes { #expect(FormatString(text).readsLike(base)) }
        if text.unicodeScalars.allSatisfy(\.isASCII) { #expect(fromBytes == FormatString(text).readsLike(base)) }
    }

    /// Random texts of specifiers, near-specifiers and text against bases of several shapes: reading the bytes, which
    /// passes a specifier spelled as in the base without the parser, agrees with reading the text.
    @Test func readingBytesAgreesOnRandomTexts() throws {
        let pieces = ["%", "%%", "%1$@", "%2$@", "%@", "%d", "%ld", "%lld", "%1$", "% d", "x", " ", "%#@n@", "%.2f",
                      "%-5s", "%1$ld", "%2$lld", "%1$I", "%l", "@", "$", "1"]
        let bases = ["From %1$@ to %2$@", "%d items", "%ld of %lld", "%@", "%#@n@ left", "%.2f km and %-5s"]
        var random = SeededRandom(seed: 13)
        for baseText in bases {
            let base = FormatString(baseText)
            let spelling = try #require(base.specifierSpelling)
            for _ in 0..<300 {
                var text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    pieces[Int.random(in: 0..<pieces.count, using: &random)]
                }.joined()
                let fromBytes = text.withUTF8 { utf8 in
                    spelling.withUnsafeBufferPointer { FormatString.utf8(utf8, spells: $0) }
                }
                #expect(fromBytes == FormatString(text).readsLike(base), "\(baseText) / \(text)")
            }
        }
    }
}
