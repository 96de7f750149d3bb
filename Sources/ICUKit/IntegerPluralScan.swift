import CICUShim
import Locking

/// Which plural categories ICU selects for the integers 0...999,999 (DESIGN.md section 5), fast.
///
/// The answer always comes from evaluating integers with ICU's own `select`; what makes it fast is
/// knowing how many integers are enough. A CLDR rule tests an integer n only through relations such as
/// `n in 2..4` or `n mod 100 in 11..14` (the operands v, w, f, t, e, c are 0 for integers). Let K be the
/// largest number in a relation without modulus and L the least common multiple of the moduli: every
/// n > K then takes the same category as the integer in K+1 ..< K+1+L with the same remainder modulo L,
/// so evaluating 0 ..< K+1+L decides the whole range. A modulus of 1,000,000 or more leaves n < 1,000,000
/// unchanged and counts as no modulus. French gets K = 1 and L = 1: three integers instead of a
/// million. The scan also stops as soon as every keyword has been seen. Rules this reader does not
/// understand are scanned in full.
enum IntegerPluralScan {
    /// One past the largest integer that matters.
    static let end = 1_000_000

    /// The categories `rules` selects for some integer 0...999,999, plus `.other`; cached per locale.
    static func neededCategories(of rules: PluralRules) -> Set<PluralCategory> {
        cachedScan(of: rules, addingOther: true)
    }

    /// The categories `rules` selects for some integer 0...999,999, `.other` only where some integer selects it
    /// (never in Russian or Polish, whose `other` is for decimals); cached per locale.
    static func reachedCategories(of rules: PluralRules) -> Set<PluralCategory> {
        cachedScan(of: rules, addingOther: false)
    }

    private static func cachedScan(of rules: PluralRules, addingOther: Bool) -> Set<PluralCategory> {
        // Keyed by the rules themselves: the many languages that share rules (English's, German's, Dutch's...)
        // share one scan.
        let description = try? ruleDescription(of: rules)
        let key = Key(rules: description ?? "locale " + rules.locale, type: rules.type, addsOther: addingOther)
        if let known = cache.withLock({ $0[key] }) {
            return known
        }
        // Computed without the lock: two threads may both compute new rules, with the same result.
        let limit = description.flatMap(scanLimit(ruleDescription:)) ?? end
        let found = scan(rules, upTo: limit, addingOther: addingOther)
        cache.withLock { $0[key] = found }
        return found
    }

    /// The categories `rules` selects for the integers 0 ..< `limit`, plus `.other` when `addingOther`; stops early
    /// once every keyword of the rules has been seen.
    static func scan(_ rules: PluralRules, upTo limit: Int, addingOther: Bool = true) -> Set<PluralCategory> {
        // A bit set rather than a Set: this loop may run a million times.
        let all = rules.categories.reduce(PluralCategory.other.bit) { $0 | $1.bit }
        var seen = addingOther ? PluralCategory.other.bit : 0
        var n = 0
        while n < limit, seen != all {
            seen |= rules.select(Double(n)).bit
            n += 1
        }
        return Set(PluralCategory.allCases.filter { seen & $0.bit != 0 })
    }

    /// ICU's text of the rules (`icu::PluralRules::getRules`).
    static func ruleDescription(of rules: PluralRules) throws(ICUError) -> String {
        try ICUStatus.utf8("icu::PluralRules::getRules", capacity: 512) {
            l10n_icu_plural_rules_description(rules.icuLocaleID, rules.type.shimType, $0, $1, $2)
        }.text
    }

    /// How many integers from 0 decide every integer below `end`, read from ICU's rule text (e.g.
    /// "one: i  in 0..0, 1..1; many: e  in 0..0 and i mod 1000000 in 0..0 ...; other: "); nil when the
    /// text holds something this reader does not know.
    static func scanLimit(ruleDescription: String) -> Int? {
        PluralOperandBounds(ruleDescription: ruleDescription, operands: "ni", below: end)?.decidingCount
    }

    /// The cache key: the locale as given and the rule type.
    private struct Key: Hashable {
        /// ICU's description of the rules, or the locale when ICU gives none.
        var rules: String
        var type: PluralRuleType
        /// Whether `.other` is in the result whether or not an integer selects it.
        var addsOther: Bool
    }

    /// Results per locale and type, for the whole process.
    private static let cache = Locked<[Key: Set<PluralCategory>]>([:])
}
