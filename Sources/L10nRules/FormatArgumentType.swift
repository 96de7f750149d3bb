/// What a printf-style specifier reads from the argument list, as CoreFoundation's `String(format:)` (and
/// `NSString stringWithFormat:`) fetches it: the kind of value and, for integers, how many bytes.
enum FormatArgumentType: Hashable, Sendable {
    /// `%@`: an object, printed by its description.
    case object
    /// `%#@name@`: a `.stringsdict` variable, replaced by the variable's form for the argument.
    case variable(String)
    /// `%d %i %u %x %X %o %c %C` and the `*` of a width or precision: an integer of a length, printed in a style.
    case integer(FormatIntegerLength, FormatIntegerStyle)
    /// `%f %F %e %E %g %G %a %A`: a `double`, or a `long double` with `L`.
    case double(isLongDouble: Bool)
    /// `%s`: a NUL-terminated C string.
    case cString
    /// `%S`: a NUL-terminated string of `unichar`.
    case unicharString
    /// `%P`: a Pascal string.
    case pascalString
    /// `%p`: a pointer, printed in hex.
    case pointer
    /// `%n`: a pointer that C would write the count to; Apple reads the argument and prints nothing.
    case writtenCount

    /// What the argument must be, for a message: `unsigned long`, `object`, `double`.
    var noun: String {
        switch self {
        case .object: "object"
        case .variable(let name): "plural variable \(name)"
        case .integer(let length, let style): style.noun(length)
        case .double(let isLongDouble): isLongDouble ? "long double" : "double"
        case .cString: "C string"
        case .unicharString: "unichar string"
        case .pascalString: "Pascal string"
        case .pointer: "pointer"
        case .writtenCount: "pointer for %n, nothing printed"
        }
    }
}
