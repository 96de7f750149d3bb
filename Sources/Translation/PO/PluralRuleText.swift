import ICUKit

/// Reads plural rules in CLDR's syntax, as ICU writes them (`one: i  in 1..1 and v  in 0..0; other: `) or as CLDR
/// does (`one: i = 1 and v = 0 @integer 1; other: @integer 0, 2~16`), into conditions on whole numbers.
///
/// Relations are `operand [mod|% m] (in|within|is|=) values` and their negations (`not in`, `not within`,
/// `is not`, `!=`); values are numbers and ranges (`2..4`) joined by commas; samples after `@` are skipped.
struct PluralRuleText {
    /// One rule: a category and its condition.
    struct Rule: Equatable {
        /// The category the rule selects.
        var category: PluralCategory
        /// When it selects it.
        var condition: PluralCondition
    }

    /// What the rules text holds that this reader does not understand.
    struct SyntaxError: Error, Equatable {
        /// What is wrong, in words.
        var reason: String
    }

    /// The rules in the order of the text, which is the order ICU tests them in.
    static func rules(in text: String) throws(SyntaxError) -> [Rule] {
        var rules: [Rule] = []
        var seen = Set<PluralCategory>()
        for part in text.split(separator: ";") where !part.allSatisfy(\.isWhitespace) {
            guard let colon = part.firstIndex(of: ":") else { throw SyntaxError(reason: "\"\(part)\" has no ':'") }
            let keyword = String(part[..<colon].filter { !$0.isWhitespace })
            guard let category = PluralCategory(rawValue: keyword) else {
                throw SyntaxError(reason: "\"\(keyword)\" is no CLDR plural category")
            }
            guard seen.insert(category).inserted else { throw SyntaxError(reason: "\(keyword) has two rules") }
            let conditionText = part[part.index(after: colon)...].prefix { $0 != "@" }
            var reader = Reader(tokens: try tokens(of: conditionText))
            let condition = try reader.condition()
            guard condition != nil || category == .other else {
                throw SyntaxError(reason: "the rule for \(keyword) has no condition")
            }
            rules.append(Rule(category: category, condition: condition ?? .always))
        }
        return rules
    }

    /// The words, numbers and signs of a condition.
    private static func tokens(of text: Substring) throws(SyntaxError) -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
                continue
            }
            let rest = text[index...]
            let token: Substring
            if character.isASCII && character.isLetter {
                token = rest.prefix { $0.isASCII && $0.isLetter }
            } else if character.isASCII && character.isNumber {
                token = rest.prefix { $0.isASCII && $0.isNumber }
            } else if rest.hasPrefix("..") || rest.hasPrefix("!=") {
                token = rest.prefix(2)
            } else if character == "," || character == "=" || character == "%" {
                token = rest.prefix(1)
            } else {
                throw SyntaxError(reason: "unexpected \"\(character)\" in \"\(text)\"")
            }
            tokens.append(String(token))
            index = token.endIndex
        }
        return tokens
    }

    /// Reads a condition from its tokens.
    private struct Reader {
        let tokens: [String]
        var position = 0

        /// The condition, or `nil` for an empty one.
        mutating func condition() throws(SyntaxError) -> PluralCondition? {
            guard position < tokens.count else { return nil }
            var clauses: [[PluralRelation.Folded]] = [[try relation()]]
            while let word = next() {
                switch word {
                case "and": clauses[clauses.count - 1].append(try relation())
                case "or": clauses.append([try relation()])
                default: throw SyntaxError(reason: "\"\(word)\" where \"and\" or \"or\" belongs")
                }
            }
            return PluralCondition(folding: clauses)
        }

        private mutating func relation() throws(SyntaxError) -> PluralRelation.Folded {
            guard let operand = next(), ["n", "i", "v", "w", "f", "t", "e", "c"].contains(operand) else {
                throw SyntaxError(reason: "a relation does not start with an operand (n, i, v, w, f, t, e, c)")
            }
            var modulus: Int?
            if peek() == "mod" || peek() == "%" {
                position += 1
                let value = try number()
                guard value > 0 else { throw SyntaxError(reason: "a modulus of 0") }
                modulus = value
            }
            var isNegated = false
            switch next() {
            case "=", "in", "within": break
            case "!=": isNegated = true
            case "is":
                if peek() == "not" {
                    position += 1
                    isNegated = true
                }
            case "not":
                guard let word = next(), word == "in" || word == "within" else {
                    throw SyntaxError(reason: "\"not\" without \"in\" or \"within\"")
                }
                isNegated = true
            default: throw SyntaxError(reason: "a relation without an operator (in, within, is, =, !=)")
            }
            var ranges = [try range()]
            while peek() == "," {
                position += 1
                ranges.append(try range())
            }
            return PluralRelation.folded(
                operandIsNumber: operand == "n" || operand == "i", modulus: modulus, isNegated: isNegated,
                ranges: ranges)
        }

        private mutating func range() throws(SyntaxError) -> ClosedRange<Int> {
            let lower = try number()
            guard peek() == ".." else { return lower...lower }
            position += 1
            let upper = try number()
            guard lower <= upper else { throw SyntaxError(reason: "the range \(lower)..\(upper) is empty") }
            return lower...upper
        }

        private mutating func number() throws(SyntaxError) -> Int {
            guard let word = next(), let value = Int(word) else {
                throw SyntaxError(reason: "a whole number is missing (or too large)")
            }
            return value
        }

        private mutating func next() -> String? {
            guard position < tokens.count else { return nil }
            position += 1
            return tokens[position - 1]
        }

        private func peek() -> String? { position < tokens.count ? tokens[position] : nil }
    }
}
