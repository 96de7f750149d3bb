import ICUKit
import Lproj

/// What the rules read of a base table, worked out once and compared with every language: its keys numbered, its
/// plural stems, the text Apple uses for each key, and what each key's translation is compared with by the rules that
/// compare texts.
final class BaseTableFacts: Sendable {
    /// The base's keys, numbered: its `.strings` keys in file order, then its `.stringsdict` keys.
    let index: BaseKeyIndex
    /// The table's facts as for any language.
    let facts: TableFacts
    /// Stems `s` with `s.other` and at least one other category among the keys (the ArcGIS plural convention).
    let pluralStems: Set<String>
    /// The keys of the table's `.stringsdict` file.
    let stringsdictKeys: Set<String>
    /// For each key number, the plural variant of a stem the key is, else `nil`.
    let variants: [PluralVariant?]
    /// The `.strings` file's table with the duplicate Apple keeps (``StringsDocument/table``).
    let table: [String: String]
    /// The `.strings` file's table as Apple's runtime reads it (``StringsDocument/runtimeTable``).
    let runtimeTable: [String: String]
    /// What each key's translation is compared with by `format-mismatch`, by key number.
    let formatReferences: [FormatReference?]
    /// The same for plural variants of a stem that the base lacks (`files.few` when the base has no `few`).
    let variantFormatReferences: [String: FormatReference]
    /// The ``FormatReference/cleanSpelling`` of each key's format reference, one after another: what
    /// ``formatReading(ofKey:utf8:)`` reads, with no reference object touched.
    private let cleanSpellings: [UInt8]
    /// For each key number, what its format reference has of a clean spelling.
    private let cleanSpellingOfKey: [CleanSpelling]

    /// What a key's format reference has of a clean spelling.
    private enum CleanSpelling {
        /// The key has no format reference.
        case noReference
        /// Its reference has no clean format: a translation is always compared argument by argument.
        case none
        /// Where the clean spelling is in ``cleanSpellings``.
        case spelled(Range<Int>)
    }
    /// For each key number, what `token-mismatch` compares a translation with; `nil` for a text with no token.
    let tokenReferences: [TokenReference?]
    /// For each key number, the number of the key whose runtime text a translation must differ from
    /// (`untranslated`): its own, or its stem's `other` for an empty plural variant; -1 when there is none.
    let untranslatedReference: [Int32]
    /// For each key number, the UTF-8 of the runtime text of its ``untranslatedReference`` (empty when there is none),
    /// one text after another, and where each ends: a translation is compared with it as bytes, its length first.
    private let untranslatedUTF8: [UInt8]
    private let untranslatedEnds: [Int]

    /// The keys of a base table, numbered: its `.strings` keys in file order, then its `.stringsdict` keys. Each
    /// key's string is made once, however often it stands in the file.
    static func keyIndex(of table: LocalizedTable?) -> BaseKeyIndex {
        let entries = TableEntries(table?.strings)
        let stringsdictKeys = table?.stringsdict?.entries.map(\.key) ?? []
        var index = BaseKeyIndex()
        index.reserveCapacity(entries.count + stringsdictKeys.count)
        for position in entries.indices {
            entries.withKeyUTF8(at: position) { utf8 in
                _ = index.insert(utf8: utf8) { entries.key(at: position) }
            }
        }
        for key in stringsdictKeys { index.insert(key) }
        return index
    }

    /// Reads the facts of a base table whose keys `index` numbers (``keyIndex(of:)``). For a String Catalog's table,
    /// `pluralForms` are the keys that are plural forms (``CatalogKeyIndex/pluralFormKeys(ofTable:)``): only they
    /// are split into stem and category. Without it, every key whose last part names a category is split.
    init(_ table: LocalizedTable?, index: BaseKeyIndex, pluralForms: Set<String>? = nil) {
        let document = table?.strings
        self.index = index
        let facts = TableFacts(table, index: index)
        self.facts = facts
        let keys = index.keys
        // Each key's text as the table and as the runtime choose it among duplicates, by key number: the base's
        // entries are not made (no places, no comments), and each value's string is made once.
        let entries = facts.entries
        let keepsFirst = document?.keepsFirstDuplicate ?? false
        let runtimePrefix = document?.runtimeEntryPrefix ?? 0
        var chosenTexts = [String?](repeating: nil, count: keys.count)
        var runtimeTexts = runtimePrefix == entries.count ? [] : [String?](repeating: nil, count: keys.count)
        for position in entries.indices {
            let number = Int(facts.numbers[position])
            let keep = !keepsFirst || chosenTexts[number] == nil
            let keepForRuntime = !runtimeTexts.isEmpty && position < runtimePrefix
                && (!keepsFirst || runtimeTexts[number] == nil)
            guard keep || keepForRuntime else { continue }
            let value = entries.value(at: position)
            if keep { chosenTexts[number] = value }
            if keepForRuntime { runtimeTexts[number] = value }
        }
        let chosen = Self.table(keys, chosenTexts)
        self.table = chosen
        let runtime = runtimeTexts.isEmpty ? chosen : Self.table(keys, runtimeTexts)
        runtimeTable = runtime
        // Each key's split read once: for the stems, then for the variants of them.
        let splits = pluralForms.map { forms in keys.map { forms.contains($0) ? PluralVariant(key: $0) : nil } }
            ?? keys.map(PluralVariant.init(key:))
        let stems = CheckContext.pluralStems(of: splits.lazy.compactMap { $0 })
        pluralStems = stems
        stringsdictKeys = Set(table?.stringsdict?.entries.map(\.key) ?? [])
        let variants = splits.map { split in split.flatMap { stems.contains($0.stem) ? $0 : nil } }
        self.variants = variants
        // Each text parsed on its own, side by side.
        let parsed = chosenTexts.concurrentMap(makeState: {}) { _, value -> FormatString? in
            guard let value, !value.isEmpty, value.containsUTF8(UInt8(ascii: "%")) else { return nil }
            return FormatString(value)
        }
        let textsByNumber = chosenTexts
        /// Key `number`'s text and format, or, for a key the base lacks, none.
        @Sendable func baseText(_ key: String, _ number: Int?) -> FormatReference.BaseText {
            FormatReference.BaseText(
                key: key, text: number.flatMap { textsByNumber[$0] }, format: number.flatMap { parsed[$0] })
        }
        /// The key of the `other` of a variant's stem, and its number when the base has it.
        func otherKey(of variant: PluralVariant) -> (key: String, number: Int?) {
            let key = PluralVariant.key(stem: variant.stem, category: .other)
            return (key, index.number(of: key))
        }
        /// For each key that is a plural variant of a stem, the variant and its stem's `other` key.
        let plurals = variants.map { $0.map { (variant: $0, other: otherKey(of: $0)) } }
        let runtimeByNumber = runtimeTexts.isEmpty ? textsByNumber : runtimeTexts
        // Per key and independent of the other keys: side by side, since a bundle often has a single table. Texts
        // and formats are looked up by key number, with no string hashed.
        let perKey = Array(keys.indices).concurrentMap(makeState: { FormatReference.Cache() }) { cache, number in
            let key = keys[number], same = baseText(key, number)
            let plural = plurals[number].map { (variant: $0.variant, other: baseText($0.other.key, $0.other.number)) }
            // An empty (or blank) plural variant must differ from its stem's `other` (PluralVariant.baseKey).
            let reference = plural != nil && runtimeByNumber[number].map { $0.allSatisfy(\.isWhitespace) } ?? true
                ? plurals[number]?.other.number : number
            let untranslated = reference.flatMap { reference in
                runtimeByNumber[reference].map { (Int32(reference), $0) }
            }
            return (
                format: cache.reference(for: FormatReference.Source(same: same, variant: plural, formats: [:])),
                token: TokenReference(
                    key: key, variant: plural?.variant, text: same.text, otherText: plural?.other.text),
                untranslated: untranslated ?? (-1, ""))
        }
        formatReferences = perKey.map(\.format)
        var spellings: [UInt8] = []
        cleanSpellingOfKey = perKey.map { key -> CleanSpelling in
            guard let reference = key.format else { return .noReference }
            guard let spelling = reference.cleanSpelling else { return .none }
            spellings += spelling
            return .spelled(spellings.count - spelling.count..<spellings.count)
        }
        cleanSpellings = spellings
        var variantReferences: [String: FormatReference] = [:]
        for stem in stems {
            for category in PluralCategory.allCases {
                let key = PluralVariant.key(stem: stem, category: category)
                guard index.number(of: key) == nil else { continue }
                let variant = PluralVariant(stem: stem, category: category)
                let other = otherKey(of: variant)
                variantReferences[key] = FormatReference.Source(
                    same: baseText(key, nil), variant: (variant, other: baseText(other.key, other.number)), formats: [:]
                ).map(FormatReference.init)
            }
        }
        variantFormatReferences = variantReferences
        tokenReferences = perKey.map(\.token)
        untranslatedReference = perKey.map(\.untranslated.0)
        var utf8: [UInt8] = []
        untranslatedEnds = perKey.map { key in
            let text = key.untranslated.1
            utf8 += text.utf8
            return utf8.count
        }
        untranslatedUTF8 = utf8
    }

    /// What `format-mismatch` can tell of the translation of key `number` whose UTF-8 is `utf8`, from
    /// ``cleanSpellings``: what its reference's ``FormatReference/reading(ofUTF8:)`` tells, with no reference object
    /// touched.
    func formatReading(ofKey number: Int, utf8: UnsafeBufferPointer<UInt8>) -> FormatReference.Reading {
        switch cleanSpellingOfKey[number] {
        case .noReference: .noReference
        case .none: .needsComparison
        case .spelled(let range):
            cleanSpellings.withUnsafeBufferPointer { all in
                FormatReference.reading(ofUTF8: utf8, cleanSpelling: UnsafeBufferPointer(rebasing: all[range]))
            }
        }
    }

    /// Whether `bytes` are the UTF-8 of the runtime text of key `number`'s ``untranslatedReference``.
    func untranslatedText(of number: Int, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = number == 0 ? 0 : untranslatedEnds[number - 1], end = untranslatedEnds[number]
        guard end - start == bytes.count else { return false }
        return untranslatedUTF8.withUnsafeBufferPointer { all in
            UnsafeBufferPointer(rebasing: all[start..<end]).hasSameBytes(as: bytes)
        }
    }

    /// The keys that have a text, with their texts (by key number).
    private static func table(_ keys: [String], _ texts: [String?]) -> [String: String] {
        var table: [String: String] = [:]
        table.reserveCapacity(keys.count)
        for (key, text) in zip(keys, texts) { if let text { table[key] = text } }
        return table
    }
}
