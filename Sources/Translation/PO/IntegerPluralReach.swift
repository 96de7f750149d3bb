import ICUKit

/// Which categories plural rules select for some whole number, found by evaluating the rules on enough numbers.
///
/// Let K be the largest number a relation compares n itself with and L the least common multiple of the moduli:
/// every n > K takes the category of the number in K+1 ..< K+1+L with the same remainder modulo L, so the numbers
/// 0 ..< K+1+L decide all. Evaluating them all takes a million steps for French (`i mod 1000000`), so likely witnesses
/// come first: 0...1000, and each value a relation names, at and beside its bounds, plus one and two moduli. The
/// full scan runs only when those leave a category unseen.
enum IntegerPluralReach {
    /// The most numbers a full scan evaluates; rules that would need more are refused.
    static let scanLimit = 20_000_000

    /// The category the rules select for `n`: the first rule whose condition holds, else `other`.
    static func category(of n: Int, in rules: [PluralRuleText.Rule]) -> PluralCategory {
        rules.first { $0.condition.holds(for: n) }?.category ?? .other
    }

    /// The categories the rules select for some whole number.
    static func categories(of rules: [PluralRuleText.Rule]) throws(PluralRuleText.SyntaxError) -> Set<PluralCategory> {
        let relations = rules.flatMap(\.condition.relations)
        let largestPlain = relations.map(\.largestPlainValue).max() ?? 0
        var period = 1
        for modulus in relations.compactMap(\.modulus) {
            period = leastCommonMultiple(period, modulus)
            guard period <= scanLimit else { throw tooLarge }
        }
        guard largestPlain <= scanLimit - period - 1 else { throw tooLarge }
        let end = largestPlain + 1 + period
        var possible = Set(rules.filter { $0.condition != .never }.map(\.category))
        possible.insert(.other)
        var seen = Set<PluralCategory>()
        for n in witnesses(of: relations, below: end) {
            seen.insert(category(of: n, in: rules))
            if seen == possible { return seen }
        }
        var n = 0
        while n < end, seen != possible {
            seen.insert(category(of: n, in: rules))
            n += 1
        }
        return seen
    }

    /// Numbers likely to reach every category that some number reaches: the small ones, and those at and beside
    /// the values relations name, for n itself and for its remainders.
    private static func witnesses(of relations: [PluralRelation], below end: Int) -> [Int] {
        var numbers = Array(0..<min(end, 1001))
        for relation in relations {
            for range in relation.ranges {
                for value in [range.lowerBound, range.upperBound, range.upperBound + 1] {
                    numbers.append(value)
                    if let modulus = relation.modulus { numbers += [modulus + value, 2 * modulus + value] }
                }
            }
        }
        return numbers.filter { $0 < end }
    }

    private static var tooLarge: PluralRuleText.SyntaxError {
        PluralRuleText.SyntaxError(reason: "the rules would need more than \(scanLimit) numbers evaluated")
    }

    private static func leastCommonMultiple(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        let (product, overflow) = (a / x).multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }
}
