import ICUKit
import L10nRules
import Lproj

/// Plans `l10n-check sync`: every key of the base language that a language lacks is appended to the language's
/// `.strings` file, with the base's comment and the base's text standing in until translated; nothing is removed or changed.
public enum Sync {
    /// The plan for the bundle at `bundlePath`, compared with `base` (else the bundle's development region, else
    /// `Base.lproj`, else `en`, as `l10n-check` resolves it), for every language or only the named ones.
    ///
    /// For each `.strings` table of the base, a language gets the base's keys it lacks, in base order; of a plural
    /// stem (`stem.one`, `stem.other`) exactly the categories it needs by ICU and lacks. A language without the
    /// table's file gets a new one. Files with syntax errors or in another format, and `.stringsdict` files, are
    /// listed as skipped.
    ///
    /// With `prune`, a language's file also loses the keys the checker calls extra: keys of objects removed from an
    /// Interface Builder file and keys the base no longer has (never a key of another shape in an IB table, which code
    /// looks up, nor a localized `Info.plist` key); a file that would not write back byte for byte as it was read is
    /// left alone and listed.
    public static func plan(
        bundlePath: String, base: String?, languages: [String]? = nil, prune: Bool = false
    ) throws(TranslationError) -> SyncPlan {
        let context = try BundleContext.read(bundlePath: bundlePath, base: base)
        var plan = SyncPlan()
        let unreadable = Dictionary(
            context.bundle.unreadableFiles.map { ($0.path, $0.error) }, uniquingKeysWith: { first, _ in first })
        let baseTables = Set(context.base.folder.tables.keys)
        let foldedBase = Set(baseTables.map { $0.lowercased() })
        for language in try chosenLanguages(languages, in: context) {
            // A language's table whose name differs from a base table's only in case is that table (SyncTable).
            let tables = baseTables.union(language.folder.tables.keys.filter {
                baseTables.contains($0) || !foldedBase.contains($0.lowercased())
            })
            // The base's own Interface Builder file (its texts stand as the table's base) is no file to sync.
            for table in tables.sorted() where language.folder.tables[table]?.strings?.format != .interfaceBuilder {
                SyncTable(context: context, unreadable: unreadable, language: language, table: table, prune: prune)
                    .plan(into: &plan)
            }
        }
        return plan
    }

    /// Every language, the base included (which can lack plural variants of its own), or the named ones: by folder
    /// name, else by language ID (`pt_BR` names `pt-BR.lproj`).
    private static func chosenLanguages(_ names: [String]?, in context: CheckContext) throws(TranslationError)
        -> [ResolvedLanguage] {
        guard let names else { return context.languages }
        var chosen: [ResolvedLanguage] = []
        for name in names {
            guard let language = BundleContext.language(named: name, among: context.languages) else {
                throw .unknownLanguage(name)
            }
            if !chosen.contains(where: { $0.name == language.name }) { chosen.append(language) }
        }
        return chosen
    }
}
