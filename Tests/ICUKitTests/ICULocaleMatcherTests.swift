import ICUKit
import Testing

// Expected matches: ICU 72 through a C++ program in /tmp (not committed) calling icu::LocaleMatcher with
// the same lists (Builder::addSupportedLocale, setNoDefaultLocale, getBestMatchResult). Node.js has no
// locale matcher of ICU's to compare with.

@Suite("ICU locale matcher")
struct ICULocaleMatcherTests {
    @Test("best matches", arguments: [
        (["de-CH"], ["en", "de", "fr"], "de"),
        (["zh-TW"], ["zh-Hans", "zh-Hant"], "zh-Hant"),
        (["zh"], ["zh-Hant", "zh-Hans"], "zh-Hans"),
        (["pt"], ["pt-BR", "pt-PT"], "pt-BR"),
        (["pt-PT"], ["pt-BR", "en"], "pt-BR"),
        (["en-IN"], ["en", "en-GB"], "en-GB"),
        (["es-MX"], ["es", "es-419"], "es-419"),
        (["fr-CA", "de"], ["de", "fr"], "fr"),  // the first desired language wins
        (["nb"], ["no", "da", "sv"], "no"),
        (["he"], ["iw", "en"], "iw"),  // returned as given
        (["mo"], ["ro", "ru"], "ro"),
        (["pt_BR"], ["en", "pt_BR"], "pt_BR"),  // ICU's "_" spelling is read as "-"
    ] as [([String], [String], String)])
    func bestMatch(desired: [String], supported: [String], expected: String) {
        #expect(ICULocaleMatcher.bestMatch(desired: desired, supported: supported, default: "en") == expected)
    }

    @Test("nothing close gives the default")
    func noMatch() {
        #expect(ICULocaleMatcher.bestMatch(desired: ["ja"], supported: ["en", "de", "fr"], default: "en") == "en")
        #expect(ICULocaleMatcher.bestMatch(desired: ["ja"], supported: ["en", "de", "fr"], default: nil) == nil)
        #expect(ICULocaleMatcher.bestMatch(desired: [], supported: ["en"], default: "de") == "de")
        #expect(ICULocaleMatcher.bestMatch(desired: ["de"], supported: [], default: nil) == nil)
        // Tags ICU cannot read are skipped, on both sides.
        #expect(ICULocaleMatcher.bestMatch(desired: ["!!", "de-AT"], supported: ["en", "not a tag", "de"], default: nil) == "de")
    }
}
