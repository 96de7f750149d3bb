import Lproj

/// A translation that is empty where the base language has text.
public struct EmptyValueRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "empty-value", name: "Empty value", severity: .error,
        summary: """
            A language's value is empty (or only white space) where the base language has text: Apple shows the \
            empty text, so the label or message disappears. A plural variant of a category the language needs is \
            compared with the base text it stands for (the base's same category, or its other where that is empty: \
            Czech few has text even though English few is empty). Plural variants of categories the language does \
            not need, and values empty in the base too, are not reported. A `.stringsdict` form written with \
            empty text (`<string></string>`) is a note: the form is present, so it is neither a missing key nor a \
            missing plural category, but its text is empty where the base's form has text. Each value of a String \
            Catalog's string set (App Shortcut phrases) is checked on its own, against the base's value at its \
            place in the list.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n\"Edit\" = \"\";\n"),
            ], expected: ["fr.lproj/Localizable.strings:2:10"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "files.one" = "%d file";
                    "files.few" = "";
                    "files.other" = "%d files";

                    """),
                ExampleFile("ru.lproj/Localizable.strings", """
                    "files.one" = "%d файл";
                    "files.few" = "";
                    "files.other" = "%d файла";

                    """),
            ], expected: ["ru.lproj/Localizable.strings:2:15"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "Spacer" = "";
                    "files.zero" = "";
                    "files.one" = "%d file";
                    "files.other" = "%d files";

                    """),
                ExampleFile("fr.lproj/Localizable.strings", """
                    "Spacer" = "";
                    "files.zero" = "";
                    "files.one" = "%d fichier";
                    "files.other" = "%d fichiers";

                    """),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        var found = stringsFindings(context)
        if !context.bundle.catalogs.isEmpty {
            // A String Catalog's string sets are checked value by value, not as the one entry their table holds.
            let sets = CatalogStringSets(context)
            found = found.filter { !sets.isStringSet(language: $0.language, table: $0.table, key: $0.key) }
                + stringSetFindings(sets, baseName: context.base.name)
        }
        return found + context.comparisons.flatMap { stringsdictFindings($0, context: context) }
    }

    /// Empty forms of a translation's `.stringsdict` variables where the base's same form (or its `other`) has text:
    /// notes, as Apple shows the empty text but the form is there.
    private func stringsdictFindings(_ comparison: KeyComparison, context: CheckContext) -> [Diagnostic] {
        guard let document = comparison.language.folder.tables[comparison.table]?.stringsdict,
              let base = context.base.folder.tables[comparison.table]?.stringsdict else { return [] }
        let baseEntries = Self.entriesAppleUses(base)
        let entries = Self.entriesAppleUses(document)
        var seen = Set<String>()
        return document.entries.flatMap { written -> [Diagnostic] in
            guard seen.insert(written.key).inserted, let entry = entries[written.key],
                  let baseEntry = baseEntries[written.key] else { return [] }
            return entry.variables.flatMap { variable -> [Diagnostic] in
                guard let baseVariable = baseEntry.variable(named: variable.name) else { return [] }
                return variable.forms.compactMap { form -> Diagnostic? in
                    guard form.text.isBlank, variable.form(form.name) == form,
                          let baseText = [baseVariable.form(form.name), baseVariable.form("other")]
                            .compactMap({ $0?.text }).first(where: { !$0.isBlank }) else { return nil }
                    return diagnostic(
                        "empty \(form.name) form of \(variable.name) in \(StringsWriter.quoted(entry.key)) in "
                            + "\(comparison.language.name): the form is present, but Apple shows its empty text where "
                            + "the base language \(context.base.name) has \(StringsWriter.quoted(baseText))",
                        file: document.path, location: form.location, language: comparison.language.name,
                        table: comparison.table, key: entry.key, severity: .note)
                }
            }
        }
    }

    /// The entry Apple uses for each key: of duplicates, the last in an XML file and the first in a binary one.
    private static func entriesAppleUses(_ document: StringsdictDocument) -> [String: StringsdictEntry] {
        Dictionary(document.entries.map { ($0.key, $0) }) { first, last in document.format == .binary ? first : last }
    }

    /// Empty values of `.strings` files.
    private func stringsFindings(_ context: CheckContext) -> [Diagnostic] {
        context.comparisons.concurrentFlatMap { comparison -> [Diagnostic] in
            guard let document = comparison.language.folder.tables[comparison.table]?.strings,
                  context.base.folder.tables[comparison.table]?.strings != nil,
                  let baseFacts = context.baseFacts[comparison.table] else { return [] }
            let base = baseFacts.runtimeTable
            let stems = baseFacts.pluralStems
            let facts = context.facts(of: comparison.language, table: comparison.table)
            let entries = facts.entries
            return entries.indices.compactMap { index in
                guard facts.isBlankValue[index] else { return nil }
                let key = facts.key(at: index, base: baseFacts.index)
                guard let baseValue = base[PluralVariant.baseKey(for: key, stems: stems, in: base)],
                      !baseValue.isBlank else { return nil }
                if let variant = PluralVariant(key: key), stems.contains(variant.stem),
                   !comparison.language.neededPluralCategories.contains(variant.category) {
                    return nil
                }
                return diagnostic(
                    "empty value for \(StringsWriter.quoted(key)) in \(comparison.language.name): the base "
                        + "language \(context.base.name) has \(StringsWriter.quoted(baseValue))",
                    file: document.path, location: entries.valueLocation(at: index), language: comparison.language.name,
                    table: comparison.table, key: key)
            }
        }
    }
}
