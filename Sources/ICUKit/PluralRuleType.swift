import CICUShim

/// Which plural rules of a language: for counts or for ranks.
public enum PluralRuleType: Hashable, Sendable {
    /// Rules for counting ("1 file", "2 files"): ICU's `UPLURAL_TYPE_CARDINAL`.
    case cardinal
    /// Rules for ordinal numbers ("1st", "2nd"): ICU's `UPLURAL_TYPE_ORDINAL`.
    case ordinal
}

extension PluralRuleType {
    /// The shim's constant for this type.
    var shimType: l10n_icu_plural_type {
        switch self {
        case .cardinal: L10N_ICU_PLURAL_CARDINAL
        case .ordinal: L10N_ICU_PLURAL_ORDINAL
        }
    }
}
