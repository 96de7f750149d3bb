import CICUShim

/// A predefined date or time format length of ICU's (`UDateFormatStyle`).
public enum ICUDateStyle: Hashable, Sendable {
    /// No date (or no time) at all.
    case none
    /// The shortest, usually numeric: `1/15/24`, `3:30 PM`.
    case short
    /// Abbreviated: `Jan 15, 2024`, `3:30:00 PM`.
    case medium
    /// Long: `January 15, 2024`, `3:30:00 PM GMT+1`.
    case long
    /// The fullest: `Monday, January 15, 2024`, `3:30:00 PM Central European Standard Time`.
    case full
}

extension ICUDateStyle {
    /// The shim's constant for this style.
    var shimStyle: l10n_icu_date_style {
        switch self {
        case .none: L10N_ICU_DATE_STYLE_NONE
        case .short: L10N_ICU_DATE_STYLE_SHORT
        case .medium: L10N_ICU_DATE_STYLE_MEDIUM
        case .long: L10N_ICU_DATE_STYLE_LONG
        case .full: L10N_ICU_DATE_STYLE_FULL
        }
    }
}
