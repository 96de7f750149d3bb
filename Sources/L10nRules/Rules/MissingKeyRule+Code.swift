import CodeKeys
import Lproj

extension MissingKeyRule {
    /// Keys the code uses that the base's table lacks while some translations have them, for the calls the bundle
    /// judges (``CodeUsage/callsToJudge``).
    ///
    /// Where the key reads as text (`NSLocalizedString(@"Cancel", nil)`, key = text), the development language keeps
    /// its text in the code, so the code is its base: a translation with the table that lacks the key is missing it,
    /// one error per key and language, at the translation's file. Where the key is an identifier (`settings.title`)
    /// and the call gives no default value, the development language's users see the key itself: that is one error
    /// for the base language. A key no language holds is key-not-in-tables', a table missing or empty is
    /// missing-table's, and the base's own keys are compared as usual.
    func codeKeysMissing(_ context: CheckContext) -> [Diagnostic] {
        guard let usage = context.codeUsage else { return [] }
        var lookup = CodeKeyLookup(context: context)
        var holdersByTable: [String: [(language: ResolvedLanguage, keys: Set<String>)]] = [:]
        var seen = Set<TableKey>()
        var found: [Diagnostic] = []
        for call in usage.callsToJudge {
            guard let written = call.key.literal, let table = call.tableName,
                  context.base.folder.tables[table]?.interfaceBuilder == nil,
                  let (key, holder) = lookup.find(written, of: call, table: table), holder == .translations,
                  seen.insert(TableKey(table: table, key: key)).inserted else { continue }
            // A language whose table is missing or empty is missing-table's, once, not an error per key.
            let holders = holdersByTable[table] ?? context.translations.compactMap { language in
                let facts = context.facts(of: language, table: table)
                return facts.keyCount == 0 ? nil : (language, Set(facts.otherKeys))
            }
            holdersByTable[table] = holders
            let having = holders.filter { $0.keys.contains(key) }.map(\.language.name)
            if !CodeKeyLookup.readsAsText(key), call.value.map(\.isEmpty) ?? true {
                found.append(baseFinding(key: key, call: call, table: table, having: having, context: context))
                continue
            }
            for (language, keys) in holders where !keys.contains(key) {
                let file = language.folder.tables[table]?.strings?.path ?? language.folder.tables[table]?.stringsdict?.path
                found.append(diagnostic(
                    "missing key \(StringsWriter.quoted(key)): the code uses it (\(call.location)) and keeps its text "
                        + "there, \(Self.listed(having)) translate it, \(LanguageMention.named(language.name)) does "
                        + "not",
                    file: file ?? language.folder.directory, language: language.name, table: table, key: key))
            }
        }
        return found
    }

    /// The error for an identifier key the code uses that translations have and the base language lacks: its users
    /// see the key itself.
    private func baseFinding(
        key: String, call: LocalizationCall, table: String, having: [String], context: CheckContext
    ) -> Diagnostic {
        let base = context.base
        let file = base.folder.tables[table]?.strings?.path ?? base.folder.tables[table]?.stringsdict?.path
            ?? "\(base.folder.directory)/\(table).strings"
        let language = LanguageMention.named(base.name)
        return diagnostic(
            "missing key \(StringsWriter.quoted(key)): the code uses it (\(call.location)) and "
                + "\(Self.listed(having)) translate it, but the development language \(language) does not have it: "
                + "its users see the key itself",
            file: file, language: base.name, table: table, key: key)
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
