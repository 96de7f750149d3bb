import ICUKit

/// Why a popup cannot be rendered: a bad locale or time zone, or an ICU failure.
public enum PopupFormattingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The locale is no language ICU knows.
    case unknownLocale(String, reason: String)
    /// The time zone is no IANA name ICU knows.
    case unknownTimeZone(String)
    /// A date-only, time-only or timestamp-offset value that does not read as one.
    case unreadableValue(field: String, value: String, expected: String)
    /// ICU failed.
    case icu(ICUError)

    /// A sentence for the command line.
    public var description: String {
        switch self {
        case .unknownLocale(let locale, let reason): "unknown locale \"\(locale)\": \(reason)"
        case .unknownTimeZone(let zone): "unknown time zone \"\(zone)\"; use an IANA name such as Europe/Zurich"
        case .unreadableValue(let field, let value, let expected):
            "the value \"\(value)\" of \(field) is not a \(expected)"
        case .icu(let error): "ICU: \(error.description)"
        }
    }
}
