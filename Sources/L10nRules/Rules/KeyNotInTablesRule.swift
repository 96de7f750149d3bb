import Lproj

/// A key the sources look up that no table of any language holds.
public struct KeyNotInTablesRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "key-not-in-tables", name: "Key not in any table", severity: .warning,
        summary: """
            Only when sources are checked (a repository, or `--sources`): a call looks up a key, written in full, in \
            a table the bundle has, and no language's copy of that table holds the key. Translators never see it \
            (an export has nothing to give them) and every user sees the key itself, or the call's default value. \
            The finding is at the call, its file named as seen from the bundle (`../Sources/App.swift`). Keys built \
            at run time and calls of tables the bundle does not have (another bundle's) are not judged; in a \
            repository, a bundle judges the calls of the sources nearest it (the longest common folder path).
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("App/Done.swift", """
                    let done = NSLocalizedString("Done", comment: "")
                    let quit = NSLocalizedString("Quit", comment: "Menu item")

                    """),
            ], expected: ["App/Done.swift:2:30"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n\"Quit\" = \"Quitter\";\n"),
                ExampleFile("App/Done.m", """
                    NSString *done = NSLocalizedString(@"Done", nil);
                    NSString *quit = NSLocalizedString(@"Quit", nil);
                    NSString *kind = NSLocalizedString([@"kind." stringByAppendingString:name], nil);
                    NSString *other = NSLocalizedStringFromTable(@"Title", @"Other", nil);

                    """),
            ]),
        ])

    /// Every call of the sources is looked up in the tables: started first.
    public static let takesLong = true

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle: none without sources.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard let usage = context.codeUsage else { return [] }
        var holders: [String: [TableFacts]] = [:]
        for language in context.translations {
            for table in language.folder.tables.keys {
                holders[table, default: []].append(context.facts(of: language, table: table))
            }
        }
        var otherKeys: [String: Set<String>] = [:]
        var seen = Set<LocalizationSite>()
        var found: [Diagnostic] = []
        for call in usage.calls {
            guard usage.isOwn(call), let key = call.key.literal, let table = call.tableName,
                  context.base.folder.tables[table] != nil || holders[table] != nil,
                  context.baseFacts[table]?.index.number(of: key) == nil,
                  seen.insert(LocalizationSite(key: key, table: table, location: call.location)).inserted
            else { continue }
            // Keys of translations the base lacks, gathered once per table, only for tables with such a call.
            if otherKeys[table] == nil {
                otherKeys[table] = Set((holders[table] ?? []).flatMap(\.otherKeys))
            }
            if otherKeys[table]?.contains(key) == true { continue }
            // An empty default value shows the key, as no value does.
            let shown = call.value.flatMap { $0.isEmpty ? nil : "its default value \(StringsWriter.quoted($0))" }
                ?? "the key itself"
            found.append(diagnostic(
                "key \(StringsWriter.quoted(key)) is in no language's \(table) table: translators never see it, and "
                    + "users see \(shown)",
                file: call.location.file, location: call.location, language: nil, table: table, key: key))
        }
        return found
    }
}

/// One key looked up in one table at one place.
private struct LocalizationSite: Hashable {
    var key: String
    var table: String
    var location: SourceLocation
}
