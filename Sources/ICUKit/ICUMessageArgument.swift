/// A value for an argument of an `ICUMessageFormat` pattern.
public enum ICUMessageArgument: Hashable, Sendable {
    /// A number, for `{n, number}`, `{n, plural, ...}` and plain `{n}` (ICU's `Formattable(double)`).
    case number(Double)
    /// An integer, formatted exactly (ICU's `Formattable(int64_t)`).
    case integer(Int64)
    /// Text, for `{name}` and `{name, select, ...}`.
    case string(String)
    /// A moment in milliseconds since 1970-01-01T00:00:00Z, for `{d, date, ...}` and `{d, time, ...}`.
    /// ICU shows it in the process's default time zone.
    case date(millisecondsSince1970: Double)
}
