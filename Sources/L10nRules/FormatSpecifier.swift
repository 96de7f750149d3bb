/// One valid printf-style specifier of a format string (`%1$lu`, `%-5.2f`, `%*d`, `%#@files@`).
struct FormatSpecifier: Hashable, Sendable {
    /// The specifier as written, from its `%` to its conversion character.
    var text: String
    /// Where its `%` is, in Unicode scalars from the start of the string.
    var offset: Int
    /// What it reads.
    var type: FormatArgumentType
    /// The argument it prints: the next one, or an explicit 1-based position (`%2$@`).
    var argument: FormatArgumentReference
    /// The argument that gives the width (`%*d`, `%*2$d`), if any.
    var widthArgument: FormatArgumentReference?
    /// The argument that gives the precision (`%.*f`, `%.*2$f`), if any.
    var precisionArgument: FormatArgumentReference?

    /// Whether it names the position of any argument it reads.
    /// Whether the two are written alike and read the same arguments, wherever they stand.
    func readsLike(_ other: FormatSpecifier) -> Bool {
        text == other.text && type == other.type && argument == other.argument && widthArgument == other.widthArgument
            && precisionArgument == other.precisionArgument
    }

    var isPositional: Bool {
        [argument, widthArgument, precisionArgument].contains { if case .position = $0 { true } else { false } }
    }

    /// Whether it reads any argument by order rather than by position.
    var isPlain: Bool {
        [argument, widthArgument, precisionArgument].contains { $0 == .next }
    }
}

/// Which argument a specifier reads: the next one in order, or one by its 1-based position.
enum FormatArgumentReference: Hashable, Sendable {
    /// The argument after the last one read in order (positional specifiers do not count).
    case next
    /// The argument at a 1-based position (`%2$@`).
    case position(Int)
}
