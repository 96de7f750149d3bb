import ICUKit
import L10nRules
import Lproj

/// What a translator gets for a language: one XLIFF `<file>` per `.strings` table of the base language, a unit
/// per key the language should have, with the base's text as source, the language's as target and the base's
/// comment as note.
///
/// Plural variants (`stem.few`) follow the language: one unit for each category ICU's rules give it, needed or
/// optional (French `many`, DESIGN.md section 5), and for any other category the language's file already has: a
/// translation is never hidden (Hebrew `many`, gone from ICU 72's rules, is in ArcGIS.bundle's `he` file). A
/// variant's source is the base text it stands for: the base's same category when not empty, else its `other`
/// (`PluralVariant.baseKey`), never an empty placeholder. A target equal to its source is marked
/// `needs-translation`, any other target `translated`; a key the language lacks has no target. Keys only the
/// language has are left out.
/// Languages are written as BCP 47 tags (`pt-BR` for a `pt_BR.lproj` folder), as XLIFF requires.
public enum XLIFFExport {
    /// The document for `language` of the bundle at `bundlePath`, compared with `base` (the checker's default
    /// when `nil`).
    public static func document(
        bundlePath: String, base: String?, language: String
    ) throws(TranslationError) -> XLIFFDocument {
        let context = try BundleContext.read(bundlePath: bundlePath, base: base)
        guard let translation = BundleContext.language(named: language, among: context.translations) else {
            throw TranslationError.unknownLanguage(language)
        }
        let unreadable = Dictionary(
            context.bundle.unreadableFiles.map { ($0.path, $0.error.reasonText) }, uniquingKeysWith: { first, _ in first })
        for table in context.base.folder.tables.values where table.strings != nil {
            let path = "\(translation.folder.directory)/\(table.name).strings"
            // A translation that exists but cannot be read is not missing: exporting it as untranslated would
            // invite translators to redo work the bundle holds.
            if let reason = unreadable[path] { throw TranslationError.unreadable(path: path, reason: reason) }
        }
        let files = context.base.folder.tables.values.compactMap { table -> XLIFFFile? in
            // Catalogs and Interface Builder files are exported by Xcode; their units would not import back here.
            guard let baseDocument = table.strings, baseDocument.format != .catalog,
                  baseDocument.format != .interfaceBuilder else { return nil }
            let own = translation.folder.tables[table.name]?.strings?.table ?? [:]
            let units = units(
                base: baseDocument, stems: context.pluralStems(ofTable: table.name), own: own,
                categories: translation.pluralCategories)
            return XLIFFFile(
                original: baseDocument.path, sourceLanguage: context.base.tag ?? context.base.name,
                targetLanguage: translation.tag ?? translation.name, units: units)
        }
        guard !files.isEmpty else {
            throw TranslationError.unreadable(path: bundlePath, reason: "the base language has no .strings table to export")
        }
        return XLIFFDocument(files: files)
    }

    private static func units(
        base: StringsDocument, stems: Set<String>, own: [String: String], categories: Set<PluralCategory>
    ) -> [XLIFFUnit] {
        let baseTable = base.table
        let comments = base.entriesByKey.mapValues(\.comment)
        var exportedStems = Set<String>()
        var units: [XLIFFUnit] = []
        for key in base.keys {
            guard let variant = PluralVariant(key: key), stems.contains(variant.stem) else {
                units.append(unit(key: key, source: baseTable[key] ?? "", target: own[key], note: comments[key] ?? nil))
                continue
            }
            guard exportedStems.insert(variant.stem).inserted else { continue }
            for category in PluralCategory.allCases {
                let variantKey = PluralVariant.key(stem: variant.stem, category: category)
                guard categories.contains(category) || own[variantKey] != nil else { continue }
                let sourceKey = PluralVariant.baseKey(for: variantKey, stems: stems, in: baseTable)
                units.append(unit(
                    key: variantKey, source: baseTable[sourceKey] ?? "", target: own[variantKey],
                    note: comments[sourceKey] ?? nil))
            }
        }
        return units
    }

    private static func unit(key: String, source: String, target: String?, note: String?) -> XLIFFUnit {
        let state: XLIFFTargetState? = target.map { $0 == source ? .needsTranslation : .translated }
        return XLIFFUnit(id: key, source: source, target: target, state: state, note: note)
    }
}
