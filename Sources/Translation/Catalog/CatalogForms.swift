import ICUKit
import L10nRules
import Lproj

/// The units a String Catalog gives a translator of one language, as Xcode exports them: one per text of the
/// source language, with the plural forms the language has for the variation's numbers, in file order; where the
/// language gives an entry a shape of its own, one per text of its own, each with the source text it stands for.
///
/// An entry marked `shouldTranslate: false` gives none, and so does an entry with a string set in any language (App
/// Shortcut phrases): how Xcode names a set's values in XLIFF is not established here, and a unit of the entry would
/// write a `stringUnit` beside the set. Of entries with one key, the last counts (as Foundation reads the JSON). An
/// entry without a source localization (or with an empty one) gives one unit whose source is the key. A plural
/// variation gives a form for each category ICU's rules give the language for its numbers (a variation of whole
/// numbers, `%lld` or a substitution of `formatSpecifier` `lld`, none that only decimals reach: no Czech `many`), and
/// each one the language's own variation at that place has, in CLDR order; its source is the source language's same
/// category when present, else its `other`.
struct CatalogForms {
    /// The forms, in file order, each id once.
    var forms: [CatalogForm] = []
    /// The units left out because a unit of another entry has their id.
    var collisions: [CatalogIDCollision] = []
    /// The keys of the entries the language gives a shape of its own (a plain text where the source varies, its own
    /// variations or substitution names): their forms follow the language's tree, not the source's.
    var ownShapeKeys: Set<String> = []

    /// The forms of `catalog`, whose source language is `sourceLanguage`, for `language`.
    init(catalog: StringCatalog, sourceLanguage: String, language: String) {
        let rules = try? PluralRules(locale: language)
        var lastIndex: [String: Int] = [:]
        for (index, entry) in catalog.entries.enumerated() { lastIndex[entry.key] = index }
        let entries = catalog.entries.enumerated().filter { index, entry in
            lastIndex[entry.key] == index && entry.shouldTranslate && !(catalog.hasStringSets && entry.hasStringSet)
        }.map(\.element)
        let perEntry = entries.map { entry in
            EntryWalk(entry: entry, language: language, rules: rules).forms(sourceLanguage: sourceLanguage)
        }
        ownShapeKeys = Set(zip(entries, perEntry).compactMap { entry, walked in walked.ownShape ? entry.key : nil })
        // A key holding Xcode's separator may spell another entry's generated id (`A|==|plural.one` beside `A` with
        // plural forms); the entry whose key has no separator keeps the id.
        let separator = CatalogForm.idSeparator
        let plainIDs = Set(zip(entries, perEntry).flatMap { entry, walked in
            entry.key.contains(separator) ? [] : walked.forms.map(\.id)
        })
        var taken = Set<String>()
        for (entry, walked) in zip(entries, perEntry) {
            let hasSeparator = entry.key.contains(separator)
            for form in walked.forms {
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

/// The walk through one entry's localizations that lists its forms for one language.
private struct EntryWalk {
    var entry: StringCatalogEntry
    var language: String
    /// ICU's plural rules of the language, if it has any.
    var rules: PluralRules?

    /// The entry's forms, and whether they follow the language's own shape rather than the source's.
    func forms(sourceLanguage: String) -> (forms: [CatalogForm], ownShape: Bool) {
        guard let source = entry.localizations[sourceLanguage] else { return ([form([], source: entry.key)], false) }
        var result: [CatalogForm] = []
        walk(source, prefix: [], types: types(of: sourceLanguage, source: sourceLanguage), into: &result) { _, text in
            text ?? entry.key
        }
        // A language that gives the entry a shape of its own (a plain text where the source varies, variations or
        // substitution names of its own) is given its own texts, each with the source text it stands for.
        if language != sourceLanguage, let own = entry.localizations[language] {
            let sourcePaths = Set(result.map(\.components))
            let leaves = own.leaves
            // Texts that name none of the source's substitutions make its forms no texts of the language.
            let dropsSubstitutions = own.substitutions.isEmpty && !source.substitutions.isEmpty && !leaves.isEmpty
                && !leaves.contains { $0.unit.value?.contains("%#@") ?? false || ($0.unit.value?.contains("$#@") ?? false) }
            if dropsSubstitutions || leaves.contains(where: { !sourcePaths.contains($0.components) }) {
                let texts = SourceTexts(source: source, own: own, key: entry.key)
                var ownForms: [CatalogForm] = []
                walk(own, prefix: [], types: types(of: language, source: sourceLanguage), into: &ownForms) { path, _ in
                    texts.text(for: path)
                }
                if !ownForms.isEmpty { return (ownForms, true) }
            }
        }
        return (result.isEmpty ? [form([], source: entry.key)] : result, false)
    }

    /// Whether each plural variation of `language`'s localization selects by a whole number, by its path.
    private func types(of language: String, source: String) -> [String: Bool] {
        Dictionary(
            CatalogPluralVariation.variations(of: entry, language: language, source: source)
                .map { ($0.path, $0.selectsByInteger) },
            uniquingKeysWith: { _, last in last })
    }

    private func form(_ components: [String], source: String) -> CatalogForm {
        CatalogForm(key: entry.key, components: components, source: source)
    }

    /// The forms of a level of a tree: its own unit, its variations' cases, its substitutions' cases; `source` gives
    /// the source text of a unit from its path and its own text.
    private func walk(
        _ level: StringCatalogLocalization, prefix: [String], types: [String: Bool],
        into result: inout [CatalogForm], source: ([String], String?) -> String
    ) {
        if let unit = level.stringUnit { result.append(form(prefix, source: source(prefix, unit.value))) }
        for variation in level.variations {
            walk(variation, prefix: prefix, types: types, into: &result, source: source)
        }
        for (name, substitution) in level.substitutions {
            for variation in substitution.variations {
                walk(
                    variation, prefix: prefix + [StringCatalogLocalization.substitutionsKey, name], types: types,
                    into: &result, source: source)
            }
        }
    }

    /// A plural variation gives a form for each category the language has for the variation's numbers (whole or
    /// not), and each one the language's own variation at that place has; other variations give their cases.
    private func walk(
        _ variation: StringCatalogVariation, prefix: [String], types: [String: Bool],
        into result: inout [CatalogForm], source: ([String], String?) -> String
    ) {
        let kind = variation.kind.rawValue
        guard variation.kind == .plural else {
            for (name, child) in variation.cases {
                walk(child, prefix: prefix + [kind, name], types: types, into: &result, source: source)
            }
            return
        }
        let path = prefix.joined(separator: ".")
        let own = (entry.localizations[language]?.pluralVariations.last { $0.path == path }?.categories ?? [])
            .compactMap(PluralCategory.init(rawValue:))
        let categories = rules?.categoriesToWrite(wholeNumbersOnly: types[path] ?? false) ?? [.other]
        for category in categories.union(own).sorted() {
            guard let child = variation.cases[category.rawValue] ?? variation.cases[PluralCategory.other.rawValue]
            else { continue }
            walk(child, prefix: prefix + [kind, category.rawValue], types: types, into: &result, source: source)
        }
    }
}

/// The source texts of a language's own units where its shape differs from the source language's: a unit at the
/// same path (its substitutions matched by argument), else at its `other` form, else the source's own text.
private struct SourceTexts {
    /// The source language's texts by dotted path.
    private var texts: [String: String] = [:]
    /// The source's name for each of the language's substitutions that reads the same argument.
    private var names: [String: String] = [:]
    /// What stands in where no path matches: the source's own text, else its `other` form, else the key.
    private var fallback: String

    init(source: StringCatalogLocalization, own: StringCatalogLocalization, key: String) {
        for leaf in source.leaves { if let value = leaf.unit.value { texts[leaf.path] = value } }
        let sourceByArgument = Dictionary(
            source.substitutions.compactMap { name, substitution in substitution.argNum.map { ($0, name) } },
            uniquingKeysWith: { first, _ in first })
        for (name, substitution) in own.substitutions {
            if source.substitutions[name] != nil {
                names[name] = name
            } else if let argument = substitution.argNum, let sourceName = sourceByArgument[argument] {
                names[name] = sourceName
            } else if own.substitutions.count == 1, source.substitutions.count == 1, let only = source.substitutions.keys.first {
                names[name] = only
            }
        }
        fallback = source.stringUnit?.value ?? texts["plural.other"] ?? texts.values.sorted().first ?? key
    }

    /// The source text for the language's unit at `path`.
    func text(for path: [String]) -> String {
        var mapped = path
        for index in stride(from: 0, to: mapped.count - 1, by: 2)
        where mapped[index] == StringCatalogLocalization.substitutionsKey {
            guard let name = names[mapped[index + 1]] else { return fallback }
            mapped[index + 1] = name
        }
        if let text = texts[mapped.joined(separator: ".")] { return text }
        if let plural = mapped.lastIndex(of: StringCatalogVariationKind.plural.rawValue), plural + 1 < mapped.count {
            mapped[plural + 1] = PluralCategory.other.rawValue
            if let text = texts[mapped.joined(separator: ".")] { return text }
        }
        return fallback
    }
}
