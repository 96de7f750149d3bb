import Lproj
/// A key of a translation that the base language does not have.
public struct ExtraKeyRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "extra-key", name: "Extra key", severity: .warning,
        summary: """
            A language has a key that the base language lacks: a key renamed or removed in the base and left behind \
            in the translation, or a typo in the key. The app never asks for it. Plural variants in categories the \
            language uses are not extra. When the base is an Interface Builder file (Base.lproj/Main.storyboard), a \
            key `<objectID>.<property>` whose object was removed from the file is extra; keys of other shapes, which \
            code looks up in the same table, and the Info.plist keys of InfoPlist.strings are never extra (its \
            top-level keys, and the names of its document types, declared types and URL types, which Apple looks up \
            there too: `"Markdown Document" = "Document Markdown";`). When \
            sources are checked (a repository, or `--sources`), a key any code looks up (previews and tests \
            included), or that a string literal of the sources spells out, is never extra either. A String Catalog has \
            no extra key: each language gives an entry the shape it likes (its own variations and substitution \
            names, a plain text), and every entry belongs to the catalog as a whole.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n\"Dnoe\" = \"Terminé\";\n"),
            ], expected: ["fr.lproj/Localizable.strings:2:1"]),
            RuleExample([
                ExampleFile("Base.lproj/Main.storyboard", InterfaceBuilderExamples.storyboard),
                ExampleFile("fr.lproj/Main.strings", """
                    "Qui-t0-Abc.title" = "Quitter";
                    "Gon-e0-Obj.title" = "Supprimé";

                    """),
            ], expected: ["fr.lproj/Main.strings:2:1"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                // German varies by plural where English is plain, with a substitution of its own.
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "label %lld" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "starred" } },
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@count@" }, "substitutions" : {
                            "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Stern" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Sterne" } } } } } } }
                        } }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("Info.plist", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict>
                    <key>CFBundleDisplayName</key><string>Editor</string>
                    <key>CFBundleDocumentTypes</key><array>
                    <dict><key>CFBundleTypeName</key><string>Markdown Document</string></dict>
                    </array>
                    </dict></plist>

                    """),
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Editor\";\n"),
                ExampleFile("fr.lproj/InfoPlist.strings", """
                    "CFBundleDisplayName" = "Éditeur";
                    "Markdown Document" = "Document Markdown";

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Maps\";\n"),
                ExampleFile("fr.lproj/InfoPlist.strings", """
                    "CFBundleDisplayName" = "Cartes";
                    "NSLocationWhenInUseUsageDescription" = "Pour vous situer sur la carte.";

                    """),
            ]),
            RuleExample([
                ExampleFile("Base.lproj/Main.storyboard", InterfaceBuilderExamples.storyboard),
                ExampleFile("fr.lproj/Main.strings", """
                    "Qui-t0-Abc.title" = "Quitter";
                    "Cancel" = "Annuler";

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"files.one\" = \"%d file\";\n\"files.other\" = \"%d files\";\n"),
                ExampleFile("ru.lproj/Localizable.strings", """
                    "files.one" = "%d файл";
                    "files.few" = "%d файла";
                    "files.many" = "%d файлов";
                    "files.other" = "%d файла";

                    """),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.comparisons.filter { !$0.extraKeys.isEmpty }.flatMap { comparison in
            let table = comparison.language.folder.tables[comparison.table]
            // The first entry of each extra key is a lookup: a search per key made 100,000 extra keys take 32 s.
            let facts = context.facts(of: comparison.language, table: comparison.table)
            let stringsdictEntries = Self.firstEntries(table?.stringsdict?.entries ?? [], key: \.key)
            let interfaceBuilder = context.base.folder.tables[comparison.table]?.interfaceBuilder
            return comparison.extraKeys.map { tableKey in
                let entry = facts.firstEntryOfOtherKey[tableKey]
                let file = entry != nil ? table?.strings?.path : table?.stringsdict?.path
                let (key, path, location) = context.catalogKeys.subject(for: tableKey, table: comparison.table)
                let reason = interfaceBuilder.map { InterfaceBuilderMessages.extraReason(tableKey, document: $0) }
                    ?? "the base language \(context.base.name) has no such key, so it is never used"
                return diagnostic(
                    "extra key \(StringsWriter.quoted(key))\(path.isEmpty ? "" : " (\(path))"): " + reason,
                    file: file ?? comparison.file(for: tableKey, context: context),
                    location: entry.flatMap(facts.entries.location(at:)) ?? stringsdictEntries[tableKey]?.location ?? location,
                    language: comparison.language.name, table: comparison.table, key: key)
            }
        }
    }

    /// The first entry of each key, in one pass.
    private static func firstEntries<Entry>(_ entries: [Entry], key: (Entry) -> String) -> [String: Entry] {
        var result: [String: Entry] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries where result[key(entry)] == nil { result[key(entry)] = entry }
        return result
    }
}
