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
            language.folder.tables.flatMap { name, table -> [Diagnostic] in
                guard let strings = table.strings, let stringsdict = table.stringsdict else { return [] }
                // The `.stringsdict` keys as base key numbers, so that each `.strings` entry is a lookup by number.
                let facts = context.facts(of: language, table: name)
                let index = context.baseFacts[name]?.index ?? BaseKeyIndex([])
                let plural = Set(stringsdict.entries.map(\.key))
                let pluralNumbers = Set(plural.compactMap { index.number(of: $0) })
                return facts.entries.indices.compactMap { position -> Diagnostic? in
                    let number = Int(facts.numbers[position])
                    let key = number >= 0 ? nil : facts.entries.key(at: position)
                    guard number >= 0 ? pluralNumbers.contains(number) : key.map(plural.contains) == true
                    else { return nil }
                    let shown = key ?? index.keys[number]
                    return diagnostic(
                        "\(StringsWriter.quoted(shown)) is also in \(stringsdict.path), which Apple uses: this "
                            + "value is never shown",
                        file: strings.path, location: facts.entries.location(at: position), language: language.name,
                        table: table.name, key: shown)
                }
            }
        }
    }
}
