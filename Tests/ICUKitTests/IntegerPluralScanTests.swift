@testable import ICUKit
import Testing

@Suite("Integer plural scan")
struct IntegerPluralScanTests {
    @Test("how many integers decide the range, from ICU's rule text")
    func scanLimit() {
        // French (ICU 72): the `i mod 1000000` relation cannot reach its value below 1,000,000.
        let french = "many: e  in 0..0 and i  not in 0..0 and i mod 1000000 in 0..0 and v  in 0..0 or e  not in 0..5; one: i  in 0..0, 1..1; other: "
        #expect(IntegerPluralScan.scanLimit(ruleDescription: french) == 3)
        let russian = "few: v  in 0..0 and i mod 10 in 2..4 and i mod 100 not in 12..14; many: v  in 0..0 and i mod 10 in 0..0 or v  in 0..0 and i mod 10 in 5..9 or v  in 0..0 and i mod 100 in 11..14; one: v  in 0..0 and i mod 10 in 1..1 and i mod 100 not in 11..11; other: "
        #expect(IntegerPluralScan.scanLimit(ruleDescription: russian) == 101)
        let arabic = "few: n mod 100 in 3..10; many: n mod 100 in 11..99; one: n  in 1..1; two: n  in 2..2; zero: n  in 0..0; other: "
        #expect(IntegerPluralScan.scanLimit(ruleDescription: arabic) == 103)
        let cornish = "two: n mod 1000 in 0..0 and n mod 100000 in 1000..20000, 40000..40000 or n  not in 0..0 and n mod 1000000 in 100000..100000; other: "
        #expect(IntegerPluralScan.scanLimit(ruleDescription: cornish) == 200_001)
        #expect(IntegerPluralScan.scanLimit(ruleDescription: "other: ") == 2)
        // CLDR's own spelling works too.
        #expect(IntegerPluralScan.scanLimit(ruleDescription: "one: n % 10 = 1 and n % 100 != 11; other: ") == 101)
        // Anything unknown: nil, and the caller scans everything.
        #expect(IntegerPluralScan.scanLimit(ruleDescription: "one: n is foo; other: ") == nil)
        #expect(IntegerPluralScan.scanLimit(ruleDescription: "one: n in 1.5..2; other: ") == nil)
        #expect(IntegerPluralScan.scanLimit(ruleDescription: "one: q in 1; other: ") == nil)
        #expect(IntegerPluralScan.scanLimit(ruleDescription: "one n in 1") == nil)
    }

    /// For every distinct rule set of every ICU locale where a keyword stays unseen (so the early stop
    /// never fires), the fast answer equals evaluating all of 0...999,999 (8 rule sets with ICU 72).
    @Test("fast answer equals evaluating every integer, for every ICU locale")
    func fastEqualsBruteForce() async throws {
        var unseen: [String: PluralRules] = [:]  // rule text -> one locale's rules
        for type in [PluralRuleType.cardinal, .ordinal] {
            for locale in ICULocale.available {
                let rules = try PluralRules(locale: locale, type: type)
                if rules.neededIntegerCategories == rules.categories.union([.other]) { continue }  // exact
                unseen[try IntegerPluralScan.ruleDescription(of: rules)] = rules
            }
        }
        #expect(unseen.count >= 3)  // fr/es/it `many`, cs/sk `many` (fractions), lt `many`, ...
        await withTaskGroup(of: Void.self) { group in
            for (text, rules) in unseen {
                group.addTask {
                    let all = IntegerPluralScan.scan(rules, upTo: IntegerPluralScan.end)
                    #expect(rules.neededIntegerCategories == all, "\(rules.locale) \(rules.type): \(text)")
                }
            }
        }
    }
}
