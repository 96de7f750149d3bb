/// The length modifier of an integer specifier, as CoreFoundation reads the argument on a 64-bit platform.
enum FormatIntegerLength: Int, Hashable, Sendable, Comparable {
    /// `hh` and `%c`: an `int` cut to 8 bits.
    case char
    /// `h` and `%C`: an `int` cut to 16 bits.
    case short
    /// No modifier (or `L`, which CoreFoundation ignores for integers): 4 bytes.
    case int
    /// `l`, `z`, `t`: 8 bytes on 64-bit platforms.
    case long
    /// `ll`, `q`, `j`: 8 bytes.
    case longLong

    /// How many bytes are fetched from the argument list (small integers are promoted to `int`).
    var bytesRead: Int { self >= .long ? 8 : 4 }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
