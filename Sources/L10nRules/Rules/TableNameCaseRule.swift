/// A table whose file name differs from the other languages' only in letter case.
public struct TableNameCaseRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "table-name-case", name: "Table name case", severity: .warning,
        summary: """
            Table names are compared as Apple's default volumes compare file names, without regard to case: \
            `infoPlist.strings` in one language and `InfoPlist.strings` in the others are one table, checked as \
            one, and the difference is reported once, in the language that spells it differently from most. It \
            works on a Mac's default case-insensitive volume, but not on a case-sensitive one (iOS devices use \
            case-sensitive volumes): there Apple looks for the name the code asks for, does not find the file, \
            and users of that language see the keys or the development language's texts.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Maps\";\n"),
                ExampleFile("de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Karten\";\n"),
                ExampleFile("fr.lproj/infoPlist.strings", "\"CFBundleDisplayName\" = \"Plans\";\n"),
            ], expected: ["fr.lproj/infoPlist.strings"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Maps\";\n"),
                ExampleFile("fr.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Plans\";\n"),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.tableNameCaseDifferences.flatMap { difference in
            difference.files.map { file in
                let count = difference.expectedCount
                let others = count == 1 ? "1 other language" : "\(count) languages"
                return diagnostic(
                    "table \(difference.name) is named \(difference.expected) in \(others); checked as one table, "
                        + "since Apple's default volumes ignore case, but on a case-sensitive volume (iOS devices) "
                        + "Apple finds no \(difference.expected) table in \(difference.language): rename the file to "
                        + "the name the code asks for",
                    file: file, language: difference.language, table: difference.expected)
            }
        }
    }
}
