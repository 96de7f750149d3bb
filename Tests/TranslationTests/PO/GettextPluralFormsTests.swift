import Foundation
@testable import ICUKit
import Testing
@testable import Translation

/// The `Plural-Forms` computed from ICU's rules select, for whole numbers, the category ICU selects.
struct GettextPluralFormsTests {
    /// The locales the brief names; every ICU locale is tested too.
    static let named = [
        "ar", "ru", "pl", "cs", "fr", "he", "lt", "lv", "ga", "cy", "sl", "ja", "pt", "pt_PT", "es", "it", "en", "de",
        "uk", "be", "hr", "sr", "bs", "sk", "ro", "mt", "gd", "kw", "gv", "br", "is", "mk", "da", "sv", "nb", "fi",
        "hu", "tr", "el", "zh", "ko", "vi", "th", "id", "hi", "bn", "fa", "ur", "sw", "am", "ca", "gl", "eu", "et",
        "lb", "ka", "hy", "az", "kk", "uz", "ky", "mn", "tg", "si", "ps", "ne", "my", "km", "lo", "shi", "ksh", "dsb",
        "hsb", "fil", "tzm", "iu", "naq", "smn", "se", "ceb", "zu", "xh", "af", "sq", "pt_BR", "fr_CA", "es_419",
    ]

    /// The counts compared: 0...1000, and around a hundred thousand, a million and a billion.
    static let counts: [Int] = Array(0...1000) + [100_000, 100_001, 1_000_000, 1_000_001, 1_000_002, 2_000_000, 2_000_001, 1_000_000_000, 1_000_000_001, 21_000_000]

    /// Every ICU locale and the named ones, one per distinct rule text, with the forms computed for it (the forms
    /// depend on the rule text alone), and the locales whose rules or forms failed.
    static let computed: (formsByRules: [RuleSet], failed: [String]) = {
        var seen = Set<String>()
        var result: [RuleSet] = []
        var failed: [String] = []
        for locale in named + ICULocale.available {
            do {
                let rules = try PluralRules(locale: locale)
                guard seen.insert(try rules.ruleText()).inserted else { continue }
                result.append((locale, rules, try GettextPluralForms(language: locale)))
            } catch {
                failed.append("\(locale): \(error)")
            }
        }
        return (result, failed)
    }()

    /// A locale's rules and the forms computed for them.
    typealias RuleSet = (locale: String, rules: PluralRules, forms: GettextPluralForms)

    /// The distinct rule sets.
    static var formsByRules: [RuleSet] { computed.formsByRules }

    @Test func everyICULocaleHasForms() throws {
        #expect(ICULocale.available.count > 500)
        #expect(Self.computed.failed == [])
        #expect(Self.formsByRules.count > 30)
    }

    @Test(arguments: named)
    func expressionSelectsICUsCategory(locale: String) throws {
        let rules = try PluralRules(locale: locale)
        let forms = try GettextPluralForms(language: locale)
        try expectAgreement(forms, rules, locale)
    }

    /// The rule sets of ICU's other locales (the named ones are tested one by one above).
    @Test func expressionSelectsICUsCategoryForEveryRuleSet() throws {
        let named = Set(Self.named)
        for (locale, rules, forms) in Self.formsByRules where !named.contains(locale) {
            try expectAgreement(forms, rules, locale)
        }
    }

    @Test func knownLanguages() throws {
        let expected: [String: [PluralCategory]] = [
            "ja": [.other], "en": [.one, .other], "ru": [.one, .few, .many], "pl": [.one, .few, .many],
            "cs": [.one, .few, .other], "fr": [.one, .many, .other], "pt_PT": [.one, .many, .other],
            "ar": [.zero, .one, .two, .few, .many, .other], "cy": [.zero, .one, .two, .few, .many, .other],
            "ga": [.one, .two, .few, .many, .other], "lt": [.one, .few, .other], "lv": [.zero, .one, .other],
        ]
        for (locale, categories) in expected {
            let forms = try GettextPluralForms(language: locale)
            #expect(forms.categories == categories, "\(locale)")
            #expect(forms.headerValue.hasPrefix("nplurals=\(categories.count); plural="), "\(locale)")
        }
        #expect(try GettextPluralForms(language: "ja").headerValue == "nplurals=1; plural=0;")
        #expect(try GettextPluralForms(language: "en").headerValue == "nplurals=2; plural=(n == 1) ? 0 : 1;")
        #expect(try GettextPluralForms(language: "pt-BR") == GettextPluralForms(language: "pt_BR"))
    }

    @Test func cldrSyntaxWithSamples() throws {
        let russian = "one: v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31; few: v = 0 and i % 10 = 2..4 "
            + "and i % 100 != 12..14 @integer 2~4, 22~24; many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or "
            + "v = 0 and i % 100 = 11..14 @integer 0, 5~19; other: @decimal 0.0~1.5"
        let forms = try GettextPluralForms(ruleText: russian)
        #expect(forms.categories == [.one, .few, .many])
        let icu = try GettextPluralForms(language: "ru")
        for n in Self.counts {
            #expect(CExpressionOracle.value(of: forms.expression, n: n) == CExpressionOracle.value(of: icu.expression, n: n))
        }
        #expect(throws: PluralRuleText.SyntaxError.self) { try GettextPluralForms(ruleText: "one: n in 1.5; other: ") }
        #expect(throws: PluralRuleText.SyntaxError.self) { try GettextPluralForms(ruleText: "one: q = 1") }
        #expect(throws: PluralRuleText.SyntaxError.self) { try GettextPluralForms(ruleText: "uno: n = 1") }
        #expect(throws: PluralRuleText.SyntaxError.self) { try GettextPluralForms(ruleText: "one: n = 1 xor n = 2") }
    }

    /// Python's `gettext.c2py`, a third evaluator, gives every count the form of ICU's category too.
    @Test(.enabled(if: POTestTools.hasPython, "needs python3 for gettext.c2py"))
    func pythonAgrees() throws {
        let ruleSets = Self.formsByRules
        let script = """
            import gettext, json, sys
            expressions = json.loads(sys.argv[1]); counts = json.loads(sys.argv[2])
            print(json.dumps([[plural(n) for n in counts] for plural in map(gettext.c2py, expressions)]))
            """
        let encodedExpressions = String(decoding: try JSONEncoder().encode(ruleSets.map(\.forms.expression)), as: UTF8.self)
        let encodedCounts = String(decoding: try JSONEncoder().encode(Self.counts), as: UTF8.self)
        let output = try POTestTools.python(script, [encodedExpressions, encodedCounts])
        let values = try JSONDecoder().decode([[Int]].self, from: Data(output.utf8))
        #expect(values.count == ruleSets.count)
        for ((locale, rules, forms), row) in zip(ruleSets, values) {
            let categories = row.map { forms.categories.indices.contains($0) ? forms.categories[$0] : nil }
            #expect(categories == Self.counts.map { rules.select(Double($0)) }, "\(locale): \(forms.headerValue)")
        }
    }

    /// `msgfmt --check` accepts every distinct header with a plural entry of as many forms.
    @Test(.enabled(if: POTestTools.msgfmt != nil, "needs gettext's msgfmt (scripts/ensure-test-tools installs it)"))
    func msgfmtAcceptsEveryHeader() throws {
        let distinct = Dictionary(Self.formsByRules.map { ($0.forms.headerValue, $0) }, uniquingKeysWith: { a, _ in a })
        for (header, entry) in distinct {
            let forms = (0..<entry.forms.count).map { "msgstr[\($0)] \"form \($0)\"\n" }.joined()
            let text = "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: test\\n\"\n\"PO-Revision-Date: \\n\"\n"
                + "\"Last-Translator: \\n\"\n\"Language-Team: \\n\"\n\"Language: \(entry.locale)\\n\"\n"
                + "\"MIME-Version: 1.0\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
                + "\"Content-Transfer-Encoding: 8bit\\n\"\n\"Plural-Forms: \(header)\\n\"\n\n"
                + "msgid \"one\"\nmsgid_plural \"many\"\n\(forms)"
            #expect(try POTestTools.msgfmtProblems(text) == nil, "\(entry.locale): \(header)")
        }
    }

    private func expectAgreement(_ forms: GettextPluralForms, _ rules: PluralRules, _ locale: String) throws {
        var reached = Set<PluralCategory>()
        for n in Self.counts {
            let index = try #require(CExpressionOracle.value(of: forms.expression, n: n), "\(locale): \(forms.expression)")
            try #require(forms.categories.indices.contains(index), "\(locale) n=\(n): form \(index)")
            let expected = rules.select(Double(n))
            #expect(forms.categories[index] == expected, "\(locale) n=\(n): \(forms.headerValue)")
            reached.insert(forms.categories[index])
        }
        #expect(reached == Set(forms.categories), "\(locale): a form no count reaches")
        #expect(forms.categories == forms.categories.sorted(), "\(locale)")
        #expect(Set(forms.categories).isSuperset(of: rules.neededIntegerCategories.subtracting([.other])), "\(locale)")
    }
}
