/// Why a folder name is no language ID.
public enum LanguageIDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name is empty (or just ".lproj").
    case empty
    /// The name is `Base`: Apple's base localization, which is no language.
    case baseLocalization
    /// The name is no well-formed BCP 47 language tag and no legacy language name; `reason` says why.
    case malformed(name: String, reason: String)
    /// ICU failed while reading the name.
    case icu(ICUError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .empty:
            "empty language folder name"
        case .baseLocalization:
            "'Base' is Apple's base localization, not a language"
        case .malformed(let name, let reason):
            "'\(name)' is not a language tag: \(reason)"
        case .icu(let error):
            error.description
        }
    }
}
