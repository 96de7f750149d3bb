import ICUKit
import L10nRules
import Lproj

extension NewLanguage {
    /// The files to create or change for `language` in the bundle at `bundlePath` from the bundle's own base language
    /// (`base`, else the checker's), each table of the base becoming the language's with the base's text standing in
    /// until translated, and plural forms for exactly the categories ICU's rules give the language, needed and
    /// optional, each with the base's text of the same category (or else its `other`):
    ///
    /// - a text `.strings` table (an Interface Builder file's texts included) as `sync` would add it to a language
    ///   without the table, in the base file's encoding (UTF-16 stays UTF-16), comments and order;
    /// - a `.strings` table kept as a property list in the base's format (XML stays XML, binary stays binary);
    /// - a `.stringsdict` file as an XML property list with the base's keys, format keys and variables
    ///   (``NewLanguageStringsdict``);
    /// - each String Catalog gains the language's units with `state` `new` (``NewLanguageCatalogs``); a catalog
    ///   that has the language already is left as it is. A table a catalog holds (`Main` of `mul.lproj/Main.xcstrings`,
    ///   whose base may be a storyboard) gets no file beside it.
    ///
    /// Files that cannot be made are listed in ``SyncPlan/skipped``. Throws when a folder of the bundle stands for
    /// the language, or when nothing is to be made and a String Catalog has the language (a second run).
    public static func planFromBase(language: String, bundlePath: String, base: String?) throws(TranslationError)
        -> SyncPlan {
        let folder = language.hasSuffix(".lproj") ? String(language.dropLast(".lproj".count)) : language
        let id = try validatedID(folder)
        try requireNoFolder(for: id, named: folder, in: bundlePath)
        let context = try BundleContext.read(bundlePath: bundlePath, base: base)
        let directory = folder + ".lproj"
        let newLanguage = ResolvedLanguage(
            folder: LanguageFolder(name: folder, directory: directory, tables: [:]), baseTag: id.tag)
        let stringsdict = NewLanguageStringsdict(rules: try? PluralRules(locale: id.tag))
        // A table a String Catalog holds gets the language there, below: a file of it beside the catalog would clash.
        let catalogTables = Set(context.bundle.catalogs.map(\.tableName))
        var plan = SyncPlan()
        for (table, baseTable) in context.base.folder.tables.sorted(by: { $0.key < $1.key })
        where !catalogTables.contains(table) {
            if let dictionary = baseTable.stringsdict {
                stringsdict.plan(
                    dictionary, as: "\(directory)/\(table).stringsdict", bundlePath: context.bundle.path,
                    baseName: context.base.name, into: &plan)
            }
            guard let strings = baseTable.strings, strings.format != .catalog else { continue }
            var sync = SyncTable(context: context, unreadable: [:], language: newLanguage, table: table)
            sync.keepsBaseEncoding = true
            sync.leavesStringsdict = false
            if strings.format == .xml || strings.format == .binary {
                sync.planPropertyList(strings, as: "\(directory)/\(table).strings", into: &plan)
            } else {
                sync.plan(into: &plan)
            }
        }
        let having = NewLanguageCatalogs.plan(language: id, tag: id.tag, context: context, into: &plan)
        if plan.writes.isEmpty, !having.isEmpty {
            throw .languageExists(folder: "\(id.tag) in \(having.joined(separator: ", "))")
        }
        return plan
    }
}
