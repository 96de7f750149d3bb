import Lproj

/// The keys of one table that every translation having them keeps as the base language's text (a unit, a product
/// name, a number: "px", "Spectacle", "190 px"): a language lacking one of them shows what a translation would.
struct KeptBaseTexts {
    /// The keys some translation has, all with the base's text byte for byte.
    let keys: Set<String>
    /// For each such key, the languages that have it, in name order.
    let keepers: [String: [String]]

    /// The kept texts among `candidates` (keys some language lacks) of `table`, judged over every translation of
    /// `context` that has the table.
    init(table: String, candidates: Set<String>, context: CheckContext) {
        var keepers: [String: [String]] = [:]
        var differs = Set<String>()
        let base = context.baseFacts[table]?.table ?? [:]
        // A regional variant of the base language (en-AU of en) keeps its text as a matter of course: it tells
        // nothing of what a translation would show.
        let baseLanguage = context.base.tag.map { String($0.prefix { $0 != "-" }) }
        if !candidates.isEmpty {
            for language in context.translations.sorted(by: { $0.name < $1.name })
            where language.folder.tables[table] != nil
                && language.tag.map({ String($0.prefix { $0 != "-" }) }) != baseLanguage {
                let entries = context.facts(of: language, table: table).entries
                for index in entries.indices {
                    let key = entries.key(at: index)
                    guard candidates.contains(key), let text = base[key] else { continue }
                    if entries.value(at: index) == text {
                        keepers[key, default: []].append(language.name)
                    } else {
                        differs.insert(key)
                    }
                }
            }
        }
        for key in differs { keepers[key] = nil }
        self.keys = Set(keepers.keys)
        self.keepers = keepers
    }

    /// `; users of French (fr) see "px", as the 3 languages that have it keep it (de, es, it)`, or `nil` when `key` is no
    /// kept text.
    func shown(_ key: String, text: String, language: String) -> String? {
        guard let languages = keepers[key] else { return nil }
        let named = languages.prefix(3).joined(separator: ", ")
            + (languages.count > 3 ? ", ..." : "")
        let keepers = languages.count == 1
            ? "the one language that has it keeps it" : "the \(languages.count) languages that have it keep it"
        return "; users of \(LanguageMention.named(language)) see \(StringsWriter.quoted(text)), as \(keepers) "
            + "(\(named)): a translation would show the same"
    }
}
