import ICUKit
import Lproj

/// A language folder with what the checker needs to know about its language.
public struct ResolvedLanguage: Sendable {
    /// The folder and its tables.
    public var folder: LanguageFolder
    /// The BCP 47 tag the folder stands for (`pt-BR`), or `nil` when its name is no language ICU can read.
    public var tag: String?
    /// The plural categories the language must provide: `other` and those ICU's rules select for some integer
    /// 0...999,999 or some decimal with one to three fraction digits, as popups show decimal values.
    public var neededPluralCategories: Set<PluralCategory>
    /// The plural categories ICU's rules select for some integer 0...999,999, plus `other`: what a plural whose number
    /// is always an integer (a `.stringsdict` variable of value type `d`) needs.
    public var neededIntegerPluralCategories: Set<PluralCategory>
    /// The plural categories ICU's rules select for some integer 0...999,999, and no other: what a String Catalog
    /// variation or `.stringsdict` variable of a whole number (`%lld`, `d`) can show. Russian's, Polish's,
    /// Ukrainian's and Belarusian's hold no `other`, which only decimals reach. Computed when first asked for (most
    /// bundles have no plural of a whole number), then cached per rules for the process.
    public var integerPluralCategories: Set<PluralCategory> { pluralRules?.integerCategories ?? [.other] }
    /// ICU's plural rules of the language, if it has any.
    private let pluralRules: PluralRules?
    /// Every plural category the language has in ICU's rules, `other` included: the needed ones and the optional
    /// ones (reached only from 1,000,000 up, French `many`), which are still translations to keep.
    public var pluralCategories: Set<PluralCategory>

    /// The categories the language may leave out but keeps when it has them: `pluralCategories` minus
    /// `neededPluralCategories`.
    public var optionalPluralCategories: Set<PluralCategory> {
        pluralCategories.subtracting(neededPluralCategories)
    }

    /// The folder's name without `.lproj`, as findings name the language.
    public var name: String { folder.name }

    /// Resolves a folder; `Base.lproj` takes the language of `baseTag`.
    package init(folder: LanguageFolder, baseTag: String?) {
        self.folder = folder
        let tag = folder.isBase ? baseTag : (try? LanguageID(folderName: folder.name))?.tag
        self.tag = tag
        let rules = tag.flatMap { try? PluralRules(locale: $0) }
        neededPluralCategories = rules?.neededCategories ?? [.other]
        neededIntegerPluralCategories = rules?.neededIntegerCategories ?? [.other]
        pluralRules = rules
        pluralCategories = (rules?.categories ?? []).union([.other])
    }
}
