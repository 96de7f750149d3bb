import CICUShim
import Locking

/// ICU MessageFormat with named and numbered arguments, plural/select/selectordinal (C++ icu::MessageFormat in a shim .cpp file, since umsg_format is variadic).
///
/// An `icu::MessageFormat` is not safe to share between threads: ICU's `msgfmt.h` says concurrent use
/// "must be synchronized externally" (`format` creates number, date and plural sub-formatters lazily
/// inside the object). Every use of the handle after `init` therefore holds `lock`. `Sendable` is
/// sound: `handle` itself never changes, the object it points to is only touched with the lock held,
/// all other stored properties are immutable values, and the handle is closed only in `deinit`, when
/// no other reference exists. A message with a date argument shows it in the process's default time
/// zone (ICU's `TimeZone::createDefault`).
public final class ICUMessageFormat: Sendable {
    /// The pattern as it was given, e.g. `{count, plural, one {# file} other {# files}}`.
    public let pattern: String
    /// The locale as it was given.
    public let locale: String
    /// The opened `icu::MessageFormat`; used only with `lock` held, see the type's comment.
    nonisolated(unsafe) private let handle: OpaquePointer
    /// Serializes the uses of `handle`.
    private let lock = Lock()

    /// Reads `pattern` for `locale`, a BCP 47 tag, which decides plural categories and number formats.
    ///
    /// A syntax error in the pattern is an `ICUError` from `icu::MessageFormat::MessageFormat` (e.g.
    /// `U_PATTERN_SYNTAX_ERROR`, `U_UNMATCHED_BRACES`); an unknown locale one with `unknownLocale` set.
    public init(pattern: String, locale: String) throws(ICUError) {
        let id = try FormattingLocale.icuID(for: locale)
        let units = Array(pattern.utf16)
        var status = ICUStatus.ok
        let opened = l10n_icu_message_format_open(units, Int32(units.count), id, nil, &status)
        try ICUStatus.check(status, "icu::MessageFormat::MessageFormat")
        guard let opened else {
            throw ICUError(function: "icu::MessageFormat::MessageFormat", code: ICUStatus.internalError)
        }
        self.pattern = pattern
        self.locale = locale
        self.handle = opened
    }

    deinit {
        l10n_icu_message_format_close(handle)
    }

    /// Formats the message with named arguments: `["count": .integer(3)]` for `{count}`.
    ///
    /// An argument the pattern names but `arguments` lacks stays in the text as `{name}` (ICU's
    /// behaviour); a value of the wrong kind (text for a plural) is an `ICUError`.
    public func format(_ arguments: [String: ICUMessageArgument]) throws(ICUError) -> String {
        try format(arguments.map { (name: $0.key, value: $0.value) })
    }

    /// Formats the message with numbered arguments: the first for `{0}`, the second for `{1}`, ...
    public func format(_ arguments: [ICUMessageArgument]) throws(ICUError) -> String {
        try format(arguments.enumerated().map { (name: String($0.offset), value: $0.element) })
    }

    /// Lays the names and texts out in one UTF-16 block and formats with the lock held.
    private func format(_ arguments: [(name: String, value: ICUMessageArgument)]) throws(ICUError) -> String {
        var strings: [UInt16] = []
        var shimArguments: [l10n_icu_message_argument] = []
        shimArguments.reserveCapacity(arguments.count)
        func append(_ text: String) -> (offset: Int32, length: Int32) {
            let offset = strings.count
            strings.append(contentsOf: text.utf16)
            return (Int32(offset), Int32(strings.count - offset))
        }
        for (name, value) in arguments {
            let nameRange = append(name)
            var argument = l10n_icu_message_argument(
                name_offset: nameRange.offset, name_length: nameRange.length, kind: L10N_ICU_MESSAGE_ARGUMENT_DOUBLE,
                number: 0, integer: 0, text_offset: 0, text_length: 0)
            switch value {
            case .number(let number):
                argument.number = number
            case .integer(let integer):
                argument.kind = L10N_ICU_MESSAGE_ARGUMENT_INT64
                argument.integer = integer
            case .string(let text):
                argument.kind = L10N_ICU_MESSAGE_ARGUMENT_STRING
                (argument.text_offset, argument.text_length) = append(text)
            case .date(let milliseconds):
                argument.kind = L10N_ICU_MESSAGE_ARGUMENT_DATE
                argument.number = milliseconds
            }
            shimArguments.append(argument)
        }
        let handle = self.handle
        return try ICUStatus.text("icu::MessageFormat::format", stackCapacity: 256) { buffer, capacity, status in
            lock.withLock {
                l10n_icu_message_format_format(
                    handle, shimArguments, Int32(shimArguments.count), strings, Int32(strings.count),
                    buffer, capacity, status)
            }
        }
    }
}
