import ICUKit
import Lproj

/// A language folder with what the checker needs to know about its language.
public struct ResolvedLanguage: Sendable {
    /// The folder and its tables.
    public var folder: LanguageFolder
    /// The BCP 47 tag the folder stands for (`pt-BR`), or `nil` when its name is no language ICU can read.
    public var tag: String?
    /// The plural categories the language must provide (ICU's rules, integers 0-999,999, plus `other`).
    public var neededPluralCategories: Set<PluralCategory>
    /// Every plural category the language has in ICU's rules.
    public var pluralCategories: Set<PluralCategory>

    /// The folder's name without `.lproj`, as findings name the language.
    public var name: String { folder.name }

    /// Resolves a folder; `Base.lproj` takes the language of `baseTag`.
    init(folder: LanguageFolder, baseTag: String?) {
        self.folder = folder
        let tag = folder.isBase ? baseTag : (try? LanguageID(folderName: folder.name))?.tag
        self.tag = tag
        let rules = tag.flatMap { try? PluralRules(locale: $0) }
        neededPluralCategories = rules?.neededIntegerCategories ?? [.other]
        pluralCategories = rules?.categories ?? [.other]
    }
}
