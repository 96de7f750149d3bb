import Lproj

/// The values of the string sets (App Shortcut phrases) that translations of a bundle's String Catalogs give, each
/// with the base's values it is compared with.
///
/// A catalog's `.strings` table holds a set as one entry, its first value (``StringCatalogStringSet/unit``): that is
/// what the missing-key, untranslated and state checks see. Formats, tokens and empty texts are checked here for
/// every value instead. Each language lists its own phrases, as many as it likes and in any order: a value is right
/// when it reads as one of the base's values, and is otherwise compared with the base's value at its place in the
/// list (the base's first, past the base's last).
struct CatalogStringSets {
    /// One value of a translation's string set.
    struct Value {
        /// The catalog's path.
        var file: String
        /// The catalog's table.
        var table: String
        /// The translation's language.
        var language: String
        /// The catalog key.
        var key: String
        /// How findings name the value: its path in the entry, then its place in the list (`stringSet value 2`).
        var subject: String
        /// The value's text.
        var text: String
        /// Where the value's opening quote stands.
        var location: SourceLocation?
        /// The base language's values: the value is right when it reads as one of them.
        var baseValues: [String]
        /// The base's value at the value's place in the list (the base's first past its last): what the value is
        /// compared with when it reads as none of them.
        var placedBaseValue: String
    }

    /// Every value of every translation's string set, catalog by catalog in file order.
    let values: [Value]
    /// The table keys of those sets (`language`, NUL, table, NUL, table key): their entries are left to these checks.
    private let tableKeys: Set<String>

    /// Finds the string sets of `context`'s catalogs. A translation's set where the base has a unit (or only the
    /// key) is compared with that one text.
    init(_ context: CheckContext) {
        let languages = Set(context.translations.map(\.name))
        var values: [Value] = []
        var tableKeys = Set<String>()
        for catalog in context.bundle.catalogs where catalog.hasStringSets {
            let baseTable = context.baseFacts[catalog.tableName]?.table ?? [:]
            for entry in catalog.entries where entry.isRequired && entry.hasStringSet {
                let baseSets = Dictionary(
                    catalog.tableLeaves(of: entry, for: context.base.name).compactMap { key, leaf in
                        leaf.stringSet.map { (key, $0.values) }
                    }, uniquingKeysWith: { _, last in last })
                for language in entry.languages where languages.contains(language) {
                    for (tableKey, leaf) in catalog.tableLeaves(of: entry, for: language) {
                        guard let set = leaf.stringSet,
                              let base = baseSets[tableKey].flatMap({ $0.isEmpty ? nil : $0 })
                                ?? baseTable[tableKey].map({ [$0] })
                        else { continue }
                        tableKeys.insert(Self.tableKey(language: language, table: catalog.tableName, key: tableKey))
                        let path = leaf.path.isEmpty ? "" : leaf.path + ", "
                        for (index, text) in set.values.enumerated() {
                            let location = index < set.valueLocations.count ? set.valueLocations[index] : nil
                            values.append(Value(
                                file: catalog.path, table: catalog.tableName, language: language, key: entry.key,
                                subject: "\(StringsWriter.quoted(entry.key)) (\(path)stringSet value \(index + 1))",
                                text: text, location: location, baseValues: base,
                                placedBaseValue: index < base.count ? base[index] : base[0]))
                        }
                    }
                }
            }
        }
        self.values = values
        self.tableKeys = tableKeys
    }

    /// Whether a finding of the `.strings` path about `key` of `table` in `language` is about a string set, which
    /// these checks judge value by value instead.
    func isStringSet(language: String?, table: String?, key: String?) -> Bool {
        guard !tableKeys.isEmpty, let language, let table, let key else { return false }
        return tableKeys.contains(Self.tableKey(language: language, table: table, key: key))
    }

    private static func tableKey(language: String, table: String, key: String) -> String {
        language + "\u{0}" + table + "\u{0}" + key
    }
}
