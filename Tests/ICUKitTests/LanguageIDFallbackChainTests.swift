import ICUKit
import Testing

// Expected chains: ICU 72 through a C program in /tmp (not committed) repeating uloc_getParent and
// converting each ID with uloc_toLanguageTag.

@Suite("Language ID fallback chains")
struct LanguageIDFallbackChainTests {
    @Test("parents by truncation, as BCP 47 tags", arguments: [
        ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant", "zh"]),
        ("de-CH", ["de-CH", "de"]),
        ("en", ["en"]),
        ("pt_BR", ["pt-BR", "pt"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn", "sr"]),
        ("de-DE-1996", ["de-DE-1996", "de-DE", "de"]),
        ("es-419", ["es-419", "es"]),
        ("English", ["en"]),
    ])
    func chain(folder: String, expected: [String]) throws {
        #expect(try LanguageID(folderName: folder).fallbackChain == expected)
    }
}
