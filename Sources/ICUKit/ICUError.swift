import CICUShim

/// A failed ICU call: which ICU function failed, its raw `UErrorCode` and ICU's name for it.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The ICU C function that reported the failure, e.g. `uplrules_openForType`.
    public let function: String
    /// The raw `UErrorCode`; always greater than zero (zero is success, negative values are warnings).
    public let code: Int32
    /// ICU's name of `code`, e.g. `U_ILLEGAL_ARGUMENT_ERROR` (from `u_errorName`).
    public let name: String
    /// The locale as the caller gave it, when the failure is that ICU cannot read it or has no data for
    /// it (a caller can then say "unknown locale"); nil for any other failure.
    public let unknownLocale: String?
    /// The time zone ID as the caller gave it, when the failure is that ICU does not know it; nil for
    /// any other failure.
    public let unknownTimeZone: String?

    /// Makes the error for `code` as reported by the ICU function `function`.
    public init(function: String, code: Int32) {
        self.init(function: function, code: code, unknownLocale: nil, unknownTimeZone: nil)
    }

    private init(function: String, code: Int32, unknownLocale: String?, unknownTimeZone: String?) {
        self.function = function
        self.code = code
        self.name = String(cString: l10n_icu_error_name(code))
        self.unknownLocale = unknownLocale
        self.unknownTimeZone = unknownTimeZone
    }

    /// The error for a locale ICU cannot read or has no data for, found by `function`.
    static func unknownLocale(_ locale: String, function: String, code: Int32) -> ICUError {
        ICUError(function: function, code: code, unknownLocale: locale, unknownTimeZone: nil)
    }

    /// The error for a time zone ID ICU does not know, found by `function`.
    static func unknownTimeZone(_ id: String, function: String, code: Int32) -> ICUError {
        ICUError(function: function, code: code, unknownLocale: nil, unknownTimeZone: id)
    }

    /// A one-line summary, e.g. "uplrules_openForType failed: U_ILLEGAL_ARGUMENT_ERROR", or
    /// "unknown locale 'xx' (ures_open failed: U_MISSING_RESOURCE_ERROR)".
    public var description: String {
        let failure = "\(function) failed: \(name)"
        if let unknownLocale {
            return "unknown locale '\(unknownLocale)' (\(failure))"
        }
        if let unknownTimeZone {
            return "unknown time zone '\(unknownTimeZone)' (\(failure))"
        }
        return failure
    }
}
