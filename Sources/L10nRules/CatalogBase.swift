import Lproj

/// What the checks read of a String Catalog's base language, worked out once for all the languages compared with it:
/// the formats of its units, the arguments each entry passes, and the entries each language is asked for.
struct CatalogBase: Sendable {
    /// The formats of the base language's units, by table key (``CatalogFormat/formats(of:language:)``).
    let formats: [String: CatalogFormat]
    /// The arguments each entry passes and the base's texts show.
    let arguments: CatalogArgumentLists
    /// The positions in the catalog's entries of those every language is asked for: required, and of each key the
    /// last (the one Xcode keeps).
    let requiredEntries: [Int]

    /// The base of `catalog` in the language `base`.
    init(catalog: StringCatalog, base: String) {
        formats = CatalogFormat.formats(of: catalog, language: base)
        arguments = CatalogArgumentLists(catalog: catalog, baseFormats: formats)
        requiredEntries = Self.requiredEntries(of: catalog)
    }

    /// The positions in `catalog`'s entries of those every language is asked for: required, and of each key the last.
    static func requiredEntries(of catalog: StringCatalog) -> [Int] {
        var seen = Set<String>()
        var required: [Int] = []
        for index in catalog.entries.indices.reversed() where seen.insert(catalog.entries[index].key).inserted {
            if catalog.entries[index].isRequired { required.append(index) }
        }
        return required.reversed()
    }

    /// The bases of the catalogs of `bundle` that are the base of their table in `base` (`KeyComparison.catalog`), by
    /// the catalog's path.
    static func all(in bundle: LocalizationBundle, base: ResolvedLanguage) -> [String: CatalogBase] {
        let catalogs = bundle.catalogs.filter { catalog in
            base.folder.tables[catalog.tableName]?.strings.map { $0.format == .catalog && $0.path == catalog.path }
                ?? false
        }
        return Dictionary(
            catalogs.concurrentFlatMap { [($0.path, CatalogBase(catalog: $0, base: base.name))] },
            uniquingKeysWith: { first, _ in first })
    }
}
