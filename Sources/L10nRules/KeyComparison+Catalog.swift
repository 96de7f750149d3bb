import Lproj

extension KeyComparison {
    /// The String Catalog `table` is compiled from when both the base language and `language` take it from one
    /// (a language without the table at all included), else `nil`: a language's own `.strings` file beside a
    /// catalog is compared key by key.
    static func catalog(of table: String, language: ResolvedLanguage, context: CheckContext) -> StringCatalog? {
        guard let base = context.base.folder.tables[table]?.strings, base.format == .catalog else { return nil }
        let own = language.folder.tables[table]
        if let own, own.stringsdict != nil || (own.strings.map { $0.format != .catalog || $0.path != base.path } ?? true) {
            return nil
        }
        return context.bundle.catalogs.first { $0.path == base.path }
    }

    /// Compares a language with the base entry by entry, as Xcode compiles a catalog: each language has an entry
    /// when it gives it some text, plain or varied, whatever shape and substitution names the base's has. An
    /// entry a language lacks is one missing key, however many forms the base gives it; a language has no key the
    /// base lacks, since every entry belongs to the catalog as a whole. Plural categories are judged per language
    /// and per number type by plural-category (``CatalogPlurals``), not here.
    init(language: ResolvedLanguage, table: String, catalog: StringCatalog, context: CheckContext) {
        self.language = language
        self.table = table
        let isBase = language.name == context.base.name
        let required = context.catalogBases[catalog.path]?.requiredEntries
            ?? CatalogBase.requiredEntries(of: catalog)
        let missing = isBase ? [] : required.compactMap { index -> String? in
            let entry = catalog.entries[index]
            return entry.localizations[language.name]?.containsText == true ? nil : entry.key
        }
        isTableMissing = !required.isEmpty && missing.count == required.count && !isBase
        missingKeys = missing.sorted()
        missingPluralVariants = []
        extraKeys = []
        expectedCount = required.count
        missingCount = missing.count
        entryCount = required.count - missing.count
    }
}
