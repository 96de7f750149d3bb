import ICUKit
import L10nRules
import Lproj

/// What a translator gets for a language: one `<file>` per table of the base language that has units to
/// translate, as Xcode exports them, for XLIFF 1.2 (``XLIFFWriter``) and the other exchange formats.
///
/// `.strings` tables of any format and Interface Builder files are exported by ``StringsTableExport``,
/// `.stringsdict` files by ``StringsdictExport`` (with Xcode's ids, `/KEY:dict/VAR:dict/one:dict/:string`), String
/// Catalogs by ``CatalogExport`` (with ids as Xcode writes them, `%lld items|==|plural.one`).
/// Languages are written as BCP 47 tags (`pt-BR` for a `pt_BR.lproj` folder), as XLIFF requires. Tables come in
/// the order of their names, so that the output depends only on the bundle.
public enum XLIFFExport {
    /// The document for `language` of the bundle at `bundlePath`, compared with `base` (the checker's default
    /// when `nil`), with the units and tables `options` select.
    public static func document(
        bundlePath: String, base: String?, language: String, options: ExportOptions = ExportOptions()
    ) throws(TranslationError) -> XLIFFDocument {
        let exports = try documents(bundlePath: bundlePath, base: base, languages: [language], options: options)
        return exports.first?.document ?? XLIFFDocument(files: [])
    }

    /// One export per language of `languages` (folder names or language IDs), in their order; every language but
    /// the base, in the order of their folder names, when `languages` is empty. The bundle is read once.
    public static func documents(
        bundlePath: String, base: String?, languages: [String], options: ExportOptions = ExportOptions()
    ) throws(TranslationError) -> [LanguageExport] {
        let context = try BundleContext.read(bundlePath: bundlePath, base: base)
        var translations: [ResolvedLanguage] = []
        for name in languages {
            guard let translation = BundleContext.language(named: name, among: context.translations) else {
                throw TranslationError.unknownLanguage(name)
            }
            translations.append(translation)
        }
        if languages.isEmpty { translations = context.translations.sorted { $0.name < $1.name } }
        let review = options.selection == .stale ? ReviewFindings(context: context) : nil
        var exports: [LanguageExport] = []
        for translation in translations {
            var notes: [String] = []
            let files = try files(of: translation, context: context, options: options, notes: &notes)
            guard !files.isEmpty || options.selection != .all || !options.tables.isEmpty else {
                throw TranslationError.unreadable(
                    path: bundlePath, reason: "the base language has no table to export")
            }
            let selected = files.compactMap { file -> XLIFFFile? in
                var file = file
                file.units = file.units.filter {
                    options.selection.includes($0, language: translation.name, file: file, review: review)
                }
                return file.units.isEmpty ? nil : file
            }
            exports.append(LanguageExport(
                folder: translation.name, tag: translation.tag ?? translation.name,
                document: XLIFFDocument(files: selected), notes: notes))
        }
        return exports
    }

    /// Every file of `translation`, before selection.
    private static func files(
        of translation: ResolvedLanguage, context: CheckContext, options: ExportOptions, notes: inout [String]
    ) throws(TranslationError) -> [XLIFFFile] {
        let unreadable = Dictionary(
            context.bundle.unreadableFiles.map { ($0.path, $0.error.reasonText) }, uniquingKeysWith: { first, _ in first })
        let sourceLanguage = context.base.tag ?? context.base.name
        let targetLanguage = translation.tag ?? translation.name
        // An Interface Builder file whose texts a String Catalog translates (`mul.lproj/Main.xcstrings`) goes out
        // with the catalog, as Xcode exports it.
        let catalogTables = Set(context.bundle.catalogs.map(\.tableName))
        var files: [XLIFFFile] = []
        for table in context.base.folder.tables.values.sorted(by: { $0.name < $1.name })
        where options.includes(table: table.name) {
            for suffix in [".strings", ".stringsdict"] {
                // A translation that exists but cannot be read is not missing: exporting it as untranslated would
                // invite translators to redo work the bundle holds.
                let path = translation.folder.directory + "/" + table.name + suffix
                if let reason = unreadable[path] { throw TranslationError.unreadable(path: path, reason: reason) }
            }
            if let baseDocument = table.strings, baseDocument.format != .catalog,
               baseDocument.format != .interfaceBuilder || !catalogTables.contains(table.name) {
                let export = StringsTableExport(
                    base: baseDocument, stems: context.pluralStems(ofTable: table.name),
                    own: translation.folder.tables[table.name]?.strings, categories: translation.pluralCategories)
                files.append(XLIFFFile(
                    original: baseDocument.path, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
                    units: export.units()))
            }
            if let baseDictionary = table.stringsdict {
                files.append(XLIFFFile(
                    original: baseDictionary.path, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
                    units: StringsdictExport.units(
                        base: baseDictionary, own: translation.folder.tables[table.name]?.stringsdict,
                        categories: translation.pluralCategories).map(approvingTranslations)))
            }
        }
        for catalog in context.bundle.catalogs.sorted(by: { $0.path < $1.path })
        where options.includes(table: catalog.tableName) {
            let export = try CatalogExport(catalog: catalog, language: catalogLanguage(of: translation, in: catalog))
            notes += export.collisions.map {
                "\(catalog.path): \(StringsWriter.quoted($0.key)) is left out: its id \(StringsWriter.quoted($0.id)) "
                    + "is the id of another entry's unit"
            }
            var file = export.file
            file.targetLanguage = targetLanguage
            file.units = file.units.map(approvingTranslations)
            files.append(file)
        }
        return files
    }

    /// `unit`, approved when it is translated, as `.strings` units are, so that CAT tools count it translated.
    private static func approvingTranslations(_ unit: XLIFFUnit) -> XLIFFUnit {
        var unit = unit
        if unit.state == .translated { unit.isApproved = true }
        return unit
    }

    /// The code `catalog` has for `translation`'s language (`pt-BR` for a `pt_BR.lproj` folder), or the language's
    /// tag when the catalog has no translation of it yet.
    static func catalogLanguage(of translation: ResolvedLanguage, in catalog: StringCatalog) -> String {
        if catalog.languages.contains(translation.name) { return translation.name }
        let tag = translation.tag ?? translation.name
        return catalog.languages.first { (try? LanguageID(folderName: $0))?.tag == tag } ?? tag
    }
}
