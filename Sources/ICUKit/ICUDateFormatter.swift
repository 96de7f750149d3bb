import CICUShim
import Locking

/// Date/time formatting in an IANA time zone (udatpg_getBestPattern + udat_open with a pattern; udat_format).
///
/// ICU does not promise that a `UDateFormat` may be used from two threads at once: it holds a mutable
/// `Calendar` and sub-formatters, and `udat.h` gives no thread-safety guarantee (unlike
/// `unumberformatter.h`). A 2-thread stress test of ICU 72's `udat_format` on one format showed no wrong
/// result, but that is an implementation detail. Every use of the handle after `init` therefore holds
/// `lock`, only around the ICU call (about 2 µs); the text is made into a `String` outside it.
/// `Sendable` is sound: `handle` itself never changes, the `UDateFormat` it points to is only touched
/// with the lock held, all other stored properties are immutable values, and the handle is closed
/// only in `deinit`, when no other reference exists. Open a formatter once and reuse it, or use
/// `cached(locale:skeleton:timeZone:)`: opening one from a skeleton costs over 100 times a `format`
/// call (mostly `udatpg_open`).
public final class ICUDateFormatter: Sendable {
    /// The locale as it was given.
    public let locale: String
    /// ICU's canonical ID of the time zone the formatter shows moments in, e.g. "America/New_York".
    public let timeZone: String
    /// The ICU date pattern used, e.g. `MMM d, y, h:mm a` (`udat_toPattern`).
    public let pattern: String
    /// The opened `UDateFormat`; used only with `lock` held, see the type's comment.
    nonisolated(unsafe) private let handle: OpaquePointer
    /// Serializes the uses of `handle`.
    private let lock = Lock()

    /// Opens a formatter for the locale's best pattern for an ICU date skeleton such as `yMMMd` or
    /// `yMdjm` (`udatpg_getBestPattern`): the locale orders the fields and adds its punctuation.
    ///
    /// `locale` is a BCP 47 tag ("de-CH"); `timeZone` an IANA ID ("Europe/Zurich") or a custom offset
    /// ("GMT+05:30"). An unknown locale or time zone is an `ICUError` with `unknownLocale` or
    /// `unknownTimeZone` set (ICU itself would fall back to root data or to GMT without a word).
    public convenience init(locale: String, skeleton: String, timeZone: String) throws(ICUError) {
        let id = try FormattingLocale.icuID(for: locale)
        let zone = try ICUTimeZone.formattingID(for: timeZone)
        let skeletonUnits = Array(skeleton.utf16)
        let pattern = try ICUStatus.utf16("udatpg_getBestPattern", capacity: 64) {
            l10n_icu_date_best_pattern(id, skeletonUnits, Int32(skeletonUnits.count), $0, $1, $2)
        }.text
        try self.init(locale: locale, icuLocaleID: id, timeZone: zone) { zoneUnits, status in
            let patternUnits = Array(pattern.utf16)
            return l10n_icu_date_format_open_pattern(
                patternUnits, Int32(patternUnits.count), id, zoneUnits, Int32(zoneUnits.count), status)
        }
    }

    /// Opens a formatter for an ICU date pattern such as `dd.MM.y HH:mm`, used as it is.
    ///
    /// Arguments and errors as in `init(locale:skeleton:timeZone:)`.
    public convenience init(locale: String, pattern: String, timeZone: String) throws(ICUError) {
        let id = try FormattingLocale.icuID(for: locale)
        let zone = try ICUTimeZone.formattingID(for: timeZone)
        try self.init(locale: locale, icuLocaleID: id, timeZone: zone) { zoneUnits, status in
            let patternUnits = Array(pattern.utf16)
            return l10n_icu_date_format_open_pattern(
                patternUnits, Int32(patternUnits.count), id, zoneUnits, Int32(zoneUnits.count), status)
        }
    }

    /// Opens a formatter for the locale's predefined date and time styles (`udat_open`); at least one
    /// of them must not be `.none`.
    ///
    /// Arguments and errors as in `init(locale:skeleton:timeZone:)`.
    public convenience init(locale: String, dateStyle: ICUDateStyle, timeStyle: ICUDateStyle, timeZone: String)
        throws(ICUError)
    {
        let id = try FormattingLocale.icuID(for: locale)
        let zone = try ICUTimeZone.formattingID(for: timeZone)
        try self.init(locale: locale, icuLocaleID: id, timeZone: zone) { zoneUnits, status in
            l10n_icu_date_format_open_styles(
                dateStyle.shimStyle, timeStyle.shimStyle, id, zoneUnits, Int32(zoneUnits.count), status)
        }
    }

    /// Opens the format with `open(time zone as UTF-16, &status)` and reads its pattern back.
    private init(
        locale: String, icuLocaleID: String, timeZone: String,
        open: ([UInt16], UnsafeMutablePointer<Int32>) -> OpaquePointer?
    ) throws(ICUError) {
        var status = ICUStatus.ok
        let opened = open(Array(timeZone.utf16), &status)
        try ICUStatus.check(status, "udat_open")
        guard let opened else { throw ICUError(function: "udat_open", code: ICUStatus.internalError) }
        let pattern: String
        do {
            pattern = try ICUStatus.utf16("udat_toPattern", capacity: 64) {
                l10n_icu_date_format_pattern(opened, $0, $1, $2)
            }.text
        } catch {
            l10n_icu_date_format_close(opened)
            throw error
        }
        self.locale = locale
        self.timeZone = timeZone
        self.pattern = pattern
        self.handle = opened
    }

    deinit {
        l10n_icu_date_format_close(handle)
    }

    /// The formatter for `locale`, `skeleton` and `timeZone`, opened once per process and then shared.
    public static func cached(locale: String, skeleton: String, timeZone: String) throws(ICUError)
        -> ICUDateFormatter
    {
        try cache.value(for: CacheKey(locale: locale, form: .skeleton(skeleton), timeZone: timeZone)) {
            () throws(ICUError) in try ICUDateFormatter(locale: locale, skeleton: skeleton, timeZone: timeZone)
        }
    }

    /// The formatter for `locale`, predefined styles and `timeZone`, opened once per process and then shared.
    public static func cached(locale: String, dateStyle: ICUDateStyle, timeStyle: ICUDateStyle, timeZone: String)
        throws(ICUError) -> ICUDateFormatter
    {
        try cache.value(for: CacheKey(locale: locale, form: .styles(dateStyle, timeStyle), timeZone: timeZone)) {
            () throws(ICUError) in
            try ICUDateFormatter(locale: locale, dateStyle: dateStyle, timeStyle: timeStyle, timeZone: timeZone)
        }
    }

    /// The skeleton of a date pattern (`udatpg_getSkeleton`): its fields without order or punctuation, e.g.
    /// `yMdhmma` for `M/d/y, h:mm a`, to ask another locale or hour cycle for the same fields.
    public static func skeleton(forPattern pattern: String) throws(ICUError) -> String {
        let units = Array(pattern.utf16)
        return try ICUStatus.utf16("udatpg_getSkeleton", capacity: 64) {
            l10n_icu_date_skeleton(units, Int32(units.count), $0, $1, $2)
        }.text
    }

    /// Formats a moment given as milliseconds since 1970-01-01T00:00:00Z (Esri JSON dates).
    ///
    /// A value that is not finite gives empty text; should ICU fail (it can only run out of memory
    /// here), the result is empty too.
    public func format(millisecondsSince1970 milliseconds: Double) -> String {
        guard milliseconds.isFinite else { return "" }
        return (try? ICUStatus.text("udat_format") { buffer, capacity, status in
            lock.withLock { l10n_icu_date_format_format(handle, milliseconds, buffer, capacity, status) }
        }) ?? ""
    }

    /// The key of the shared formatters.
    private struct CacheKey: Hashable, Sendable {
        /// A skeleton, or predefined styles.
        enum Form: Hashable, Sendable {
            case skeleton(String)
            case styles(ICUDateStyle, ICUDateStyle)
        }

        var locale: String
        var form: Form
        var timeZone: String
    }

    /// The formatters `cached(locale:skeleton:timeZone:)` shares.
    private static let cache = ICUFormatterCache<CacheKey, ICUDateFormatter>()
}
