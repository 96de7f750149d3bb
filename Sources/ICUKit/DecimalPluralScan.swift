import Locking

/// The plural categories a language needs (DESIGN.md section 5): those ICU selects for some integer 0...999,999
/// (`IntegerPluralScan`), plus those it selects for some decimal with one to three fraction digits: popups show
/// decimal distances and areas ("1,5 km"), so Czech `many`, reached only by decimals, is needed.
///
/// The answer comes from ICU's own `select`, for every number i.f where i runs over the integers that decide
/// the rules (`IntegerPluralScan.scanLimit`: a rule tests i only through plain values up to K and moduli whose
/// least common multiple is L, the same periodicity as for integers; f, v and t do not depend on i) and f over
/// the fractions of one to three digits whose last digit is not 0, one of each kind the rules tell apart by the same
/// reading of what they test of f and t (`fractions(digits:bounds:)`; French, which tests neither, needs one
/// fraction of each length). A number goes to ICU as a `Double`, which
/// ICU reads with its shortest spelling, so "1.50" (two fraction digits, the last one 0) is never asked. That
/// loses nothing with ICU 72: for all 805 of its locales, selecting i.f formatted with exactly one, two and three
/// fraction digits (`uplrules_selectFormatted`, i < 120) reaches no category beyond the integers and the
/// shortest decimals (measured with a C program against the system ICU). For rules the reader does not understand, i runs
/// over 0...999. The scan stops as soon as every keyword is known to be needed, so it costs nothing where the
/// integers already reach every keyword (English, Russian). Ordinal rules have no decimals.
enum DecimalPluralScan {
    /// The integer parts tried when the rule text is not understood.
    static let fallbackIntegerParts = 1_000

    /// The categories `rules` selects for some integer 0...999,999 or some decimal with one to three fraction
    /// digits, plus `.other`; cached per locale.
    static func neededCategories(of rules: PluralRules) -> Set<PluralCategory> {
        let integers = IntegerPluralScan.neededCategories(of: rules)
        guard rules.type == .cardinal else { return integers }
        // Keyed by the rules themselves, so that languages sharing rules share one scan.
        let text = try? IntegerPluralScan.ruleDescription(of: rules)
        let key = Key(rules: text ?? "locale " + rules.locale, type: rules.type)
        if let known = cache.withLock({ $0[key] }) {
            return known
        }
        // Computed without the lock: two threads may both compute new rules, with the same result.
        let limit = text.flatMap(IntegerPluralScan.scanLimit(ruleDescription:)) ?? fallbackIntegerParts
        let fractions = text.flatMap { PluralOperandBounds(ruleDescription: $0, operands: "ft", below: 1_000) }
        let found = scan(
            rules, integerParts: min(limit, IntegerPluralScan.end), fractionBounds: fractions, known: integers)
        cache.withLock { $0[key] = found }
        return found
    }

    /// `known` plus the categories `rules` selects for i.f with i in 0 ..< `integerParts` and f a fraction of one
    /// to three digits not ending in 0: every such fraction, or, given what the rules test of f and t
    /// (`fractionBounds`), one of each kind (``fractions(digits:bounds:)``). Stops early once every keyword is in the
    /// result.
    static func scan(
        _ rules: PluralRules, integerParts: Int, fractionBounds: PluralOperandBounds? = nil,
        known: Set<PluralCategory> = []
    ) -> Set<PluralCategory> {
        let all = rules.categories.reduce(UInt8(0)) { $0 | $1.bit }
        var seen = known.reduce(UInt8(0)) { $0 | $1.bit }
        if seen & all == all { return known }
        let fractionsByDigits = (1...3).map { fractions(digits: $0, bounds: fractionBounds) }
        var integer = 0
        scanning: while integer < integerParts {
            for (digits, fractions) in zip(1...3, fractionsByDigits) {
                let scale = digits == 1 ? 10 : digits == 2 ? 100 : 1_000
                for fraction in fractions {
                    // One correctly rounded division: the double nearest to i.f, which ICU spells "i.f".
                    seen |= rules.select(Double(integer * scale + fraction) / Double(scale)).bit
                    if seen & all == all { break scanning }
                }
            }
            integer += 1
        }
        return Set(PluralCategory.allCases.filter { seen & $0.bit != 0 })
    }

    /// The fractions f of `digits` digits, the last not 0, that decide the rest: all of them without `bounds`; with
    /// them, each f up to K (the largest value the rules compare f or t with) and, above K, the first of each
    /// remainder modulo L (the moduli's least common multiple). With the last digit not 0, t equals f, and v and w
    /// are `digits`, so two fractions above K with the same remainder select the same category for the same i.
    static func fractions(digits: Int, bounds: PluralOperandBounds?) -> [Int] {
        let scale = digits == 1 ? 10 : digits == 2 ? 100 : 1_000
        let every = (1..<scale).filter { $0 % 10 != 0 }
        guard let bounds, bounds.decidingCount < scale else { return every }
        var remainders = Set<Int>()
        return every.filter { fraction in
            fraction <= bounds.largestPlain || remainders.insert(fraction % bounds.modulusLCM).inserted
        }
    }

    /// The cache key: the locale as given and the rule type.
    private struct Key: Hashable {
        /// ICU's description of the rules, or the locale when ICU gives none.
        var rules: String
        var type: PluralRuleType
    }

    /// Results per locale and type, for the whole process.
    private static let cache = Locked<[Key: Set<PluralCategory>]>([:])
}
