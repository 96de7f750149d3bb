import Lproj

/// The keys of one table that every translation having them keeps as the base language's text (a unit, a product
/// name, a number: "px", "Spectacle", "190 px"): a language lacking one of them shows what a translation would.
struct KeptBaseTexts {
    /// For each key some translation has, all with the base's text byte for byte, the languages that have it, in
    /// name order.
    let keepers: [String: [String]]

    /// The kept texts among `candidates` (keys some language lacks) of `table`, judged over every translation of
    /// `context` that has the table.
    init(table: String, candidates: Set<String>, context: CheckContext) {
        var keepers: [String: [String]] = [:]
        var differs = Set<String>()
        guard let baseFacts = context.baseFacts[table], !candidates.isEmpty else {
            self.keepers = [:]
            return
        }
        // Candidates by the base's key numbers: each translation's entries are matched by number, no key string made.
        let index = baseFacts.index
        var isCandidate = [Bool](repeating: false, count: index.count)
        for key in candidates { if let number = index.number(of: key) { isCandidate[number] = true } }
        // A regional variant of the base language (en-AU of en) keeps its text as a matter of course: it tells
        // nothing of what a translation would show.
        let baseLanguage = context.base.tag.map { String($0.prefix { $0 != "-" }) }
        for language in context.translations.sorted(by: { $0.name < $1.name })
        where language.folder.tables[table] != nil
            && language.tag.map({ String($0.prefix { $0 != "-" }) }) != baseLanguage {
            let facts = context.facts(of: language, table: table)
            for position in facts.entries.indices where facts.isLastOfKey[position] {
                let number = Int(facts.numbers[position])
                guard number >= 0, isCandidate[number] else { continue }
                let key = index.keys[number]
                guard let text = baseFacts.table[key] else { continue }
                if facts.entries.value(at: position) == text {
                    keepers[key, default: []].append(language.name)
                } else {
                    differs.insert(key)
                }
            }
        }
        for key in differs { keepers[key] = nil }
        self.keepers = keepers
    }

    /// `; users of French (fr) see "px", as the 3 languages that have it keep it (de, es, it)`, or `nil` when `key` is no
    /// kept text.
    func shown(_ key: String, text: String, mention: String) -> String? {
        guard let languages = keepers[key] else { return nil }
        let named = languages.prefix(3).joined(separator: ", ")
            + (languages.count > 3 ? ", ..." : "")
        let keepers = languages.count == 1
            ? "the one language that has it keeps it" : "the \(languages.count) languages that have it keep it"
        return "; users of \(mention) see \(StringsWriter.quoted(text)), as \(keepers) "
            + "(\(named)): a translation would show the same"
    }
}
