/// How a specifier reads one argument.
struct FormatArgumentUse: Hashable, Sendable {
    /// Whether the argument is the value printed, or the `*` width or precision of a specifier.
    enum Role: Hashable, Sendable {
        case value, width, precision
    }

    /// What the argument is read as.
    var type: FormatArgumentType
    /// The specifier as written.
    var specifier: String
    /// Which of the specifier's arguments it is.
    var role: Role

    /// `%lu (unsigned long)`, `the width * of %*d (int)`.
    var description: String {
        switch role {
        case .value: "\(specifier) (\(type.noun))"
        case .width: "the width * of \(specifier) (int)"
        case .precision: "the precision .* of \(specifier) (int)"
        }
    }
}
