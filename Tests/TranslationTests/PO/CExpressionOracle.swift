/// A second evaluator of gettext plural expressions for the tests, written apart from the library's: it reads the
/// expression anew for every count, by precedence climbing over its characters.
struct CExpressionOracle {
    private let characters: [Character]
    private var position = 0
    private let n: Int

    /// The value of `expression` for `n`, or `nil` when the expression cannot be read.
    static func value(of expression: String, n: Int) -> Int? {
        var oracle = CExpressionOracle(characters: Array(expression.filter { !$0.isWhitespace }), n: n)
        guard let value = oracle.conditional(), oracle.position == oracle.characters.count else { return nil }
        return value
    }

    private init(characters: [Character], n: Int) {
        self.characters = characters
        self.n = n
    }

    /// Binary operators by binding strength.
    private static let strength: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, ">": 4, "<=": 4, ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
    ]

    private mutating func conditional() -> Int? {
        guard let test = binary(minimum: 1) else { return nil }
        guard take("?") else { return test }
        guard let then = conditional(), take(":"), let otherwise = conditional() else { return nil }
        return test != 0 ? then : otherwise
    }

    private mutating func binary(minimum: Int) -> Int? {
        guard var left = unary() else { return nil }
        while let sign = peekOperator(), let level = Self.strength[sign], level >= minimum {
            position += sign.count
            guard let right = binary(minimum: level + 1) else { return nil }
            switch sign {
            case "||": left = (left != 0 || right != 0) ? 1 : 0
            case "&&": left = (left != 0 && right != 0) ? 1 : 0
            case "==": left = left == right ? 1 : 0
            case "!=": left = left != right ? 1 : 0
            case "<": left = left < right ? 1 : 0
            case ">": left = left > right ? 1 : 0
            case "<=": left = left <= right ? 1 : 0
            case ">=": left = left >= right ? 1 : 0
            case "+": left += right
            case "-": left -= right
            case "*": left *= right
            case "/": if right == 0 { return nil } else { left /= right }
            default: if right == 0 { return nil } else { left %= right }
            }
        }
        return left
    }

    private mutating func unary() -> Int? {
        if take("!") { return unary().map { $0 == 0 ? 1 : 0 } }
        if take("(") {
            guard let inner = conditional(), take(")") else { return nil }
            return inner
        }
        if take("n") { return n }
        var digits = ""
        while position < characters.count, characters[position].isNumber {
            digits.append(characters[position])
            position += 1
        }
        return Int(digits)
    }

    private func peekOperator() -> String? {
        guard position < characters.count else { return nil }
        let two = position + 1 < characters.count ? String(characters[position...position + 1]) : ""
        if Self.strength[two] != nil { return two }
        let one = String(characters[position])
        return Self.strength[one] != nil ? one : nil
    }

    private mutating func take(_ character: Character) -> Bool {
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
        return true
    }
}
