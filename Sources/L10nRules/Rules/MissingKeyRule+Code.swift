import Lproj

extension MissingKeyRule {
    /// Keys the code uses that the base's table lacks while some translations have them: the development language
    /// keeps these texts in the code (`NSLocalizedString(@"Cancel", nil)`, key = text), so the code is their base. A
    /// translation with the table that lacks such a key is missing it, one error per key and language, at the
    /// translation's file. A key no language holds is key-not-in-tables', a table missing or empty is missing-table's,
    /// and the base's own keys are compared as usual.
    func codeKeysMissing(_ context: CheckContext) -> [Diagnostic] {
        guard let usage = context.codeUsage else { return [] }
        var holdersByTable: [String: [(language: ResolvedLanguage, keys: Set<String>)]] = [:]
        var seen = Set<TableKey>()
        var found: [Diagnostic] = []
        for call in usage.calls {
            guard let key = call.key.literal, let table = call.tableName,
                  context.baseFacts[table]?.index.number(of: key) == nil,
                  context.base.folder.tables[table]?.interfaceBuilder == nil,
                  seen.insert(TableKey(table: table, key: key)).inserted else { continue }
            // A language whose table is missing or empty is missing-table's, once, not an error per key.
            let holders = holdersByTable[table] ?? context.translations.compactMap { language in
                let facts = context.facts(of: language, table: table)
                return facts.keyCount == 0 ? nil : (language, Set(facts.otherKeys))
            }
            holdersByTable[table] = holders
            let having = holders.filter { $0.keys.contains(key) }
            guard !having.isEmpty else { continue }
            for (language, keys) in holders where !keys.contains(key) {
                let file = language.folder.tables[table]?.strings?.path ?? language.folder.tables[table]?.stringsdict?.path
                found.append(diagnostic(
                    "missing key \(StringsWriter.quoted(key)): the code uses it (\(call.location)) and keeps its text "
                        + "there, \(Self.listed(having.map(\.language.name))) translate it, "
                        + "\(language.name) does not",
                    file: file ?? language.folder.directory, language: language.name, table: table, key: key))
            }
        }
        return found
    }
}

extension MissingKeyRule {
    /// Up to five names, then how many more.
    static func listed(_ names: [String]) -> String {
        names.count <= 5 ? names.joined(separator: ", ")
            : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
    }
}

/// A key of a table, to judge each once.
private struct TableKey: Hashable {
    var table: String
    var key: String
}
