import ICUKit
import Lproj

/// A key of a base table that code looks up, which no call of the sources uses.
public struct UnusedKeyRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "unused-key", name: "Unused key", severity: .warning,
        summary: """
            Only when sources are checked (a repository, or `--sources`): a key of a base `.strings` or \
            `.stringsdict` table that the sources look up, which no call of the app's code uses as written, no key \
            built at run time (`"alert.\\(kind).title"`) can match, and no string literal of the sources spells out (a \
            key handed to a view of the app's own that takes a `LocalizedStringKey` is looked up where no scanner \
            can see it). It is dead text that translators still translate; the finding names the languages that \
            carry it. Calls in previews, `#if DEBUG` code and test targets give no credit (the message says when \
            only they look a key up). A table read whole (`Bundle.main.path(forResource: "Errors", ofType: \
            "strings")`) has no unused key. Where some calls of the table build keys the scanner cannot read (a \
            variable), each unused key is a note that names those calls, so that a reader can rule them out. A \
            table no recognized call looks up (the app calls a wrapper of its own) gets one note instead: configure \
            the wrapper in `localization_functions`. Tables of Interface Builder files, String Catalogs, \
            `InfoPlist`, `AppShortcuts` and a `Settings.bundle` are not judged: the system, not the app's code, \
            reads them.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Gone\" = \"Gone\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n\"Gone\" = \"Parti\";\n"),
                ExampleFile("App/Done.swift", "let title = NSLocalizedString(\"Done\", comment: \"Button\")\n"),
            ], expected: ["en.lproj/Localizable.strings:2:1"]),
            RuleExample([
                ExampleFile("en.lproj/Alerts.strings", "\"alert.save.title\" = \"Save\";\n"),
                ExampleFile("App/Alerts.m", "NSString *t = NSLocalizedString(@\"Done\", nil);\n"),
            ], expected: ["en.lproj/Alerts.strings"]),
            RuleExample([
                // A note that names the call whose key the scanner cannot read; a key only a preview looks up.
                ExampleFile("en.lproj/Localizable.strings", """
                    "Done" = "Done";
                    "Gone" = "Gone";
                    "Sample" = "Sample";

                    """),
                ExampleFile("App/Done.swift", """
                    let done = Text("Done")
                    let title = NSLocalizedString(name, comment: "")
                    #Preview { Text("Sample") }

                    """),
            ], expected: ["en.lproj/Localizable.strings:2:1", "en.lproj/Localizable.strings:3:1"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "alert.save.title" = "Save?";
                    "alert.quit.title" = "Quit?";
                    "Done" = "Done";

                    """),
                ExampleFile("App/Alert.swift", """
                    let title = NSLocalizedString("alert.\\(kind).title", comment: "")
                    let done = String(localized: "Done")

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Gone\" = \"Gone\";\n"),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Settings\" = \"Settings\";\n"),
                ExampleFile("App/Row.swift", """
                    struct Row: View {
                        let title: LocalizedStringKey
                        var body: some View { Text(title) }
                    }
                    let done = Text("Done")
                    let row = Row(title: "Settings")

                    """),
            ]),
            RuleExample([
                // The table is read whole, as a dictionary.
                ExampleFile("en.lproj/Errors.strings", "\"E1\" = \"Disk full\";\n\"E2\" = \"No network\";\n"),
                ExampleFile("App/Errors.swift", """
                    let path = Bundle.main.path(forResource: "Errors", ofType: "strings")
                    let done = NSLocalizedString("Retry", tableName: "Errors", comment: "")

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/AppShortcuts.strings", "\"Start a ride in ${applicationName}\" = \"Start\";\n"),
                ExampleFile("App/Done.swift", "let title = String(localized: \"Done\", table: \"AppShortcuts\")\n"),
            ]),
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Maps\";\n"),
                ExampleFile("App/Done.swift", "let title = NSLocalizedString(\"Done\", tableName: \"InfoPlist\", comment: \"\")\n"),
            ]),
        ])

    /// The tables the system reads, not the app's code: the Info.plist's texts and the App Shortcuts' phrases.
    static let systemTables: Set<String> = [InfoPlistKeys.tableName, "AppShortcuts"]

    /// Every key of the base's tables is judged against the sources' calls: started first.
    public static let takesLong = true

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle: none without sources.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard let usage = context.codeUsage, context.bundle.name != "Settings.bundle" else { return [] }
        return context.base.folder.tables.sorted { $0.key < $1.key }.flatMap { name, table -> [Diagnostic] in
            guard !Self.systemTables.contains(name), table.interfaceBuilder == nil, table.strings?.format != .catalog,
                  let facts = context.baseFacts[name], facts.index.count > 0
            else { return [] }
            let file = table.strings?.path ?? table.stringsdict?.path ?? "\(context.base.folder.directory)/\(name).strings"
            guard let use = usage.tables[name] else {
                return [note(
                    "table \(name) (\(facts.index.count) keys) is looked up by no call the sources make: if the app "
                        + "reads it through a function of its own, configure that function in localization_functions "
                        + "so that its keys can be checked", file: file, table: name)]
            }
            return unused(in: name, table: table, facts: facts, usage: usage, unreadable: use.unreadableCalls,
                          context: context)
        }
    }

    /// One finding per key of the base table that no call uses, at its first entry; each a note that names the calls
    /// whose keys the scanner cannot read, when there are some (`unreadable`): one of them may build the key.
    private func unused(
        in name: String, table: LocalizedTable, facts: BaseTableFacts, usage: CodeUsage, unreadable: [SourceLocation],
        context: CheckContext
    ) -> [Diagnostic] {
        let translations = context.translations.map { ($0, context.facts(of: $0, table: name)) }
        // How many translations carry each key, counted once for the table.
        var carrying = [Int](repeating: 0, count: facts.index.count)
        for (_, languageFacts) in translations { languageFacts.countBaseKeys(into: &carrying) }
        let uses = usage.uses(table: name)
        let base = context.base.name
        let tail = ": no call of the app's code looks it up in table \(name), as written or built at run time; it is in "
        let unreadableTail = unreadable.isEmpty ? "" : Self.unreadableTail(unreadable)
        // Most dead keys are in every language: named so, the finding stays short.
        let everyLanguage = translations.isEmpty ? base : "every language (\(translations.count + 1))"
        var found: [Diagnostic] = []
        found.reserveCapacity(facts.index.count)
        forEachFirstEntry(of: table, facts: facts) { key, number, file, place in
            guard !Self.isUsed(key, by: uses, stems: facts.pluralStems) else { return }
            // A literal that spells out a key only code a user never runs looks up is most likely that call's own
            // argument: it gives no credit then.
            let onlyNotApp = usage.usesOutsideTheApp(key, table: name)
            guard onlyNotApp || !Self.isSpelledOut(key, usage: usage, stems: facts.pluralStems) else { return }
            let inEvery = number.map { carrying[$0] == translations.count } ?? translations.isEmpty
            let carriers = inEvery
                ? everyLanguage
                : ([base] + translations.compactMap { language, languageFacts in
                    number.map(languageFacts.has(baseKey:)) == true ? language.name : nil
                }).joined(separator: ", ")
            var message = "unused key "
            let quoted = StringsWriter.quoted(key)
            let notAppTail = onlyNotApp ? Self.notAppTail : ""
            message.reserveCapacity(
                message.utf8.count + quoted.utf8.count + tail.utf8.count + carriers.utf8.count + notAppTail.utf8.count
                    + unreadableTail.utf8.count)
            message += quoted
            message += tail
            message += carriers
            message += notAppTail
            message += unreadableTail
            // The place of an entry is worked out only for the keys found unused.
            let location = switch place {
            case .strings(let position): facts.facts.entries.location(at: position)
            case .stringsdict(let location): location
            }
            found.append(diagnostic(
                message, file: file, location: location, language: base, table: name, key: key,
                severity: unreadable.isEmpty ? nil : .note))
        }
        return found
    }

    /// What an unused key's finding adds when only code a user never runs looks it up.
    private static let notAppTail = "; only code a user never runs looks it up (a preview, DEBUG code or a test)"

    /// What an unused key's note adds when some calls of its table build keys the scanner cannot read: how many, and
    /// where the first three are, so that a reader can rule them out.
    private static func unreadableTail(_ calls: [SourceLocation]) -> String {
        let shown = calls.prefix(3).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
        let more = calls.count > 3 ? " and \(calls.count - 3) more" : ""
        let count = calls.count == 1 ? "1 call builds its key" : "\(calls.count) calls build their keys"
        return " (a note, not a warning: \(count) in a way the scanner cannot read, at \(shown)\(more); unless one of "
            + "them builds this key, it is dead)"
    }

    /// Where a key of a base table is first written: a `.strings` entry's position, or a `.stringsdict` entry's place.
    private enum EntryPlace {
        case strings(Int)
        case stringsdict(SourceLocation?)
    }

    /// Calls `body` with each key of the table once, its number in the base's index, and its first entry (`.strings`
    /// first, then `.stringsdict`), in the files' order.
    private func forEachFirstEntry(
        of table: LocalizedTable, facts: BaseTableFacts, _ body: (String, Int?, String, EntryPlace) -> Void
    ) {
        // Keys are told apart by their number (a base table's keys all have one).
        var seen = [Bool](repeating: false, count: facts.index.count)
        var seenUnnumbered = Set<String>()
        func visit(_ key: String, file: String, place: EntryPlace) {
            let number = facts.index.number(of: key)
            if let number {
                guard !seen[number] else { return }
                seen[number] = true
            } else {
                guard seenUnnumbered.insert(key).inserted else { return }
            }
            body(key, number, file, place)
        }
        if let strings = table.strings {
            let entries = facts.facts.entries
            let numbers = facts.facts.numbers
            for position in entries.indices {
                // An entry's number is known from reading the table: its key is the index's, made once.
                let number = Int(numbers[position])
                guard number >= 0 else {
                    visit(entries.key(at: position), file: strings.path, place: .strings(position))
                    continue
                }
                guard !seen[number] else { continue }
                seen[number] = true
                body(facts.index.keys[number], number, strings.path, .strings(position))
            }
        }
        if let stringsdict = table.stringsdict {
            for entry in stringsdict.entries {
                visit(entry.key, file: stringsdict.path, place: .stringsdict(entry.location))
            }
        }
    }

    /// Whether a call uses `key`: itself, or for a plural variant (`files.one`) its stem or any variant of it.
    private static func isUsed(_ key: String, by uses: CodeUsage.TableUses, stems: Set<String>) -> Bool {
        if uses.uses(key) { return true }
        guard let variant = PluralVariant(key: key), stems.contains(variant.stem) else { return false }
        return uses.uses(variant.stem) || PluralCategory.allCases.contains {
            uses.uses(PluralVariant.key(stem: variant.stem, category: $0))
        }
    }

    /// Whether a literal of the sources spells out `key`, or for a plural variant (`files.one`) its stem.
    private static func isSpelledOut(_ key: String, usage: CodeUsage, stems: Set<String>) -> Bool {
        if usage.literalTexts.contains(key) { return true }
        guard let variant = PluralVariant(key: key), stems.contains(variant.stem) else { return false }
        return usage.literalTexts.contains(variant.stem)
    }

    /// A note about a whole table.
    private func note(_ message: String, file: String, table: String) -> Diagnostic {
        diagnostic(message, file: file, language: nil, table: table, severity: .note)
    }
}
