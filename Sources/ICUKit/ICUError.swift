import CICUShim

/// A failed ICU call: which ICU function failed, its raw `UErrorCode` and ICU's name for it.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The ICU C function that reported the failure, e.g. `uplrules_openForType`.
    public let function: String
    /// The raw `UErrorCode`; always greater than zero (zero is success, negative values are warnings).
    public let code: Int32
    /// ICU's name of `code`, e.g. `U_ILLEGAL_ARGUMENT_ERROR` (from `u_errorName`).
    public let name: String

    /// Makes the error for `code` as reported by the ICU function `function`.
    public init(function: String, code: Int32) {
        self.function = function
        self.code = code
        self.name = String(cString: l10n_icu_error_name(code))
    }

    /// A one-line summary, e.g. "uplrules_openForType failed: U_ILLEGAL_ARGUMENT_ERROR".
    public var description: String { "\(function) failed: \(name)" }
}
