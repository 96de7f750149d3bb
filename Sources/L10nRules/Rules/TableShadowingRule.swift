import Lproj

/// A key defined in both the `.strings` and the `.stringsdict` file of one table.
public struct TableShadowingRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "table-shadowing", name: "Table shadowing", severity: .warning,
        summary: """
            A key is in both the .strings and the .stringsdict file of the same table. Apple's lookup uses the \
            .stringsdict entry, so the .strings value is never shown and edits to it have no effect.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"files\" = \"%d files\";\n"),
                ExampleFile("en.lproj/Localizable.stringsdict", stringsdict),
            ], expected: ["en.lproj/Localizable.strings:1:1"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("en.lproj/Localizable.stringsdict", stringsdict),
            ]),
        ])

    private static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
        </dict></dict></plist>

        """

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.languages.flatMap { language in
            language.folder.tables.values.flatMap { table -> [Diagnostic] in
                guard let strings = table.strings, let stringsdict = table.stringsdict else { return [] }
                let plural = Set(stringsdict.entries.map(\.key))
                return strings.entries.filter { plural.contains($0.key) }.map { entry in
                    diagnostic(
                        "\(StringsWriter.quoted(entry.key)) is also in \(stringsdict.path), which Apple uses: this "
                            + "value is never shown",
                        file: strings.path, location: entry.location, language: language.name, table: table.name,
                        key: entry.key)
                }
            }
        }
    }
}
