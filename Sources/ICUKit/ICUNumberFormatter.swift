import CICUShim

/// Formats numbers for a locale with ICU's number skeletons (`unumf_*`).
///
/// `Sendable` without a lock, and sound: the `UNumberFormatter` behind `handle` is immutable once
/// opened (ICU documents `LocalizedNumberFormatter` as thread-safe), and every `format` call writes into
/// its own `UFormattedNumber`, opened and closed within the call. The handle is closed only in
/// `deinit`, when no other reference to this object exists. Open a formatter once and reuse it, or use
/// `cached(locale:options:)`: opening one costs some 30 times a `format` call (0.5 µs, release build).
public final class ICUNumberFormatter: Sendable {
    /// The locale as it was given.
    public let locale: String
    /// The options the formatter was opened with.
    public let options: ICUNumberFormatOptions
    /// The ICU skeleton used, for diagnostics, e.g. `.00 rounding-mode-half-up group-off`.
    public let skeleton: String
    /// The ICU locale ID the formatter was opened for, e.g. `de_CH`.
    let icuLocaleID: String
    /// The opened `UNumberFormatter`; immutable, see the type's comment.
    nonisolated(unsafe) private let handle: OpaquePointer

    /// Opens a formatter for `locale`, a BCP 47 tag such as "de-CH" or "zh-Hant-TW".
    ///
    /// Throws an `ICUError` whose `unknownLocale` is set when ICU cannot read the locale or has no data
    /// for it, and one from `unumf_openForSkeletonAndLocale` for impossible options (fraction digits
    /// below 0 or above 999, or a minimum above the maximum).
    public init(locale: String, options: ICUNumberFormatOptions = .init()) throws(ICUError) {
        let id = try FormattingLocale.icuID(for: locale)
        guard let skeleton = options.skeleton else {
            throw ICUError(function: "unumf_openForSkeletonAndLocale", code: ICUStatus.illegalArgument)
        }
        let units = Array(skeleton.utf16)
        var status = ICUStatus.ok
        let opened = l10n_icu_number_formatter_open(units, Int32(units.count), id, &status)
        try ICUStatus.check(status, "unumf_openForSkeletonAndLocale")
        guard let opened else {
            throw ICUError(function: "unumf_openForSkeletonAndLocale", code: ICUStatus.internalError)
        }
        self.locale = locale
        self.options = options
        self.skeleton = skeleton
        self.icuLocaleID = id
        self.handle = opened
    }

    deinit {
        l10n_icu_number_formatter_close(handle)
    }

    /// The formatter for `locale` and `options`, opened once per process and then shared.
    public static func cached(locale: String, options: ICUNumberFormatOptions = .init()) throws(ICUError)
        -> ICUNumberFormatter
    {
        try cache.value(for: CacheKey(locale: locale, options: options)) { () throws(ICUError) in
            try ICUNumberFormatter(locale: locale, options: options)
        }
    }

    /// The value as text, e.g. `1,234,567.89`; NaN and infinities as the locale writes them (`NaN`, `∞`).
    ///
    /// Should ICU fail (it can only run out of memory here), the result is Swift's description of the value.
    public func format(_ value: Double) -> String {
        let handle = self.handle
        return (try? ICUStatus.text("unumf_formatDouble", stackCapacity: 64) {
            l10n_icu_number_formatter_format_double(handle, value, $0, $1, $2)
        }) ?? value.description
    }

    /// The integer as text, e.g. `1,234,567`, exactly (no rounding through `Double`).
    ///
    /// Should ICU fail (it can only run out of memory here), the result is Swift's description of the value.
    public func format(_ value: Int64) -> String {
        let handle = self.handle
        return (try? ICUStatus.text("unumf_formatInt", stackCapacity: 64) {
            l10n_icu_number_formatter_format_int64(handle, value, $0, $1, $2)
        }) ?? value.description
    }

    /// The key of the shared formatters.
    private struct CacheKey: Hashable, Sendable {
        var locale: String
        var options: ICUNumberFormatOptions
    }

    /// The formatters `cached(locale:options:)` shares.
    private static let cache = ICUFormatterCache<CacheKey, ICUNumberFormatter>()
}
