/// A table of the base language that a translation lacks entirely.
public struct MissingTableRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "missing-table", name: "Missing table", severity: .error,
        summary: """
            The base language has a table (a .strings or .stringsdict file with keys) that a language lacks, or has \
            only as an empty file. Every key of the table is untranslated there; this is reported once for the \
            table, not once per key, and an empty file (0 bytes) is this one finding, which says so: syntax-error \
            does not report it again.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Maps\";\n"),
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
            ], expected: ["fr.lproj/InfoPlist.strings"]),
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Maps\";\n"),
                ExampleFile("fr.lproj/InfoPlist.strings", ""),
            ], expected: ["fr.lproj/InfoPlist.strings"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "/* Nothing to translate yet. */\n"),
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.comparisons.filter(\.isTableMissing).map { comparison in
            let count = comparison.expectedCount
            // An empty file is this one finding, which says so (syntax-error leaves it to this rule).
            let file = comparison.file(for: nil, context: context)
            let own = comparison.language.folder.tables[comparison.table]
            let isEmpty = [own?.strings?.issues, own?.stringsdict?.issues].contains { issues in
                issues?.contains { $0.problem == .emptyFile } ?? false
            }
            return diagnostic(
                "table \(comparison.table) is missing: " + (isEmpty ? "\(file) is empty (0 bytes), so " : "")
                    + "\(comparison.language.name) lacks "
                    + (count == 1 ? "the one key" : "all \(count) keys")
                    + " that the base language \(context.base.name) has in it",
                file: file, language: comparison.language.name, table: comparison.table)
        }
    }
}
