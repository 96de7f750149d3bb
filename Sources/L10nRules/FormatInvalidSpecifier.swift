/// A `%` that starts no valid specifier, and what Apple's runtime does with it.
struct InvalidFormatSpecifier: Hashable, Sendable {
    /// Why the specifier is invalid.
    enum Reason: Hashable, Sendable {
        /// The character that ends the specifier is no conversion (`%k`, `%1$I`, `%'d`, `%5%`).
        case unknownConversion(Character)
        /// The string ends inside the specifier (`50%`, `%-`).
        case incomplete
        /// `%0$d`: positions start at 1; Apple reads `0` as a flag and `$` as an unknown conversion.
        case zeroPosition
        /// A position above 127, or a width or precision above 2^31 - 1: Apple's formatting fails outright.
        case numberTooLarge
    }

    /// The text from the `%` to where Apple's parser stops.
    var text: String
    /// Where its `%` is, in Unicode scalars from the start of the string.
    var offset: Int
    /// Why it is invalid.
    var reason: Reason
    /// What Apple prints in its place, when it prints anything; `nil` when formatting fails.
    var printed: String?

    /// What happens at run time, for a message: `Apple prints "1" in its place and reads no argument`.
    var consequence: String {
        switch reason {
        case .numberTooLarge:
            "String(format:) fails (Swift traps) because the number is too large"
        case .incomplete:
            "the text ends inside it, so Apple drops it or prints garbage in its place"
        case .unknownConversion, .zeroPosition:
            "Apple prints \"\(printed ?? "")\" in its place and reads no argument"
        }
    }

    /// `"%1$I" (unknown conversion I)`.
    var summary: String {
        let what = switch reason {
        case .unknownConversion(let character): "unknown conversion \(character)"
        case .incomplete: "incomplete"
        case .zeroPosition: "position 0"
        case .numberTooLarge: "number too large"
        }
        return "\"\(text)\" (\(what))"
    }
}
