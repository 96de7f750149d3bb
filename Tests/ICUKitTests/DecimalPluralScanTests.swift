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

    /// The distinct cardinal rule sets of ICU's locales where decimals leave a keyword unreached, so that a scan never
    /// stops early, with the integer parts their text decides (250 at most, to keep the test short): rule text ->
    /// one locale's rules and that limit.
    private func ruleSetsDecimalsLeaveUnreached() throws -> [String: (PluralRules, Int)] {
        var unseen: [String: (PluralRules, Int)] = [:]
        for locale in ICULocale.available {
            let rules = try PluralRules(locale: locale)
            let text = try IntegerPluralScan.ruleDescription(of: rules)
            guard unseen[text] == nil, rules.neededCategories != rules.categories.union([.other]),
                  let limit = IntegerPluralScan.scanLimit(ruleDescription: text), limit <= 250 else { continue }
            unseen[text] = (rules, limit)
        }
        return unseen
    }

    /// For every distinct cardinal rule set of every ICU locale where decimals leave a keyword unreached (so the
    /// early stop never fires), the integer parts the rule text decides give the same answer as more of them.
    @Test("the integer parts read from the rule text are enough, for every ICU locale")
    func enoughIntegerParts() throws {
        let unseen = try ruleSetsDecimalsLeaveUnreached()
        #expect(unseen.count >= 2)  // fr/es/it/pt `many` at least
        for (text, (rules, limit)) in unseen {
            let more = DecimalPluralScan.scan(rules, integerParts: min(max(2 * limit, 50), 300))
            #expect(DecimalPluralScan.scan(rules, integerParts: limit) == more, "\(rules.locale): \(text)")
        }
    }

    /// For every distinct cardinal rule set of every ICU locale where decimals leave a keyword unreached, one fraction
    /// of each kind the rule text tells apart gives the same answer as every fraction.
    @Test("one fraction of each kind is enough, for every ICU locale")
    func enoughFractions() throws {
        let unseen = try ruleSetsDecimalsLeaveUnreached()
        #expect(unseen.count >= 2)
        for (text, (rules, limit)) in unseen {
            let bounds = try #require(PluralOperandBounds(ruleDescription: text, operands: "ft", below: 1_000))
            let kinds = DecimalPluralScan.scan(rules, integerParts: limit, fractionBounds: bounds)
            #expect(kinds == DecimalPluralScan.scan(rules, integerParts: limit), "\(rules.locale): \(text)")
        }
    }

    @Test("fractions of each kind: all without bounds, each up to K, then the first of each remainder modulo L")
    func fractionsOfEachKind() throws {
        #expect(DecimalPluralScan.fractions(digits: 1, bounds: nil) == Array(1...9))
        #expect(DecimalPluralScan.fractions(digits: 3, bounds: nil).count == 900)
        let none = try #require(
            PluralOperandBounds(ruleDescription: "one: i = 0,1; other: ", operands: "ft", below: 1_000))
        #expect(DecimalPluralScan.fractions(digits: 2, bounds: none) == [1])
        // Bosnian-like: f mod 10 in 2..4 and f mod 100 not in 12..14.
        let bosnian = try #require(PluralOperandBounds(
            ruleDescription: "few: v = 0 and i % 10 = 2..4 or f % 10 = 2..4 and f % 100 != 12..14; other: ",
            operands: "ft", below: 1_000))
        #expect(bosnian.largestPlain == 0 && bosnian.modulusLCM == 100)
        #expect(DecimalPluralScan.fractions(digits: 1, bounds: bosnian) == Array(1...9))
        // Remainders 1..99 that do not end in 0.
        #expect(DecimalPluralScan.fractions(digits: 3, bounds: bosnian).count == 90)
        let plain = try #require(
            PluralOperandBounds(ruleDescription: "one: f = 5; other: ", operands: "ft", below: 1_000))
        #expect(DecimalPluralScan.fractions(digits: 2, bounds: plain) == [1, 2, 3, 4, 5, 6])
    }
}
