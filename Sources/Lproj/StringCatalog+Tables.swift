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
    /// it has no unit. Entries marked `shouldTranslate: false` are left out.
    public func table(for language: String) -> StringsDocument {
        var entries: [StringsEntry] = []
        for entry in self.entries where entry.shouldTranslate {
            let leaves = entry.leaves(for: language)
            if leaves.isEmpty, language == sourceLanguage {
                entries.append(StringsEntry(
                    key: entry.key, value: entry.key, location: entry.location, valueLocation: entry.location,
                    comment: entry.comment, sourceSpan: nil, leadingTrivia: nil))
                continue
            }
            for leaf in leaves {
                guard let value = leaf.unit.value else { continue }
                let steps = leaf.components.filter { $0 != StringCatalogVariationKind.plural.rawValue }
                let key = ([entry.key] + steps).joined(separator: ".")
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
}
