/// Syntax errors, with what Apple's parser loses because of each.
public struct SyntaxErrorRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "syntax-error", name: "Syntax error", severity: .error,
        summary: """
            A file that does not follow the .strings grammar (or is a malformed property list). Apple's parser either \
            rejects the whole file, so the table is empty at run time, or silently stops at the problem and drops \
            every entry after it; the message says which, and how many entries are lost. The checker reads on, so \
            the rest of the file is still checked. A problem that loses nothing (an empty file, a stray character \
            at the end) is a warning; an empty file of a table the base language has keys in is missing-table's one \
            finding instead.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\"\n\"Save\" = \"Save\";\n"),
            ], expected: ["en.lproj/Localizable.strings:2:16"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n# \"Edit\" = \"Edit\";\n"),
            ], expected: ["en.lproj/Localizable.strings:2:1"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "/* Button */\n\"Done\" = \"Done\";\nEdit = Edit;\n\"Save\";\n"),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        diagnostics(of: self, from: context) + context.bundle.catalogs.flatMap { catalog in
            catalog.structureIssues.map { issue in
                diagnostic(
                    issue.message, file: catalog.path, location: issue.location, language: nil,
                    table: catalog.tableName, severity: issue.severity)
            }
        }
    }
}
