import L10nRules
import Lproj

extension NewLanguage {
    /// The files to create for `language` in the bundle at `bundlePath` from the bundle's own base language (`base`,
    /// else the checker's): every `.strings` table of the base (an Interface Builder file's texts included) becomes
    /// the language's, as `sync` would add it to a language without the table. Each file keeps the base file's
    /// encoding (UTF-16 stays UTF-16), comments and order, with the base's text standing in until translated; plural
    /// variants come for exactly the categories ICU's rules give the language, needed and optional, each with the
    /// base's text of the same category (or else its `other`). Tables kept in `.stringsdict` files, String Catalogs or
    /// property lists are left alone and listed in ``SyncPlan/skipped``.
    public static func planFromBase(language: String, bundlePath: String, base: String?) throws(TranslationError)
        -> SyncPlan {
        let folder = language.hasSuffix(".lproj") ? String(language.dropLast(".lproj".count)) : language
        let id = try validatedID(folder)
        try requireNoFolder(for: id, named: folder, in: bundlePath)
        let context = try BundleContext.read(bundlePath: bundlePath, base: base)
        let newLanguage = ResolvedLanguage(
            folder: LanguageFolder(name: folder, directory: folder + ".lproj", tables: [:]), baseTag: id.tag)
        var plan = SyncPlan()
        for table in context.base.folder.tables.keys.sorted() {
            var sync = SyncTable(context: context, unreadable: [:], language: newLanguage, table: table)
            sync.keepsBaseEncoding = true
            sync.plan(into: &plan)
        }
        return plan
    }
}
