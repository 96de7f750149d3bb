/// How an integer specifier prints its argument.
enum FormatIntegerStyle: Hashable, Sendable {
    /// `d`, `i` (and the old `D`).
    case signedDecimal
    /// `u` (and the old `U`).
    case unsignedDecimal
    /// `x`, `X`.
    case hexadecimal
    /// `o` (and the old `O`).
    case octal
    /// `c`: one byte as a character.
    case character
    /// `C`: one UTF-16 code unit as a character.
    case unichar

    /// Whether two styles print the same number the same way, but for the sign of negative numbers.
    func printsLike(_ other: Self) -> Bool {
        let decimal: Set<Self> = [.signedDecimal, .unsignedDecimal]
        return self == other || (decimal.contains(self) && decimal.contains(other))
    }

    /// `unsigned long`, `int`, `long long, hex`.
    func noun(_ length: FormatIntegerLength) -> String {
        switch self {
        case .character: return "char"
        case .unichar: return "unichar"
        default: break
        }
        let size = switch length {
        case .char: "char"
        case .short: "short"
        case .int: "int"
        case .long: "long"
        case .longLong: "long long"
        }
        switch self {
        case .signedDecimal: return length == .char ? "signed char" : size
        case .unsignedDecimal: return "unsigned \(size)"
        case .hexadecimal: return "unsigned \(size), hex"
        case .octal: return "unsigned \(size), octal"
        case .character, .unichar: return size
        }
    }
}
