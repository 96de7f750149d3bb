import Lproj

/// The texts of a table whose base is an Interface Builder file, with what each is (``InterfaceBuilderTextKind``) and
/// which languages lack it: what `missing-key` and `placeholder-text` judge them by.
struct InterfaceBuilderTexts {
    /// The base IB file.
    var document: InterfaceBuilderDocument
    /// Each text's last entry in the file, by key.
    var entries: [String: StringsEntry]
    /// The languages that have the table (a file with at least one key), in the order the check compares them.
    var languages: [String]
    /// The languages that lack each text, by key, in the same order; texts every language has are absent.
    var lacking: [String: [String]]

    /// The IB-based tables of the context, by table name.
    static func all(in context: CheckContext) -> [String: InterfaceBuilderTexts] {
        var result: [String: InterfaceBuilderTexts] = [:]
        for (name, table) in context.base.folder.tables {
            guard let document = table.interfaceBuilder else { continue }
            // A text its catalog marks `shouldTranslate: false` is no text to translate (BaseTables leaves it out).
            let kept = context.bundle.catalogs.filter { $0.tableName == name }.reduce(into: Set<String>()) {
                $0.formUnion($1.keysNotToTranslate)
            }
            var entries: [String: StringsEntry] = [:]
            for entry in document.entries where !kept.contains(entry.key) { entries[entry.key] = entry }
            result[name] = InterfaceBuilderTexts(document: document, entries: entries, languages: [], lacking: [:])
        }
        guard !result.isEmpty else { return result }
        // The development language's own table of a storyboard (en.lproj/Main.strings) holds texts as a translation's
        // table does; Base.lproj itself holds none.
        if let own = context.bundle.folder(named: context.base.name), !own.isBase {
            for (name, table) in own.tables where result[name] != nil {
                guard let strings = table.strings, strings.format == .text, !strings.entries.isEmpty else { continue }
                let held = Set(strings.entries.map(\.key))
                result[name]?.languages.append(context.base.name)
                for key in result[name]?.entries.keys.filter({ !held.contains($0) }) ?? [] {
                    result[name]?.lacking[key, default: []].append(context.base.name)
                }
            }
        }
        for comparison in context.comparisons where !comparison.isTableMissing && result[comparison.table] != nil {
            result[comparison.table]?.languages.append(comparison.language.name)
            for key in comparison.missingKeys where result[comparison.table]?.entries[key] != nil {
                result[comparison.table]?.lacking[key, default: []].append(comparison.language.name)
            }
        }
        markNewUnitsLacking(in: &result, context: context)
        return result
    }

    /// A String Catalog unit whose every form is `new` (the source text that `new-language` puts in until a
    /// translator comes) holds no translation yet: its language lacks the text, so that a text no translator has
    /// been asked for stays one finding when a language is added.
    private static func markNewUnitsLacking(in result: inout [String: InterfaceBuilderTexts], context: CheckContext) {
        for catalog in context.bundle.catalogs {
            let table = catalog.tableName
            guard let texts = result[table] else { continue }
            let languages = Set(texts.languages)
            for entry in catalog.entries where texts.entries[entry.key] != nil {
                let lacking = Set(texts.lacking[entry.key] ?? [])
                for language in entry.languages.sorted()
                where language != catalog.sourceLanguage && languages.contains(language) && !lacking.contains(language) {
                    let leaves = entry.leaves(for: language)
                    guard !leaves.isEmpty, leaves.allSatisfy({ $0.state == .new }) else { continue }
                    result[table]?.lacking[entry.key, default: []].append(language)
                }
            }
        }
    }

    /// Each text once, in file order: the last entry of each key, where a repeated key's text is the table's.
    var texts: [StringsEntry] {
        document.entries.filter { entries[$0.key]?.location == $0.location }
    }

    /// What the text of `key` is, or `nil` when the key is no text of the file (a key code looks up in the table).
    func kind(of key: String) -> InterfaceBuilderTextKind? {
        guard let entry = entries[key] else { return nil }
        let detail = document.details[key]
        return .of(
            entry.value, className: detail?.className, property: detail?.property,
            localizerComment: detail?.localizerComment)
    }

    /// Whether no language's table holds the text of `key`: every language that has the table lacks it, and there are
    /// at least two (one language lacking a text may have skipped it; many lacking it were never asked for it).
    func isInNoTable(_ key: String) -> Bool {
        guard let lacking = lacking[key] else { return false }
        return languages.count >= 2 && lacking.count == languages.count
    }
}
