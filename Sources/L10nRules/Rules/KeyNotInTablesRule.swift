import Lproj

/// A key the sources look up that no table of any language holds.
public struct KeyNotInTablesRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "key-not-in-tables", name: "Key not in any table", severity: .warning,
        summary: """
            Only when sources are checked (a repository, or `--sources`): a call of the app's code looks up a key, \
            written in full, in a table the bundle has, and no language's copy of that table holds the key. \
            Translators never see it (an export has nothing to give them); the message says what users see \
            instead: the call's default value, the code's own text (a key that reads as text, such as \
            `"Current profile:"`), or the key itself (`settings.title`). The finding is at the call, its file named \
            as seen from the bundle (`../Sources/App.swift`). A key built from interpolations (`Text("\\(n) items")`, \
            read `%@ items`) finds the key Xcode wrote with the specifier of the value's type (`%lld items`), and a \
            String Catalog's key counts even when it has only variations. Not judged: keys built at run time, keys \
            without a letter (`"→"`, `"%@"`, `"0:00"`), calls in previews, `#if DEBUG` code and test targets (the \
            configuration's `not_app_code` chooses), and calls of tables the bundle does not have. In a repository, \
            a call is judged by a bundle of its own project (the nearest `.xcodeproj` or `Package.swift` above the \
            source file) that has the call's table, the nearest such bundle.
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
            RuleExample([
                // Previews, DEBUG code and keys without a letter are not judged.
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("App/Row.swift", """
                    struct Row: View { var body: some View { Text("Done"); Text("→"); Text("%@") } }
                    #Preview { Text("Sample title") }
                    #if DEBUG
                    let reset = Text("Reset all data")
                    #endif

                    """),
            ]),
            RuleExample([
                // Xcode wrote the key with the specifier of the value's type; the base varies it by plural only.
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld followers" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated",
                          "value" : "%lld Follower" } } } },
                        "%d line(s)" : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%d line" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%d lines" } } } } } } }
                      },
                      "version" : "1.0"
                    }

                    """),
                ExampleFile("App/Stats.swift", """
                    let followers = Text("\\(count) followers")
                    let lines = String(format: NSLocalizedString("%d line(s)", comment: ""), n)

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
        var lookup = CodeKeyLookup(context: context)
        var hasTable: [String: Bool] = [:]
        // A file's calls come together: the places seen are those of the current file, its name not hashed again.
        var file = ""
        var seen = Set<LocalizationSite>()
        var found: [Diagnostic] = []
        for call in usage.callsToJudge {
            guard let key = call.key.literal, let table = call.tableName else { continue }
            if call.location.file != file {
                file = call.location.file
                seen.removeAll(keepingCapacity: true)
            }
            guard seen.insert(LocalizationSite(
                key: key, table: table, line: call.location.line, column: call.location.column)).inserted
            else { continue }
            if hasTable[table] == nil { hasTable[table] = lookup.hasTable(table) }
            guard hasTable[table] == true, lookup.find(key, of: call, table: table) == nil else { continue }
            let quoted = StringsWriter.quoted(key)
            let shown = CodeKeyLookup.shown(for: key, call: call)
            var message = "key "
            message.reserveCapacity(quoted.utf8.count + table.utf8.count + shown.utf8.count + 80)
            message += quoted
            message += " is in no language's "
            message += table
            message += " table: translators never see it, and "
            message += shown
            found.append(diagnostic(
                message, file: call.location.file, location: call.location, language: nil, table: table, key: key))
        }
        return found
    }
}

/// One key looked up in one table at one place of a file.
private struct LocalizationSite: Hashable {
    var key: String
    var table: String
    var line: Int
    var column: Int
}
