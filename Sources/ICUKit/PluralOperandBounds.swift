/// What a plural rule text tests of some operands, read from ICU's text of the rules: the largest value K it compares
/// them with without a modulus, and the least common multiple L of its moduli. Every value above K then takes the
/// same category as the value in K+1 ..< K+1+L with the same remainder modulo L, all else equal.
///
/// A relation is `operand [mod m] [not] in|within|is|=|!= ranges`, relations joined by `and` and `or`. A modulus of
/// `below` or more leaves the values below `below` unchanged, so it counts as none.
struct PluralOperandBounds {
    /// K: the largest value compared without a modulus (0 when none is).
    var largestPlain = 0
    /// L: the least common multiple of the moduli (1 when there is none), at most `below`.
    var modulusLCM = 1
    /// The values that are read: those below this.
    var below: Int

    /// How many values from 0 decide every value below `below`: K+1+L, at most `below`.
    var decidingCount: Int { min(below, largestPlain + 1 + modulusLCM) }

    /// The bounds of the relations on the operands whose letters `operands` lists (`"ni"`) in the rules
    /// `ruleDescription`, for values below `below`; nil when the text holds something this reader does not know. Read
    /// on the text's bytes: a language's rules are read once per check, on every core at once.
    init?(ruleDescription: String, operands: String, below: Int) {
        self.below = below
        let wanted = Set(operands.utf8)
        for rule in ruleDescription.utf8.split(separator: UInt8(ascii: ";")) {
            guard let colon = rule.firstIndex(of: UInt8(ascii: ":")) else {
                if rule.allSatisfy({ $0 == UInt8(ascii: " ") || (0x09...0x0D).contains($0) }) { continue }
                return nil
            }
            let tokens = rule[rule.index(after: colon)...]
                .split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") })
            var index = 0
            while index < tokens.count {
                let operand = tokens[index]
                guard operand.count == 1, let letter = operand.first, Self.operandLetters.contains(letter) else {
                    return nil
                }
                index += 1
                var modulus: Int?
                if index < tokens.count, Self.is(tokens[index], "mod") || Self.is(tokens[index], "%") {
                    guard index + 1 < tokens.count, let m = Self.number(tokens[index + 1]), m > 0 else { return nil }
                    modulus = m
                    index += 2
                }
                var sawOperator = false
                while index < tokens.count, Self.operators.contains(where: { Self.is(tokens[index], $0) }) {
                    sawOperator = true
                    index += 1
                }
                guard sawOperator else { return nil }
                var largest: Int?
                while index < tokens.count, !Self.is(tokens[index], "and"), !Self.is(tokens[index], "or") {
                    // "3" or "3..10"; anything else (a decimal, a sample list) is unknown.
                    guard let range = Self.range(tokens[index]) else { return nil }
                    largest = max(largest ?? 0, range.upperBound, range.lowerBound)
                    index += 1
                }
                guard let largest else { return nil }
                if index < tokens.count { index += 1 }  // "and" / "or"
                guard wanted.contains(letter) else { continue }
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

    /// The operands of CLDR's plural rule syntax.
    private static let operandLetters = Set("niwvftec".utf8)
    /// The words and signs that compare an operand with ranges.
    private static let operators = ["not", "in", "within", "is", "=", "!=", "!"]

    /// Whether a token is the ASCII word `word`.
    private static func `is`(_ token: Substring.UTF8View.SubSequence, _ word: String) -> Bool {
        token.elementsEqual(word.utf8)
    }

    /// A decimal number of at most 18 digits, or nil.
    private static func number(_ digits: Substring.UTF8View.SubSequence) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// "3" or "3..10" as a pair of bounds (the same twice for one number), or nil.
    private static func range(_ token: Substring.UTF8View.SubSequence) -> (lowerBound: Int, upperBound: Int)? {
        let dot = UInt8(ascii: ".")
        guard let first = token.firstIndex(of: dot) else { return number(token).map { ($0, $0) } }
        let second = token.index(after: first)
        guard second < token.endIndex, token[second] == dot, let lower = number(token[..<first]),
              let upper = number(token[token.index(after: second)...]) else { return nil }
        return (lower, upper)
    }

    private static func lcm(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }
}
