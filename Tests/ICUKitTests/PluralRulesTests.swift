import ICUKit
import Testing

// Expected values: DESIGN.md section 5 (measured with ICU 72), each cross-checked against Node.js
// `Intl.PluralRules` (ICU 78) and a C program calling the system ICU 72 directly.

typealias Categories = Set<PluralCategory>

@Suite("Plural rules")
struct PluralRulesTests {
    @Test("needed categories (integers 0...999,999 and decimals) and optional ones", arguments: [
        ("ar", [.zero, .one, .two, .few, .many, .other], []),
        ("ru", [.one, .few, .many, .other], []),
        ("uk", [.one, .few, .many, .other], []),
        ("pl", [.one, .few, .many, .other], []),
        ("cs", [.one, .few, .many, .other], []),
        ("sk", [.one, .few, .many, .other], []),
        ("lt", [.one, .few, .many, .other], []),
        ("lv", [.zero, .one, .other], []),
        ("hr", [.one, .few, .other], []),
        ("ro", [.one, .few, .other], []),
        ("he", [.one, .two, .other], []),
        ("ja", [.other], []),
        ("ko", [.other], []),
        ("zh", [.other], []),
        ("th", [.other], []),
        ("vi", [.other], []),
        ("id", [.other], []),
        ("fr", [.one, .other], [.many]),
        ("es", [.one, .other], [.many]),
        ("it", [.one, .other], [.many]),
        ("pt", [.one, .other], [.many]),
        ("en", [.one, .other], []),
    ] as [(String, Categories, Categories)])
    func neededCategories(locale: String, needed: Categories, optional: Categories) throws {
        let rules = try PluralRules(locale: locale)
        #expect(rules.neededCategories == needed)
        #expect(rules.optionalCategories == optional)
        #expect(rules.categories == needed.union(optional))
    }

    /// DESIGN.md section 5: `many` of Czech, Slovak and Lithuanian comes only from decimals, yet is needed; French
    /// `many` comes only from 1,000,000 up and is optional.
    @Test("categories reached only by decimals are needed, only by millions optional")
    func decimalOnlyCategories() throws {
        for locale in ["cs", "sk", "lt"] {
            let rules = try PluralRules(locale: locale)
            #expect(!rules.neededIntegerCategories.contains(.many), "\(locale)")
            #expect(rules.neededCategories.contains(.many), "\(locale)")
        }
        let french = try PluralRules(locale: "fr")
        #expect(french.select(1_000_000) == .many)
        #expect(!french.neededCategories.contains(.many))
        #expect(french.optionalCategories == [.many])
        #expect(try PluralRules(locale: "ja").neededCategories == [.other])
        let ordinal = try PluralRules(locale: "en", type: .ordinal)
        #expect(ordinal.neededCategories == ordinal.neededIntegerCategories)
    }

    @Test("whole numbers reach other only where ICU selects it for one", arguments: [
        ("ru", [.one, .few, .many]), ("uk", [.one, .few, .many]), ("pl", [.one, .few, .many]),
        ("be", [.one, .few, .many]), ("cs", [.one, .few, .other]), ("lt", [.one, .few, .other]),
        ("en", [.one, .other]), ("ja", [.other]), ("fr", [.one, .other]), ("ar", [.zero, .one, .two, .few, .many, .other]),
    ] as [(String, Set<PluralCategory>)])
    func integerCategories(locale: String, expected: Set<PluralCategory>) throws {
        let rules = try PluralRules(locale: locale)
        #expect(rules.integerCategories == expected)
        #expect(rules.neededIntegerCategories == expected.union([.other]))
    }

    @Test("select", arguments: [
        ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 10, .few),
        ("ar", 11, .many), ("ar", 99, .many), ("ar", 100, .other), ("ar", 102, .other), ("ar", 103, .few),
        ("ar", 111, .many), ("ar", 0.5, .other),
        ("ru", 0, .many), ("ru", 1, .one), ("ru", 2, .few), ("ru", 5, .many), ("ru", 11, .many),
        ("ru", 14, .many), ("ru", 21, .one), ("ru", 22, .few), ("ru", 111, .many), ("ru", 1.5, .other),
        ("pl", 0, .many), ("pl", 1, .one), ("pl", 4, .few), ("pl", 12, .many), ("pl", 22, .few), ("pl", 1.5, .other),
        ("cs", 1, .one), ("cs", 4, .few), ("cs", 5, .other), ("cs", 1.5, .many),
        ("hr", 1, .one), ("hr", 11, .other), ("hr", 21, .one), ("hr", 22, .few), ("hr", 1.5, .other),
        ("ro", 0, .few), ("ro", 1, .one), ("ro", 19, .few), ("ro", 20, .other), ("ro", 1.5, .few),
        ("he", 1, .one), ("he", 2, .two), ("he", 3, .other), ("he", 20, .other),
        ("fr", 0, .one), ("fr", 1.5, .one), ("fr", 2, .other), ("fr", 1_000_000, .many),
        ("fr", 2_000_000, .many), ("fr", 1_000_001, .other),
        ("es", 0, .other), ("es", 1, .one), ("es", 1_000_000, .many),
        ("pt", 0, .one), ("pt", 2, .other), ("pt", 1_000_000, .many),
        ("en", 0, .other), ("en", 1, .one), ("en", 1.5, .other),
        ("ja", 1, .other), ("lt", 0.5, .many), ("lt", 11, .other),
    ] as [(String, Double, PluralCategory)])
    func select(locale: String, number: Double, expected: PluralCategory) throws {
        #expect(try PluralRules(locale: locale).select(number) == expected)
    }

    @Test("ordinal rules")
    func ordinal() throws {
        let english = try PluralRules(locale: "en", type: .ordinal)
        #expect(english.categories == [.one, .two, .few, .other])
        let expected: [(Double, PluralCategory)] = [
            (1, .one), (2, .two), (3, .few), (4, .other), (11, .other), (12, .other), (13, .other),
            (21, .one), (22, .two), (23, .few), (101, .one), (111, .other),
        ]
        for (number, category) in expected {
            #expect(english.select(number) == category, "en ordinal \(number)")
        }
        let italian = try PluralRules(locale: "it", type: .ordinal)
        #expect(italian.select(8) == .many)
        #expect(italian.select(800) == .many)
        #expect(italian.select(2) == .other)
        #expect(italian.neededIntegerCategories == [.many, .other])
    }

    @Test("tags and ICU IDs name the same rules")
    func localeSpellings() throws {
        for locale in ["pt-PT", "pt_PT", "zh-Hant-TW", "zh_Hant_TW", "sr-Latn"] {
            _ = try PluralRules(locale: locale)
        }
        // pt-PT, unlike pt (Brazil), gives 0 `other`.
        #expect(try PluralRules(locale: "pt-PT").select(0) == .other)
        #expect(try PluralRules(locale: "pt_PT").select(0) == .other)
        #expect(try PluralRules(locale: "pt-BR").select(0) == .one)
    }

    @Test("a locale ICU has no rules for gets the root rules")
    func unknownLocale() throws {
        let rules = try PluralRules(locale: "xx")
        #expect(rules.categories == [.other])
        #expect(rules.neededIntegerCategories == [.other])
        #expect(try PluralRules(locale: "").categories == [.other])
    }

    @Test("results are the same from many tasks at once")
    func concurrentUse() async throws {
        let locales = ["fr", "cs", "ru", "ar", "kw", "lt", "ja", "pt", "es", "it"]
        let shared = try PluralRules(locale: "ar")
        let results = await withTaskGroup(of: (String, Set<PluralCategory>, PluralCategory).self) { group in
            for round in 0..<8 {
                for locale in locales {
                    group.addTask {
                        let rules = try! PluralRules(locale: locale)
                        return (locale, rules.neededIntegerCategories, shared.select(Double(round)))
                    }
                }
            }
            var all: [(String, Set<PluralCategory>, PluralCategory)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 80)
        for (locale, needed, _) in results {
            #expect(needed == (try PluralRules(locale: locale)).neededIntegerCategories)
        }
        #expect(Set(results.map(\.2)) == [.zero, .one, .two, .few])  // ar for 0...7
    }

    @Test("categories order and spelling")
    func categoryBasics() {
        #expect(PluralCategory.allCases == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralCategory.allCases.sorted() == PluralCategory.allCases)
        #expect(PluralCategory.few < .many)
        #expect(Set<PluralCategory>([.other, .one, .few]).sorted() == [.one, .few, .other])
    }

    @Test("ICU version")
    func version() {
        let parts = ICU.version.split(separator: ".")
        #expect(parts.count >= 2)
        #expect(parts.allSatisfy { Int($0) != nil })
    }
}
