import ICUKit
import Lproj

/// The units a String Catalog gives a translator of one language, as Xcode exports them: one per text of the
/// source language, with the plural forms the language has, in file order.
///
/// An entry marked `shouldTranslate: false` gives none, and so does an entry with a string set in any language (App
/// Shortcut phrases): how Xcode names a set's values in XLIFF is not established here, and a unit of the entry would
/// write a `stringUnit` beside the set. Of entries with one key, the last counts (as Foundation reads the JSON). An
/// entry without a source localization (or with an empty one) gives one unit whose source is the key. A plural
/// variation gives a form for each category ICU's rules give the language, needed or optional, and each one the
/// language's own variation at that place has, in CLDR order; its source is the source language's same category when
/// present, else its `other`.
struct CatalogForms {
    /// The forms, in file order, each id once.
    var forms: [CatalogForm] = []
    /// The units left out because a unit of another entry has their id.
    var collisions: [CatalogIDCollision] = []

    /// The forms of `catalog`, whose source language is `sourceLanguage`, for `language`.
    init(catalog: StringCatalog, sourceLanguage: String, language: String) {
        let rules = try? PluralRules(locale: language)
        let categories = rules.map { $0.neededCategories.union($0.optionalCategories) } ?? [.other]
        var lastIndex: [String: Int] = [:]
        for (index, entry) in catalog.entries.enumerated() { lastIndex[entry.key] = index }
        let entries = catalog.entries.enumerated().filter { index, entry in
            lastIndex[entry.key] == index && entry.shouldTranslate && !(catalog.hasStringSets && entry.hasStringSet)
        }.map(\.element)
        let perEntry = entries.map { entry in
            EntryWalk(entry: entry, language: language, categories: categories).forms(sourceLanguage: sourceLanguage)
        }
        // A key holding Xcode's separator may spell another entry's generated id (`A|==|plural.one` beside `A` with
        // plural forms); the entry whose key has no separator keeps the id.
        let separator = CatalogForm.idSeparator
        let plainIDs = Set(zip(entries, perEntry).flatMap { entry, forms in
            entry.key.contains(separator) ? [] : forms.map(\.id)
        })
        var taken = Set<String>()
        for (entry, forms) in zip(entries, perEntry) {
            let hasSeparator = entry.key.contains(separator)
            for form in forms {
                let id = form.id
                if (hasSeparator && plainIDs.contains(id)) || !taken.insert(id).inserted {
                    collisions.append(CatalogIDCollision(key: entry.key, id: id))
                } else {
                    self.forms.append(form)
                }
            }
        }
    }
}

/// The walk through one entry's source localization that lists its forms for one language.
private struct EntryWalk {
    var entry: StringCatalogEntry
    var language: String
    /// The plural categories ICU's rules give the language.
    var categories: Set<PluralCategory>

    /// The entry's forms.
    func forms(sourceLanguage: String) -> [CatalogForm] {
        guard let source = entry.localizations[sourceLanguage] else { return [form([], source: entry.key)] }
        let ownPlurals = Dictionary(
            (entry.localizations[language]?.pluralVariations ?? []).map { ($0.path, $0.categories) },
            uniquingKeysWith: { _, last in last })
        var result: [CatalogForm] = []
        walk(source, prefix: [], ownPlurals: ownPlurals, into: &result)
        return result.isEmpty ? [form([], source: entry.key)] : result
    }

    private func form(_ components: [String], source: String) -> CatalogForm {
        CatalogForm(key: entry.key, components: components, source: source)
    }

    /// The forms of a level of the source tree: its own unit, its variations' cases, its substitutions' cases.
    private func walk(
        _ level: StringCatalogLocalization, prefix: [String], ownPlurals: [String: [String]],
        into result: inout [CatalogForm]
    ) {
        if let unit = level.stringUnit { result.append(form(prefix, source: unit.value ?? entry.key)) }
        for variation in level.variations {
            walk(variation, prefix: prefix, ownPlurals: ownPlurals, into: &result)
        }
        for (name, substitution) in level.substitutions {
            for variation in substitution.variations {
                walk(
                    variation, prefix: prefix + [StringCatalogLocalization.substitutionsKey, name],
                    ownPlurals: ownPlurals, into: &result)
            }
        }
    }

    private func walk(
        _ variation: StringCatalogVariation, prefix: [String], ownPlurals: [String: [String]],
        into result: inout [CatalogForm]
    ) {
        let kind = variation.kind.rawValue
        guard variation.kind == .plural else {
            for (name, child) in variation.cases {
                walk(child, prefix: prefix + [kind, name], ownPlurals: ownPlurals, into: &result)
            }
            return
        }
        let own = (ownPlurals[prefix.joined(separator: ".")] ?? []).compactMap(PluralCategory.init(rawValue:))
        for category in categories.union(own).sorted() {
            guard let child = variation.cases[category.rawValue] ?? variation.cases[PluralCategory.other.rawValue]
            else { continue }
            walk(child, prefix: prefix + [kind, category.rawValue], ownPlurals: ownPlurals, into: &result)
        }
    }
}
