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

    /// What the failure means, in words, for the codes a caller can cause; nil for the others.
    public var meaning: String? {
        switch name {
        case "U_ILLEGAL_ARGUMENT_ERROR": "an argument ICU does not accept"
        case "U_MISSING_RESOURCE_ERROR": "ICU has no data for it"
        case "U_INVALID_FORMAT_ERROR": "the data is not in the form ICU expects"
        case "U_MEMORY_ALLOCATION_ERROR": "out of memory"
        case "U_INDEX_OUTOFBOUNDS_ERROR", "U_BUFFER_OVERFLOW_ERROR": "a text or number too long for ICU"
        case "U_PATTERN_SYNTAX_ERROR", "U_MESSAGE_PARSE_ERROR": "the pattern's syntax is wrong"
        case "U_UNMATCHED_BRACES": "the pattern has a brace without its pair"
        case "U_ARGUMENT_TYPE_MISMATCH": "an argument is not of the type its pattern names"
        case "U_ILLEGAL_PAD_POSITION", "U_UNEXPECTED_TOKEN", "U_MULTIPLE_DECIMAL_SEPARATORS",
             "U_MULTIPLE_EXPONENTIAL_SYMBOLS", "U_MALFORMED_EXPONENTIAL_PATTERN", "U_MULTIPLE_PERCENT_SYMBOLS",
             "U_MULTIPLE_PERMILL_SYMBOLS", "U_MULTIPLE_PAD_SPECIFIERS":
            "the number pattern is malformed"
        case "U_ILLEGAL_CHARACTER", "U_INVALID_CHAR_FOUND", "U_TRUNCATED_CHAR_FOUND": "the text is not valid Unicode"
        case "U_UNSUPPORTED_ERROR": "ICU does not support this"
        default: nil
        }
    }

    /// A one-line summary, e.g. "uplrules_openForType failed: an argument ICU does not accept
    /// (U_ILLEGAL_ARGUMENT_ERROR)", or "unknown locale 'xx' (ures_open failed: U_MISSING_RESOURCE_ERROR)".
    public var description: String {
        let call = "\(function) failed: \(name)"
        if let unknownLocale {
            return "unknown locale '\(unknownLocale)' (\(call))"
        }
        if let unknownTimeZone {
            return "unknown time zone '\(unknownTimeZone)' (\(call))"
        }
        let failure = meaning.map { "\(function) failed: \($0) (\(name))" } ?? call
        return failure
    }
}
