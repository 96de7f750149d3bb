@testable import ICUKit
import Testing

@Suite("Decimal plural scan")
struct DecimalPluralScanTests {
    @Test("decimals add Czech, Slovak and Lithuanian many, and nothing where integers reach every category")
    func decimalsAddOnlyWhatIntegersMiss() throws {
        let czech = try PluralRules(locale: "cs")
        #expect(DecimalPluralScan.scan(czech, integerParts: 1) == [.many])  // 0.1 ... 0.999: "v != 0"
        #expect(DecimalPluralScan.neededCategories(of: czech) == [.one, .few, .many, .other])
        let french = try PluralRules(locale: "fr")
        #expect(DecimalPluralScan.scan(french, integerParts: 3) == [.one, .other])  // 0.5, 1.5; never many
        let russian = try PluralRules(locale: "ru")
        #expect(DecimalPluralScan.scan(russian, integerParts: 1) == [.other])  // "1,5 километра"
    }

    /// For every distinct cardinal rule set of every ICU locale where decimals leave a keyword unreached (so the
    /// early stop never fires), the integer parts the rule text decides give the same answer as more of them.
    @Test("the integer parts read from the rule text are enough, for every ICU locale")
    func enoughIntegerParts() throws {
        var unseen: [String: (PluralRules, Int)] = [:]  // rule text -> one locale's rules, scan limit
        for locale in ICULocale.available {
            let rules = try PluralRules(locale: locale)
            let text = try IntegerPluralScan.ruleDescription(of: rules)
            guard unseen[text] == nil, rules.neededCategories != rules.categories.union([.other]),
                  let limit = IntegerPluralScan.scanLimit(ruleDescription: text), limit <= 250 else { continue }
            unseen[text] = (rules, limit)
        }
        #expect(unseen.count >= 2)  // fr/es/it/pt `many` at least
        for (text, (rules, limit)) in unseen {
            let more = DecimalPluralScan.scan(rules, integerParts: min(max(2 * limit, 50), 300))
            #expect(DecimalPluralScan.scan(rules, integerParts: limit) == more, "\(rules.locale): \(text)")
        }
    }
}
