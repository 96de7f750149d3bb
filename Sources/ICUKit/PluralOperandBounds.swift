/// What a plural rule text tests of some operands, read from ICU's text of the rules: the largest value K it compares
/// them with without a modulus, and the least common multiple L of its moduli. Every value above K then takes the
/// same category as the value in K+1 ..< K+1+L with the same remainder modulo L, all else equal.
///
/// A relation is `operand [mod m] [not] in|within|is|=|!= ranges`, relations joined by `and` and `or`. A modulus of
/// `below` or more leaves the values below `below` unchanged, so it counts as none.
struct PluralOperandBounds: Equatable {
    /// K: the largest value compared without a modulus (0 when none is).
    var largestPlain = 0
    /// L: the least common multiple of the moduli (1 when there is none), at most `below`.
    var modulusLCM = 1
    /// The values that are read: those below this.
    var below: Int

    /// How many values from 0 decide every value below `below`: K+1+L, at most `below`.
    var decidingCount: Int { min(below, largestPlain + 1 + modulusLCM) }

    /// The bounds of the relations on `operands` (such as `["n", "i"]`) in the rules `ruleDescription`, for values
    /// below `below`; nil when the text holds something this reader does not know.
    init?(ruleDescription: String, operands: Set<String>, below: Int) {
        self.below = below
        for rule in ruleDescription.split(separator: ";") {
            guard let colon = rule.firstIndex(of: ":") else {
                if rule.allSatisfy(\.isWhitespace) { continue }
                return nil
            }
            let condition = rule[rule.index(after: colon)...]
            let tokens = condition.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            var index = 0
            while index < tokens.count {
                let operand = tokens[index]
                guard ["n", "i", "v", "w", "f", "t", "e", "c"].contains(operand) else { return nil }
                index += 1
                var modulus: Int?
                if index < tokens.count, tokens[index] == "mod" || tokens[index] == "%" {
                    guard index + 1 < tokens.count, let m = Int(tokens[index + 1]), m > 0 else { return nil }
                    modulus = m
                    index += 2
                }
                var sawOperator = false
                while index < tokens.count, ["not", "in", "within", "is", "=", "!=", "!"].contains(tokens[index]) {
                    sawOperator = true
                    index += 1
                }
                guard sawOperator else { return nil }
                var largest: Int?
                while index < tokens.count, tokens[index] != "and", tokens[index] != "or" {
                    // "3" or "3..10"; anything else (a decimal, a sample list) is unknown.
                    let bounds = tokens[index].split(separator: "..", omittingEmptySubsequences: false)
                    let values = bounds.compactMap { Int($0) }
                    guard bounds.count <= 2, values.count == bounds.count, values.allSatisfy({ $0 >= 0 })
                    else { return nil }
                    largest = max(largest ?? 0, values.max() ?? 0)
                    index += 1
                }
                guard let largest else { return nil }
                if index < tokens.count { index += 1 }  // "and" / "or"
                guard operands.contains(operand) else { continue }
                if let modulus, modulus < below {
                    modulusLCM = Self.lcm(modulusLCM, modulus)
                    if modulusLCM >= below {
                        modulusLCM = below
                        return
                    }
                } else {
                    largestPlain = max(largestPlain, largest)
                }
            }
        }
    }

    private static func lcm(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }
}
