import Foundation
import ICUKit
import L10nRules
import Lproj

/// Plans `l10n-check pseudo`: a pseudo-language folder (`en-XA.lproj` or `ar-XB.lproj`) holding every table of the
/// base language, pseudo-localized (see ``PseudoLocalizer``), so that truncation, hard-coded texts and layouts that
/// are not mirrored show up before any translation is paid for.
public enum PseudoLanguage {
    /// The plan for the bundle at `bundlePath`, whose base is found as `l10n-check` finds it: `base` when given, else
    /// the bundle's development region, else `Base.lproj`, else `en`.
    ///
    /// Each table of the base gets its `.strings` file (from a `.strings` file, a property list or an Interface
    /// Builder file of the base) and its `.stringsdict` file, with the base's keys. `en-XA` keeps the base's plural
    /// categories as they are; `ar-XB` gets every category of Arabic (zero, one, two, few, many, other), each missing
    /// one from the base's `other` form. A table kept in a String Catalog is left out and listed (no catalog writer
    /// keeps a catalog's formatting); so is a file that would not read back as planned.
    ///
    /// When the language's folder exists, every write is refused (``PseudoPlan/refused``) unless `replace` is true;
    /// then the pseudo-localized files replace their earlier versions, and other files of the folder stay.
    public static func plan(_ style: PseudoStyle, bundlePath: String, base: String? = nil, replace: Bool = false)
        throws(TranslationError) -> PseudoPlan {
        let context = try BundleContext.read(bundlePath: bundlePath, base: base)
        try requireNoOtherFolder(for: style, in: context)
        let folder = style.folderName + ".lproj"
        let folderExists = ((try? POSIX.lstatOrNil(path(folder, in: bundlePath))) ?? nil) != nil
        var plan = PseudoPlan(style: style, baseLanguage: context.base.name)
        let planner = PseudoTablePlanner(
            forms: PseudoPluralForms(style: style), bundlePath: bundlePath, folder: folder, baseName: context.base.name,
            replacing: folderExists && replace)
        let catalogs = Dictionary(
            context.bundle.catalogs.map { ($0.tableName, $0.path) }, uniquingKeysWith: { first, _ in first })
        for (name, table) in context.base.folder.tables.sorted(by: { $0.key < $1.key }) {
            if let catalog = catalogPath(of: table, catalogs: catalogs, in: context) {
                let fileName = "\(name).\(table.stringsdict == nil ? "strings" : "stringsdict")"
                let file = path("\(folder)/\(fileName)", in: bundlePath)
                plan.skipped.append(PseudoSkippedFile(path: file, reason: .inCatalog(catalog)))
                continue
            }
            let before = plan.writes.count + plan.refused.count
            if let strings = table.strings {
                planner.plan(strings, stems: context.pluralStems(ofTable: name), table: name, into: &plan)
            }
            if let stringsdict = table.stringsdict { planner.plan(stringsdict, table: name, into: &plan) }
            if plan.writes.count + plan.refused.count > before { plan.tableCount += 1 }
        }
        if folderExists && !replace {
            plan.refused += plan.writes.map { WriteOutcome(write: $0, refusal: .folderExists(folder)) }
            plan.writes = []
        }
        return plan
    }

    /// Throws when the base is the pseudo-language itself, or another folder (`en_XA.lproj`) stands for it.
    private static func requireNoOtherFolder(for style: PseudoStyle, in context: CheckContext)
        throws(TranslationError) {
        let tag = style.rawValue.lowercased()
        if context.base.name.lowercased() == tag || context.base.tag?.lowercased() == tag {
            throw .invalidLanguage(
                style.rawValue, reason: "it is the bundle's base language; pseudo-localize another base")
        }
        for folder in context.bundle.folders where folder.name != style.folderName
            && folder.directory.hasSuffix(".lproj") {
            if folder.name.lowercased() == tag || (try? LanguageID(folderName: folder.name))?.tag.lowercased() == tag {
                throw .languageExists(folder: folder.directory)
            }
        }
    }

    /// The bundle-relative path of the String Catalog that keeps the table's texts, when the table is left out for
    /// it: a table whose base is a catalog, or an Interface Builder file with a catalog of the same name that no
    /// language translates in `.strings` files of its own (mid-migration bundles keep both, and get `.strings`).
    private static func catalogPath(of table: LocalizedTable, catalogs: [String: String], in context: CheckContext)
        -> String? {
        if let strings = table.strings, strings.format == .catalog { return catalogs[table.name] ?? strings.path }
        guard table.interfaceBuilder != nil, let catalog = catalogs[table.name] else { return nil }
        let translatedInFiles = context.translations.contains { language in
            guard let own = language.folder.tables[table.name] else { return false }
            let format = own.strings?.format
            return own.stringsdict != nil || (format != nil && format != .catalog && format != .interfaceBuilder)
        }
        return translatedInFiles ? nil : catalog
    }

    /// `relative` inside the bundle at `bundlePath`.
    static func path(_ relative: String, in bundlePath: String) -> String {
        (bundlePath as NSString).appendingPathComponent(relative)
    }
}
