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
            not need, and values empty in the base too, are not reported.
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
        context.comparisons.flatMap { comparison -> [Diagnostic] in
            guard let document = comparison.language.folder.tables[comparison.table]?.strings,
                  let base = context.base.folder.tables[comparison.table]?.strings?.runtimeTable else { return [] }
            let stems = context.pluralStems(ofTable: comparison.table)
            return document.entries.compactMap { entry in
                guard entry.value.allSatisfy(\.isWhitespace),
                      let baseValue = base[PluralVariant.baseKey(for: entry.key, stems: stems, in: base)],
                      !baseValue.allSatisfy(\.isWhitespace) else { return nil }
                if let variant = PluralVariant(key: entry.key), stems.contains(variant.stem),
                   !comparison.language.neededPluralCategories.contains(variant.category) {
                    return nil
                }
                return diagnostic(
                    "empty value for \(StringsWriter.quoted(entry.key)) in \(comparison.language.name): the base "
                        + "language \(context.base.name) has \(StringsWriter.quoted(baseValue))",
                    file: document.path, location: entry.valueLocation, language: comparison.language.name,
                    table: comparison.table, key: entry.key)
            }
        }
    }
}
