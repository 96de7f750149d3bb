/// One relation of a CLDR plural rule as it applies to a whole number n, such as `i mod 10 in 2..4` (n % 10 is 2, 3
/// or 4), with its values sorted, merged and limited to those the left side can take.
struct PluralRelation: Equatable {
    /// The modulus of `n mod m`, or `nil` for n itself.
    let modulus: Int?
    /// Whether the relation is `not in`, `is not` or `!=`.
    let isNegated: Bool
    /// The values the left side is compared with: sorted, not overlapping nor adjacent, below the modulus.
    let ranges: [ClosedRange<Int>]

    /// What a relation says of every whole number: always true, never true, or depending on n.
    enum Folded: Equatable {
        /// A relation that holds or fails whatever n is, such as `v = 0` or `n mod 10 in 0..9`.
        case constant(Bool)
        /// A relation that depends on n.
        case relation(PluralRelation)
    }

    /// The relation `operand [mod modulus] [not] in ranges` for whole numbers, where CLDR's operands other than n
    /// and i (v, w, f, t, e, c: fraction digits and exponents) are 0.
    static func folded(
        operandIsNumber: Bool, modulus: Int?, isNegated: Bool, ranges: [ClosedRange<Int>]
    ) -> Folded {
        guard operandIsNumber else {
            let value = 0
            return .constant(ranges.contains { $0.contains(value) } != isNegated)
        }
        let upper = modulus.map { $0 - 1 } ?? Int.max
        var merged: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound <= upper {
            let clipped = range.lowerBound...min(range.upperBound, upper)
            if let last = merged.last, clipped.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, clipped.upperBound)
            } else {
                merged.append(clipped)
            }
        }
        if merged.isEmpty { return .constant(isNegated) }
        if merged == [0...upper] { return .constant(!isNegated) }
        return .relation(PluralRelation(modulus: modulus, isNegated: isNegated, ranges: merged))
    }

    /// Whether the relation holds for `n`.
    func holds(for n: Int) -> Bool {
        let value = modulus.map { n % $0 } ?? n
        return ranges.contains { $0.contains(value) } != isNegated
    }

    /// The largest value the relation compares n itself with (0 for a relation on a remainder): above it, the
    /// relation no longer changes with n.
    var largestPlainValue: Int { modulus == nil ? ranges.last?.upperBound ?? 0 : 0 }

    /// The relation as a C expression on `n`, and whether that expression is a `||` that needs parentheses beside
    /// a `&&`.
    var cExpression: (text: String, isDisjunction: Bool) {
        let value = modulus.map { "n % \($0)" } ?? "n"
        let upper = modulus.map { $0 - 1 } ?? Int.max
        let parts = ranges.map { range in
            isNegated ? excluding(range, value: value, upper: upper) : including(range, value: value, upper: upper)
        }
        if isNegated {
            let text = parts.map { $0.contains("||") && parts.count > 1 ? "(\($0))" : $0 }.joined(separator: " && ")
            return (text, parts.count == 1 && parts[0].contains("||"))
        }
        return (parts.joined(separator: " || "), parts.count > 1)
    }

    private func including(_ range: ClosedRange<Int>, value: String, upper: Int) -> String {
        if range.lowerBound == range.upperBound { return "\(value) == \(range.lowerBound)" }
        if range.lowerBound == 0 { return "\(value) <= \(range.upperBound)" }
        if range.upperBound == upper { return "\(value) >= \(range.lowerBound)" }
        return "\(value) >= \(range.lowerBound) && \(value) <= \(range.upperBound)"
    }

    private func excluding(_ range: ClosedRange<Int>, value: String, upper: Int) -> String {
        if range.lowerBound == range.upperBound { return "\(value) != \(range.lowerBound)" }
        if range.lowerBound == 0 { return "\(value) > \(range.upperBound)" }
        if range.upperBound == upper { return "\(value) < \(range.lowerBound)" }
        return "\(value) < \(range.lowerBound) || \(value) > \(range.upperBound)"
    }
}
