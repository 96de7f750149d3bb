import ICUKit

extension PopupFormatter {
    /// A number as the ArcGIS JavaScript API shows it: `places` fixes the decimals (rounding half away from zero),
    /// `digitSeparator` turns grouping on or off, and -0 shows as 0. Without a format, the locale's default (up to
    /// three decimals).
    func formatNumber(_ value: Double, fieldInfo: FieldInfo?) throws(PopupFormattingError) -> String {
        do {
            if case .number? = fieldInfo?.fieldFormat {
                return try ICUNumberFormatter.cached(locale: locale, options: Self.options(for: fieldInfo)).format(value)
            }
            return try formatters.numberFormatter(for: fieldInfo?.format) { () throws(ICUError) in
                try ICUNumberFormatter.cached(locale: locale, options: Self.options(for: fieldInfo))
            }.format(value)
        } catch {
            throw PopupFormattingError.icu(error)
        }
    }

    /// The ICU options of a field's number format: the `number` field format, else the legacy format, else the
    /// locale's default with up to three decimals (as JavaScript's `Intl.NumberFormat`).
    static func options(for fieldInfo: FieldInfo?) -> ICUNumberFormatOptions {
        var options = ICUNumberFormatOptions()
        options.roundingMode = .halfAwayFromZero
        options.hidesNegativeZero = true
        if case .number(let format)? = fieldInfo?.fieldFormat {
            let minimum = format.minimumFractionDigits ?? 0
            options.minimumFractionDigits = minimum
            options.maximumFractionDigits = max(minimum, format.maximumFractionDigits ?? 2)
            options.grouping = Self.grouping(format.useGrouping ?? .auto)
        } else if let format = fieldInfo?.format {
            if let places = format.places {
                options.minimumFractionDigits = max(0, places)
                options.maximumFractionDigits = max(0, places)
            }
            if let separator = format.digitSeparator { options.grouping = separator ? .always : .never }
        }
        if options.maximumFractionDigits == nil {
            options.minimumFractionDigits = 0
            options.maximumFractionDigits = 3
        }
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
