import ICUKit
import Lproj

/// What the rules read of one language's table, worked out in one pass over its entries when the bundle is resolved
/// and shared by every rule, so that no rule rebuilds a key set or a table per language.
final class TableFacts: Sendable {
    /// The `.strings` file's entries, in file order (none without a file).
    let entries: [StringsEntry]
    /// For each entry, whether it is the last of its key in the file (the one text files keep).
    let isLastOfKey: [Bool]
    /// Whether a key stands more than once in the `.strings` file.
    let hasDuplicateKeys: Bool
    /// Every distinct key of the table, from its `.strings` and `.stringsdict` files.
    let keys: Set<String>
    /// The `.strings` file's table as Apple's runtime reads it (``StringsDocument/runtimeTable``).
    let runtimeTable: [String: String]
    /// The `.strings` file's table with the duplicate Apple keeps (``StringsDocument/table``).
    let table: [String: String]

    /// Reads the facts of `table` (absent: no entries, no keys).
    init(_ table: LocalizedTable?) {
        let document = table?.strings
        let entries = document?.entries ?? []
        var lastIndex: [String: Int] = [:]
        lastIndex.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() { lastIndex[entry.key] = index }
        var isLast = [Bool](repeating: false, count: entries.count)
        for index in lastIndex.values { isLast[index] = true }
        var keys = Set(lastIndex.keys)
        for entry in table?.stringsdict?.entries ?? [] { keys.insert(entry.key) }
        self.entries = entries
        isLastOfKey = isLast
        hasDuplicateKeys = lastIndex.count < entries.count
        self.keys = keys
        let chosen = document?.table ?? [:]
        self.table = chosen
        runtimeTable = document.map { $0.runtimeEntryPrefix == entries.count ? chosen : $0.runtimeTable } ?? [:]
    }
}

/// What the rules read of a base table, beyond ``TableFacts``: its plural stems and the parsed format of each text,
/// worked out once and compared with every language.
final class BaseTableFacts: Sendable {
    /// The table's facts as for any language.
    let facts: TableFacts
    /// Stems `s` with `s.other` and at least one other category among the keys (the ArcGIS plural convention).
    let pluralStems: Set<String>
    /// The keys of the table's `.stringsdict` file.
    let stringsdictKeys: Set<String>
    /// The keys that are no plural variant of a stem.
    let plainKeys: Set<String>
    /// The format specifiers of each non-empty text of ``TableFacts/table``, by key.
    let formats: [String: FormatString]
    /// What each key's translation is compared with by `format-mismatch`: every base key's and every plural
    /// variant's of a stem, when the base text is a format.
    let formatReferences: [String: FormatReference]

    /// Reads the facts of a base table.
    init(_ table: LocalizedTable?) {
        facts = TableFacts(table)
        let stems = CheckContext.pluralStems(ofKeys: facts.keys)
        pluralStems = stems
        stringsdictKeys = Set(table?.stringsdict?.entries.map(\.key) ?? [])
        plainKeys = facts.keys.filter { key in !(PluralVariant(key: key).map { stems.contains($0.stem) } ?? false) }
        var formats: [String: FormatString] = [:]
        formats.reserveCapacity(facts.table.count)
        for (key, value) in facts.table where !value.isEmpty { formats[key] = FormatString(value) }
        self.formats = formats
        let variants = stems.flatMap { stem in PluralCategory.allCases.map { PluralVariant.key(stem: stem, category: $0) } }
        var references: [String: FormatReference] = [:]
        for key in Set(facts.table.keys).union(variants) {
            references[key] = FormatReference(key: key, base: facts.table, stems: stems, baseFormats: formats, formats: [:])
        }
        formatReferences = references
    }

}
