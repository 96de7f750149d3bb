/// A String Catalog seen as `.strings` tables, so that every rule applies to it as to `.lproj` folders.
extension StringCatalog {
    /// The table the catalog compiles to: its file name without `.xcstrings` (`Localizable`).
    public var tableName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }

    /// The catalog's text for one language as a `.strings` table. A unit of the entry itself has the entry's key; a
    /// unit in variations has the key followed by its path, without the word `plural` (`%lld items.one`,
    /// `Photos.device.iphone`), so plural forms read as sibling keys. The source language has the key itself where
    /// it has no unit. Entries marked `shouldTranslate: false` or `extractionState: stale` are left out: they are not
    /// required. Where the source language varies the entry's text by plural and `language` gives one plain unit,
    /// that unit is the `other` form (`%lld items.other`): Apple shows it for every number, which is complete in a
    /// language with one plural category (ko, ja, zh). A string set is one entry, its first value
    /// (``StringCatalogStringSet/unit``); a set without values gives none.
    public func table(for language: String) -> StringsDocument {
        var entries: [StringsEntry] = []
        for entry in self.entries where entry.isRequired {
            let leaves = tableLeaves(of: entry, for: language)
            if leaves.isEmpty, language == sourceLanguage {
                entries.append(StringsEntry(
                    key: entry.key, value: entry.key, location: entry.location, valueLocation: entry.location,
                    comment: entry.comment, sourceSpan: nil, leadingTrivia: nil))
                continue
            }
            for (key, leaf) in leaves {
                guard let value = leaf.unit.value else { continue }
                entries.append(StringsEntry(
                    key: key, value: value, location: leaf.unit.location ?? entry.location,
                    valueLocation: leaf.unit.valueLocation, comment: entry.comment, sourceSpan: nil, leadingTrivia: nil))
            }
        }
        return StringsDocument(
            path: path, format: .catalog, encoding: .utf8, hasByteOrderMark: false, lineEnding: .lf,
            entries: entries, issues: language == (sourceLanguage ?? languages.first ?? "en") ? issues : [], runtimeEntryPrefix: entries.count,
            source: .none)
    }

    /// The keys of the entries marked `shouldTranslate: false`: texts no language translates (a product name, a
    /// number), such as the Interface Builder texts Xcode keeps in `mul.lproj` catalogs and a translator marked so.
    public var keysNotToTranslate: Set<String> {
        Set(entries.filter { !$0.shouldTranslate }.map(\.key))
    }

    /// The units of `entry` in `language`, each with its key in `table(for:)`: the entry's key followed by the unit's
    /// path without the word `plural`; a plain unit where the source language varies by plural is the `other` form.
    public func tableLeaves(of entry: StringCatalogEntry, for language: String) -> [(key: String, leaf: StringCatalogLeaf)] {
        let plural = StringCatalogVariationKind.plural.rawValue
        return entry.leaves(for: language).map { leaf in
            var leaf = leaf
            if leaf.components.isEmpty, let source = sourceLanguage, language != source,
               entry.localizations[source]?.variation(.plural) != nil,
               entry.localizations[language]?.variation(.plural) == nil {
                leaf.components = [plural, "other"]
            }
            return (([entry.key] + leaf.components.filter { $0 != plural }).joined(separator: "."), leaf)
        }
    }
}
