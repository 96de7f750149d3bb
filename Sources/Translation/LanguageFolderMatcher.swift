import ICUKit
import L10nRules

/// Finds the folder of a bundle that an XLIFF `<file>`'s `target-language` names, by Apple's rules for language
/// IDs.
///
/// Apple's runtime takes the folder of a user's language when the bundle has one, named either way (`en-GB.lproj`
/// or `en_GB.lproj`), and otherwise falls back from a regional variant to its more generic language (`en.lproj`)
/// ("How iOS Determines the Language For Your App", https://developer.apple.com/library/ios/qa/qa1828/_index.html);
/// since iOS 9 that fallback follows locale data, so that `en-IN` can take `en-GB.lproj` (Technical Note TN2418,
/// https://developer.apple.com/library/ios/technotes/tn2418/_index.html). An import writes into the folder it
/// picks, so it takes a fallback only where it cannot be wrong, in this order:
/// 1. the folder named as the tag is written (`de_DE.lproj` for `de_DE`);
/// 2. the folder of the same language ID as `LanguageID` reads it: the same canonical tag (case and `_` do not
///    matter: `DE_de` is `de-DE`), the same Apple name (`zh_CN` is `zh-Hans`, `zh_TW` is `zh-Hant`), or the same
///    region and the same tag with likely subtags added (`zh-TW` is `zh-Hant-TW`);
/// 3. the only folder of the same language and likely script, when the bundle has exactly one and it or the tag
///    names no region: `de-DE` imports into `de.lproj`, `de` into `de-DE.lproj`, `zh-HK` into `zh-Hant.lproj`
///    (never into `zh-Hans.lproj`), each with a note. Another region's folder is never taken (`pt-PT` does not
///    import into `pt-BR.lproj`: the runtime may show it to Portuguese users, but a translation for Portugal written
///    over Brazil's would replace Brazil's text). With `de.lproj` and `de-AT.lproj` and no `de-DE`, the choice is
///    ambiguous.
///
/// Two folders that both match at the first step that matches are ambiguous too. The base language is never a
/// target, nor is `Base.lproj`.
struct LanguageFolderMatcher {
    /// What a `target-language` finds.
    enum Match {
        /// The folder of that language (steps 1 and 2).
        case exact(ResolvedLanguage)
        /// The only folder of the same language and script (step 3).
        case fallback(ResolvedLanguage)
        /// Several folders, none of them the language exactly, at the first step that finds any.
        case ambiguous([ResolvedLanguage])
        /// No folder of the language.
        case none
    }

    /// A folder with what the steps compare, worked out once per import.
    private struct Candidate {
        var language: ResolvedLanguage
        var id: LanguageID
        var appleName: String
        var maximizedTag: String
        var likelyScript: String?
        var isBase: Bool
    }

    /// The translations by folder name without `.lproj`.
    private let folderNames: [String: ResolvedLanguage]
    /// The translations and the base language whose folder names are language IDs.
    private let candidates: [Candidate]

    /// A matcher over a bundle's translations. The base language is no target, but it counts as a folder of its
    /// language in step 3 (`en-GB` is ambiguous beside a base `en` and an `en-AU.lproj`).
    init(base: ResolvedLanguage, translations: [ResolvedLanguage]) {
        let targets = translations.filter { !$0.folder.isBase }
        folderNames = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        candidates = ([(base, true)] + targets.map { ($0, false) }).compactMap { language, isBase in
            let name = language.folder.isBase ? language.tag : language.name
            guard let name, let id = try? LanguageID(folderName: name) else { return nil }
            return Candidate(
                language: language, id: id, appleName: id.appleName, maximizedTag: id.maximizedTag,
                likelyScript: id.likelyScript, isBase: isBase)
        }
    }

    /// The folder `name`, a valid language ID (see `BundleContext.validateLanguageTag`), finds.
    func match(_ name: String) -> Match {
        if let named = folderNames[name] { return .exact(named) }
        guard let id = try? LanguageID(folderName: name) else { return .none }
        let appleName = id.appleName, maximized = id.maximizedTag
        let same = candidates.filter { candidate in
            !candidate.isBase && (candidate.id.tag == id.tag || candidate.appleName == appleName
                || (candidate.id.region == id.region && candidate.maximizedTag == maximized))
        }
        if same.count == 1, let only = same.first { return .exact(only.language) }
        if same.count > 1 { return .ambiguous(same.map(\.language)) }
        let script = id.likelyScript
        let related = candidates.filter { $0.id.language == id.language && $0.likelyScript == script }
        if related.count == 1, let only = related.first, !only.isBase {
            return only.id.region == nil || id.region == nil ? .fallback(only.language) : .none
        }
        return related.count > 1 ? .ambiguous(related.map(\.language)) : .none
    }
}
