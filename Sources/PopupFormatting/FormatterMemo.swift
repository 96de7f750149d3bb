import ICUKit
import Locking

/// The formatters one `PopupFormatter` uses for legacy formats, keyed by the format alone: a cheaper lookup than the
/// process-wide caches, whose keys hold the locale, the skeleton or options, and the zone.
final class FormatterMemo: Sendable {
    /// A date formatter's use: a whole moment in the popup's zone, a zone-less date and time at its wall time, or
    /// the date or time part of a zone-less value.
    enum DateUse: Hashable, Sendable {
        case moment(PopupDateFormat)
        case wallTime(PopupDateFormat)
        case dateOnly(PopupDateFormat)
        case timeOnly(PopupDateFormat)
    }

    private let dates = Locked<[DateUse: ICUDateFormatter]>([:])
    private let numbers = Locked<[FieldInfoFormat?: ICUNumberFormatter]>([:])

    /// The date formatter for `use`, made by `make` the first time.
    func dateFormatter(
        for use: DateUse, make: () throws(ICUError) -> ICUDateFormatter
    ) throws(ICUError) -> ICUDateFormatter {
        if let known = dates.withLock({ $0[use] }) { return known }
        let made = try make()
        dates.withLock { $0[use] = made }
        return made
    }

    /// The number formatter for a legacy format (or none), made by `make` the first time.
    func numberFormatter(
        for format: FieldInfoFormat?, make: () throws(ICUError) -> ICUNumberFormatter
    ) throws(ICUError) -> ICUNumberFormatter {
        if let known = numbers.withLock({ $0[format] }) { return known }
        let made = try make()
        numbers.withLock { $0[format] = made }
        return made
    }
}
