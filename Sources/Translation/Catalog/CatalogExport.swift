import Lproj

/// What a String Catalog gives a translator of one language, as Xcode 15 and later export it: an XLIFF `<file>`
/// named by the catalog's path, with a unit per text of the source language.
///
/// A unit's id is the key for the entry's own text, else the key, `|==|` and the path through variations and
/// substitutions (`%lld items|==|plural.one`, `Photos|==|device.iphone`, `Photos|==|device.iphone.plural.one`,
/// `%lld files|==|substitutions.count.plural.one`). Plural forms follow the language (see `CatalogForms`) and carry
/// their `UnitPlural`. The source is the source language's value, else the key; the target is the language's
/// value, none when it has none; the state follows the catalog's (`CatalogUnitState`); the note is the entry's
/// comment; each unit names its entry's line in the catalog (``XLIFFUnit/origin``). Entries marked
/// `shouldTranslate: false` or holding a string set (App Shortcut phrases) are left out, and so are units whose id
/// a unit of another entry has (``collisions``).
public struct CatalogExport: Sendable, Equatable {
    /// The units, with the catalog's path as `original`, the source language and `language`.
    public var file: XLIFFFile
    /// The units left out because a unit of another entry has their id.
    public var collisions: [CatalogIDCollision]

    /// The export of `catalog` for `language`, a language code as the catalog writes it (`de`, `pt-BR`); refused
    /// when the catalog names no source language.
    public init(catalog: StringCatalog, language: String) throws(TranslationError) {
        guard let sourceLanguage = catalog.sourceLanguage else {
            throw TranslationError.unreadable(path: catalog.path, reason: "the catalog has no \"sourceLanguage\"")
        }
        let forms = CatalogForms(catalog: catalog, sourceLanguage: sourceLanguage, language: language)
        var targets: [String: [[String]: StringCatalogStringUnit]] = [:]
        var comments: [String: String?] = [:]
        var locations: [String: SourceLocation] = [:]
        for entry in catalog.entries {
            comments[entry.key] = entry.comment
            locations[entry.key] = entry.location
            targets[entry.key] = Dictionary(
                entry.leaves(for: language).map { ($0.components, $0.unit) }, uniquingKeysWith: { _, last in last })
        }
        let units = forms.forms.map { form in
            let target = targets[form.key]?[form.components]
            let value = target?.value
            var unit = XLIFFUnit(
                id: form.id, source: form.source, target: value,
                state: value.map { _ in CatalogUnitState.xliffState(of: target?.state?.rawValue) },
                note: comments[form.key] ?? nil, plural: form.plural)
            unit.origin = locations[form.key]
            return unit
        }
        file = XLIFFFile(original: catalog.path, sourceLanguage: sourceLanguage, targetLanguage: language, units: units)
        collisions = forms.collisions
    }
}
