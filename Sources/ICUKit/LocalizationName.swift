/// What an `.lproj` folder holds: Apple's base localization or one language.
public enum LocalizationName: Hashable, Sendable, CustomStringConvertible {
    /// `Base.lproj`: Apple's base localization (Interface Builder files), no language.
    case base
    /// A language folder such as `pt-BR.lproj` or the legacy `English.lproj`.
    case language(LanguageID)

    /// Reads a folder name, with or without the `.lproj` extension.
    public init(folderName: String) throws(LanguageIDError) {
        if LanguageID.isBase(folderName: folderName) {
            self = .base
        } else {
            self = .language(try LanguageID(folderName: folderName))
        }
    }

    /// Whether a folder names a language: not `Base.lproj` (Apple's base localization) nor `mul.lproj` (where Xcode
    /// keeps String Catalogs, which name their languages themselves: ISO 639's code for multiple languages).
    public static func isLanguage(folderName: String) -> Bool {
        !LanguageID.isBase(folderName: folderName) && !LanguageID.isMultilingual(folderName: folderName)
    }

    /// "Base" or the language's canonical tag.
    public var description: String {
        switch self {
        case .base: "Base"
        case .language(let language): language.tag
        }
    }
}
