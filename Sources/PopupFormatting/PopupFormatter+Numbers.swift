import ICUKit

extension PopupFormatter {
    /// A number as the ArcGIS JavaScript API shows it: with no format, the value as it is (every digit, as
    /// JavaScript writes it); with a legacy `format`, `places` fixes the decimals (rounding half away from zero,
    /// at most three without `places`) and digits are grouped only when `digitSeparator` is true; a value that
    /// rounds to zero keeps its sign (`-0.00`); the `number` field format as `Intl.NumberFormat` reads it.
    func formatNumber(_ value: Double, fieldInfo: FieldInfo?) throws(PopupFormattingError) -> String {
        do {
            if case .number? = fieldInfo?.fieldFormat {
                return try ICUNumberFormatter.cached(locale: formattingLocale, options: Self.options(for: fieldInfo))
                    .format(value)
            }
            guard let format = fieldInfo?.format else { return JSNumberText.string(value) }
            return try formatters.numberFormatter(for: format) { () throws(ICUError) in
                try ICUNumberFormatter.cached(locale: formattingLocale, options: Self.options(for: fieldInfo))
            }.format(value)
        } catch {
            throw PopupFormattingError.icu(error)
        }
    }

    /// The ICU options of a field's number format: the `number` field format, else the legacy format (up to three
    /// decimals without `places`, as JavaScript's `Intl.NumberFormat`; grouping only with `digitSeparator`).
    static func options(for fieldInfo: FieldInfo?) -> ICUNumberFormatOptions {
        var options = ICUNumberFormatOptions()
        options.roundingMode = .halfAwayFromZero
        if case .number(let format)? = fieldInfo?.fieldFormat {
            let minimum = format.minimumFractionDigits ?? 0
            options.minimumFractionDigits = minimum
            options.maximumFractionDigits = max(minimum, format.maximumFractionDigits ?? 2)
            options.grouping = Self.grouping(format.useGrouping ?? .auto)
            return options
        }
        let format = fieldInfo?.format
        if let places = format?.places {
            options.minimumFractionDigits = max(0, places)
            options.maximumFractionDigits = max(0, places)
        } else {
            options.minimumFractionDigits = 0
            options.maximumFractionDigits = 3
        }
        options.grouping = format?.digitSeparator == true ? .always : .never
        return options
    }

    private static func grouping(_ grouping: NumberFieldFormat.Grouping) -> ICUNumberFormatOptions.Grouping {
        switch grouping {
        case .always: .always
        case .auto: .auto
        case .never: .never
        }
    }
}
