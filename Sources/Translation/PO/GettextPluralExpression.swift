/// The `plural=` expression of a PO header, read as gettext reads it and evaluated for a count.
///
/// The grammar is gettext's: `n`, decimal whole numbers, parentheses, `!`, `* / %`, `+ -`, `< > <= >=`, `== !=`,
/// `&&`, `||` and `? :`, with C's precedence; values are unsigned 64-bit numbers, as gettext's `unsigned long`. Nesting
/// deeper than ``maximumDepth`` and expressions longer than ``maximumTokens`` are refused, so that no input exhausts
/// the stack.
struct GettextPluralExpression: Sendable {
    /// Why an expression cannot be read or evaluated, in words.
    struct Failure: Error, Equatable {
        /// What is wrong.
        var reason: String
    }

    /// How deeply parentheses, `!` and `? :` may nest.
    static let maximumDepth = 100
    /// How many tokens an expression may have, which bounds the depth of a chain such as `n + n + n`.
    static let maximumTokens = 2000

    private let root: Node

    /// Reads `text`.
    init(_ text: String) throws(Failure) {
        let tokens = try Self.tokens(of: text)
        guard tokens.count <= Self.maximumTokens else {
            throw Failure(reason: "the plural expression has more than \(Self.maximumTokens) tokens")
        }
        var parser = Parser(tokens: tokens)
        root = try parser.expression(depth: 0)
        guard parser.isAtEnd else { throw Failure(reason: "unexpected \"\(parser.rest)\" after the expression") }
    }

    /// The form the expression gives `n`, or `nil` when it divides by zero.
    func value(for n: UInt64) -> UInt64? { root.value(for: n) }

    /// One node of the expression.
    private indirect enum Node: Sendable {
        case count
        case number(UInt64)
        case not(Node)
        case binary(String, Node, Node)
        case choice(Node, Node, Node)

        func value(for n: UInt64) -> UInt64? {
            switch self {
            case .count: return n
            case .number(let value): return value
            case .not(let operand): return operand.value(for: n).map { $0 == 0 ? 1 : 0 }
            case .choice(let condition, let then, let otherwise):
                guard let test = condition.value(for: n) else { return nil }
                return test != 0 ? then.value(for: n) : otherwise.value(for: n)
            case .binary(let sign, let left, let right):
                guard let a = left.value(for: n) else { return nil }
                if sign == "&&", a == 0 { return 0 }
                if sign == "||", a != 0 { return 1 }
                guard let b = right.value(for: n) else { return nil }
                return Self.apply(sign, a, b)
            }
        }

        private static func apply(_ sign: String, _ a: UInt64, _ b: UInt64) -> UInt64? {
            switch sign {
            case "*": return a &* b
            case "/": return b == 0 ? nil : a / b
            case "%": return b == 0 ? nil : a % b
            case "+": return a &+ b
            case "-": return a &- b
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            default: return b != 0 ? 1 : 0  // "&&" and "||" once the left side did not decide
            }
        }
    }

    /// The binary operators from the loosest to the tightest binding.
    private static let levels: [Set<String>] = [
        ["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    private static func tokens(of text: String) throws(Failure) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [String] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" {
                index += 1
            } else if ("0"..."9").contains(scalar) {
                var end = index
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                tokens.append(String(String.UnicodeScalarView(scalars[index..<end])))
                index = end
            } else if index + 1 < scalars.count,
                      ["&&", "||", "==", "!=", "<=", ">="].contains("\(scalar)\(scalars[index + 1])") {
                tokens.append("\(scalar)\(scalars[index + 1])")
                index += 2
            } else if "n!*/%+-<>?:()".unicodeScalars.contains(scalar) {
                tokens.append(String(scalar))
                index += 1
            } else {
                throw Failure(reason: "unexpected \"\(scalar)\" in the plural expression")
            }
        }
        return tokens
    }

    /// Reads tokens into nodes by precedence.
    private struct Parser {
        let tokens: [String]
        var position = 0

        var isAtEnd: Bool { position == tokens.count }
        var rest: String { tokens[position...].joined(separator: " ") }

        mutating func expression(depth: Int) throws(Failure) -> Node {
            guard depth < GettextPluralExpression.maximumDepth else {
                throw Failure(reason: "the plural expression nests too deeply")
            }
            let condition = try binary(level: 0, depth: depth)
            guard peek() == "?" else { return condition }
            position += 1
            let then = try expression(depth: depth + 1)
            guard peek() == ":" else { throw Failure(reason: "\"?\" without its \":\" in the plural expression") }
            position += 1
            return .choice(condition, then, try expression(depth: depth + 1))
        }

        private mutating func binary(level: Int, depth: Int) throws(Failure) -> Node {
            guard level < GettextPluralExpression.levels.count else { return try unary(depth: depth) }
            var node = try binary(level: level + 1, depth: depth)
            while let sign = peek(), GettextPluralExpression.levels[level].contains(sign) {
                position += 1
                node = .binary(sign, node, try binary(level: level + 1, depth: depth))
            }
            return node
        }

        private mutating func unary(depth: Int) throws(Failure) -> Node {
            guard position < tokens.count else { throw Failure(reason: "the plural expression ends too early") }
            let token = tokens[position]
            position += 1
            switch token {
            case "n": return .count
            case "!":
                guard depth + 1 < GettextPluralExpression.maximumDepth else {
                    throw Failure(reason: "the plural expression nests too deeply")
                }
                return .not(try unary(depth: depth + 1))
            case "(":
                let inner = try expression(depth: depth + 1)
                guard peek() == ")" else { throw Failure(reason: "\"(\" without its \")\" in the plural expression") }
                position += 1
                return inner
            default:
                guard let value = UInt64(token) else {
                    throw Failure(reason: "\"\(token)\" where a number, n or \"(\" belongs in the plural expression")
                }
                return .number(value)
            }
        }

        private func peek() -> String? { position < tokens.count ? tokens[position] : nil }
    }
}
