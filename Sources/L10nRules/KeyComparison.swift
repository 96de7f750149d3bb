import ICUKit
import Lproj

/// One table of one language compared with the same table of the base language, plural variants understood.
struct KeyComparison: Sendable {
    /// The language compared.
    var language: ResolvedLanguage
    /// The table's name.
    var table: String
    /// Whether the base has the table with at least one key while the language has no key of it (no file, an empty
    /// file, or a file of comments).
    var isTableMissing: Bool
    /// Base keys the language lacks, plural variants aside; a plural stem the language lacks entirely counts once, as
    /// its `other` key.
    var missingKeys: [String]
    /// Plural variants the language needs and lacks, for stems of which it has at least one variant.
    var missingPluralVariants: [PluralVariant]
    /// Keys the language has and the base does not, plural variants of the language's own categories aside.
    var extraKeys: [String]
    /// How many keys the language should have: the base's, with plural variants counted by what the language needs.
    var expectedCount: Int
    /// How many of those it lacks.
    var missingCount: Int
    /// How many keys the language has, where it is counted otherwise than its table's keys: a String Catalog's
    /// entries the language gives a text, whatever number of forms each has; `nil` elsewhere.
    var entryCount: Int?

    /// Compares `table` of `language` with the base's: entry by entry where both come from a String Catalog, else
    /// key by key.
    init(language: ResolvedLanguage, table: String, context: CheckContext) {
        if let catalog = Self.catalog(of: table, language: language, context: context) {
            self.init(language: language, table: table, catalog: catalog, context: context)
        } else {
            self.init(keysOf: language, table: table, context: context)
        }
    }

    /// Compares the keys of `table` of `language` with the base's, plural variants written as sibling keys understood.
    private init(keysOf language: ResolvedLanguage, table: String, context: CheckContext) {
        self.language = language
        self.table = table
        let baseFacts = context.baseFacts[table]
        let facts = context.facts(of: language, table: table)
        let stems = baseFacts?.pluralStems ?? []
        let needed = language.neededPluralCategories
        var present: [String: Set<PluralCategory>] = [:]
        var missingPlainKeys: [String] = []
        var plainBaseKeyCount = 0
        if let baseFacts {
            for (number, variant) in baseFacts.variants.enumerated() {
                if let variant {
                    if facts.has(baseKey: number) { present[variant.stem, default: []].insert(variant.category) }
                } else {
                    plainBaseKeyCount += 1
                    if !facts.has(baseKey: number) { missingPlainKeys.append(baseFacts.index.keys[number]) }
                }
            }
        }
        for key in facts.otherKeys where !stems.isEmpty {
            if let variant = PluralVariant(key: key), stems.contains(variant.stem) {
                present[variant.stem, default: []].insert(variant.category)
            }
        }
        expectedCount = plainBaseKeyCount + stems.count * needed.count
        isTableMissing = (baseFacts?.index.count ?? 0) > 0 && facts.keyCount == 0
        let absentStems = stems.filter { present[$0] == nil }
        missingKeys = (missingPlainKeys.sorted()
            + absentStems.map { PluralVariant.key(stem: $0, category: .other) }).sorted()
        missingPluralVariants = stems.sorted().flatMap { stem -> [PluralVariant] in
            guard let categories = present[stem] else { return [] }
            return needed.subtracting(categories).sorted().map { PluralVariant(stem: stem, category: $0) }
        }
        let baseTable = context.base.folder.tables[table]
        let codeUsage = context.codeUsage
        extraKeys = facts.otherKeys.filter { key in
            guard UnjudgedExtraKeys.canBeExtra(key, table: table, baseTable: baseTable, bundle: context.bundle)
            else { return false }
            // A key the sources look up in this table is used, whatever the base holds; so may be one a literal of
            // the sources spells out (handed to a view of the app's own that takes a `LocalizedStringKey`).
            if let codeUsage, codeUsage.usesAnywhere(key, table: table) || codeUsage.literalTexts.contains(key) {
                return false
            }
            guard let variant = PluralVariant(key: key), stems.contains(variant.stem) else { return true }
            return !language.pluralCategories.contains(variant.category)
        }.sorted()
        missingCount = isTableMissing
            ? expectedCount
            : missingPlainKeys.count + absentStems.count * needed.count + missingPluralVariants.count
    }

    /// The bundle-relative file a finding about `key` belongs in: the `.stringsdict` when the base defines the key
    /// there, else the `.strings` file.
    func file(for key: String?, context: CheckContext) -> String {
        let baseTable = context.base.folder.tables[table]
        let ownTable = language.folder.tables[table]
        // A language's own `.strings` file holds its findings even where the base is a catalog (mid-migration).
        let ownFile = ownTable?.strings.map { $0.format == .catalog ? nil : $0 } ?? nil
        if ownFile == nil, ownTable?.stringsdict == nil,
           let catalog = [ownTable?.strings, baseTable?.strings].compactMap({ $0 }).first(where: { $0.format == .catalog }) {
            return catalog.path
        }
        let inStringsdict = key.map { context.baseStringsdictKeys(ofTable: table).contains($0) }
            ?? (ownTable?.strings == nil && baseTable?.strings == nil && baseTable?.stringsdict != nil)
        // The file's own path where it exists: its name may differ from the table's in case (table-name-case).
        let ownPath = inStringsdict ? ownTable?.stringsdict?.path : ownTable?.strings?.path
        return ownPath ?? "\(language.folder.directory)/\(table).\(inStringsdict ? "stringsdict" : "strings")"
    }
}
