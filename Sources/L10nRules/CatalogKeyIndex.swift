import Lproj

/// The keys of a bundle's String Catalogs by table, to name a finding by the key code looks up and to place it in
/// the catalog: a catalog's table keys extend the catalog key with a variation path (`%lld items.few`,
/// `Photos.device.iphone`), which a finding should not show as the key.
struct CatalogKeyIndex: Sendable {
    /// Where each catalog key stands, by table name; of duplicate keys the last.
    private var locations: [String: [String: SourceLocation?]] = [:]
    /// The table keys that are forms of a plural variation in some language (`%lld items.one`), by table name.
    private var pluralForms: [String: Set<String>] = [:]

    /// Indexes the entries of every catalog of `bundle`.
    init(bundle: LocalizationBundle) {
        let plural = StringCatalogVariationKind.plural.rawValue
        for catalog in bundle.catalogs {
            var forms = pluralForms[catalog.tableName] ?? []
            for entry in catalog.entries {
                locations[catalog.tableName, default: [:]][entry.key] = .some(entry.location)
                // Only an entry that varies somewhere has plural forms.
                guard entry.isRequired, entry.localizations.values.contains(where: \.isTree) else { continue }
                for language in entry.languages {
                    for (key, leaf) in catalog.tableLeaves(of: entry, for: language)
                    where leaf.components.dropLast().last == plural {
                        forms.insert(key)
                    }
                }
            }
            pluralForms[catalog.tableName] = forms
        }
    }

    /// The keys of `table` that are plural forms, when `table` comes from a String Catalog; `nil` for any other
    /// table. A catalog's plural forms are its plural variations' cases: a catalog key is never split at a dot into
    /// a stem and a category (`items.one` is a key of its own), as the sibling keys of `.strings` files are.
    func pluralFormKeys(ofTable table: String) -> Set<String>? {
        pluralForms[table]
    }

    /// Whether `table` comes from a String Catalog.
    func isCatalog(_ table: String) -> Bool { locations[table] != nil }

    /// Whether a String Catalog of `table` has an entry with the key `key`, whether it holds a plain text or only
    /// variations (`%d line(s)` varied by plural has no text of its own, and is still a key).
    func hasEntry(_ key: String, table: String) -> Bool { locations[table]?[key] != nil }

    /// The entry keys of the String Catalogs of `table`, in no particular order.
    func entryKeys(ofTable table: String) -> Dictionary<String, SourceLocation?>.Keys {
        (locations[table] ?? [:]).keys
    }

    /// The catalog key a table key of `table` belongs to: the key itself, else its longest prefix ending before a
    /// dot that is a catalog key (catalog keys may hold dots: `0Ak-33-SM7.title`); `nil` for a table of no catalog.
    func catalogKey(for tableKey: String, table: String) -> (key: String, location: SourceLocation?)? {
        guard let keys = locations[table] else { return nil }
        // Most table keys are catalog keys themselves: no substring is made for them.
        if let location = keys[tableKey] { return (tableKey, location) }
        var candidate = Substring(tableKey)
        while true {
            if let location = keys[String(candidate)] { return (String(candidate), location) }
            guard let dot = candidate.lastIndex(of: ".") else { return nil }
            candidate = candidate[..<dot]
        }
    }
}

extension CatalogKeyIndex {
    /// How a finding names a table key: a catalog's key with the rest of the table key as the variation path
    /// (`plural.few` is written `few`, as the table keys write it), or the table key itself outside catalogs.
    func subject(for tableKey: String, table: String) -> (key: String, path: String, location: SourceLocation?) {
        guard let found = catalogKey(for: tableKey, table: table) else { return (tableKey, "", nil) }
        // Counted in bytes: the key is a prefix of the table key, followed by a dot.
        let length = found.key.utf8.count
        guard length < tableKey.utf8.count else { return (found.key, "", found.location) }
        return (found.key, String(Substring(tableKey.utf8.dropFirst(length + 1))), found.location)
    }
}
