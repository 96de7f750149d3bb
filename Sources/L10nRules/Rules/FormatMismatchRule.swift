import Lproj

/// A translation whose printf-style specifiers do not read the arguments the base language's do.
public struct FormatMismatchRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "format-mismatch", name: "Format mismatch", severity: .error,
        summary: """
            A translation's format specifiers (%@, %d, %1$lu, ...) must read the arguments the base language's \
            read, position by position as Apple numbers them. String(format:) crashes or prints garbage when a \
            position is read as another type (%d for an object), past the arguments (an extra one), after a \
            skipped position (%1$@ %3$@ reads the wrong arguments), or at an invalid specifier (%1$I prints "1"); \
            a missing argument loses its text. Reordering with positions is fine, and so is a plain base (%@ to %@) \
            against a positional translation. An integer read wider than the base's (%ld for %d) is an error; \
            narrower (%d for %ld, right only below 2^31) or cut (%hd for %d) is a warning, and so is mixing \
            positional and plain specifiers where the numbers happen to line up. Signedness (%u for %d) and the \
            notation of a double (%g for %f) are not reported. Plural variants (stem.one, ...) are compared with \
            the base's same category, or its other when that is empty, and may leave out one argument (Arabic \
            "one file"); so are .stringsdict forms, and format keys are compared too. A base text with no \
            specifier and no %% is no format and is not checked; a specifier with a space flag, such as the % o \
            of "50% off", does not make one. In a String Catalog, `%#@name@` and `%arg` read the argument their \
            substitution names (`argNum`, `formatSpecifier`; without `argNum`, the argument of the place its \
            `%#@name@` takes in the text), and a form of a substitution is compared as a .stringsdict form is. A \
            plural form of a catalog (of a variation, also inside a device variation, or of a substitution) may \
            leave out the argument its selector consumes (the count, or the substitution's own), even before an \
            argument it reads, but no other. Each language of a catalog is compared through the arguments the entry \
            passes, whatever shape it gives the entry: those the base's texts read (its substitutions' forms \
            included, where `%2$@` is the call's argument 2), and the key's own where the key is a format (Xcode makes \
            `"label %lld"` from an interpolation, so the count is passed even where English says "starred"). A text \
            must show what the base's text of the same path shows, or, where its shape is its own, what the base's \
            texts show. Each value of a string set (App Shortcut phrases) must read as one of \
            the base's values.
            """,
        triggeringExamples: [
            RuleExample([
                // English reads argument 2 inside its substitution's forms; German skips argument 1.
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld followers (%@)" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@followers@" }, "substitutions" : {
                            "followers" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg follower (%2$@)" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg followers (%2$@)" } } } } } } },
                          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld abonnés (%2$@)" } },
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Follower: %2$@" } }
                        } }
                      },
                      "version" : "1.0"
                    }

                    """),
            ], expected: ["Localizable.xcstrings:10:67"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Challenge\" = \"Challenge for %@ with failureCount: %lu\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Challenge\" = \"Anfrage für %2$@ mit %1$@ Fehlern\";\n"),
            ], expected: ["de.lproj/Localizable.strings:1:15"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Range\" = \"Enter a number between %1$i and %2$i\";\n"),
                ExampleFile("ko.lproj/Localizable.strings", "\"Range\" = \"%1$I에서 %2$i 사이의 숫자 입력\";\n"),
            ], expected: ["ko.lproj/Localizable.strings:1:11"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "Route" = "From %1$@ to %2$@";
                    "Saved" = "Saved %d of %d";
                    "Done" = "%d%% done";

                    """),
                ExampleFile("fr.lproj/Localizable.strings", """
                    "Route" = "De %1$@ à %3$@";
                    "Saved" = "%d enregistrés";
                    "Done" = "%d % terminé";

                    """),
            ], expected: [
                "fr.lproj/Localizable.strings:1:11", "fr.lproj/Localizable.strings:2:11",
                "fr.lproj/Localizable.strings:3:10",
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "files.zero" = "";
                    "files.one" = "%1$@ has %2$d file";
                    "files.two" = "";
                    "files.few" = "";
                    "files.many" = "";
                    "files.other" = "%1$@ has %2$d files";

                    """),
                ExampleFile("ru.lproj/Localizable.strings", """
                    "files.one" = "У %1$@ %2$d файл";
                    "files.few" = "У %1$@ %2$@ файла";
                    "files.many" = "У %1$@ %2$d файлов %3$@";
                    "files.other" = "У %1$@ %2$d файла";

                    """),
            ], expected: ["ru.lproj/Localizable.strings:2:15", "ru.lproj/Localizable.strings:3:16"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.stringsdict", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict>
                    <key>n_files</key><dict>
                      <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                      <key>files</key><dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d file</string>
                        <key>other</key><string>%d files</string>
                      </dict>
                    </dict>
                    </dict></plist>

                    """),
                ExampleFile("fr.lproj/Localizable.stringsdict", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict>
                    <key>n_files</key><dict>
                      <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                      <key>files</key><dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d fichier</string>
                        <key>other</key><string>%@ fichiers</string>
                      </dict>
                    </dict>
                    </dict></plist>

                    """),
            ], expected: ["fr.lproj/Localizable.stringsdict:9:21"]),
            RuleExample([
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld lines" : {
                          "localizations" : {
                            "en" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "Found a line ending other than %2$@." } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "Found %1$lld line endings other than %2$@." } } } } },
                            "fr" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "Une fin de ligne" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld fins de ligne autres que %2$@." } } } } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ], expected: ["Localizable.xcstrings:10:72"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld photos in %@" : {
                          "localizations" : {
                            "en" : {
                              "stringUnit" : { "state" : "translated", "value" : "%#@photos@ in %@" },
                              "substitutions" : { "photos" : { "argNum" : 1, "formatSpecifier" : "lld",
                                "variations" : { "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } } } } } }
                            },
                            "de" : {
                              "stringUnit" : { "state" : "translated", "value" : "%2$@: %1$#@photos@" },
                              "substitutions" : { "photos" : { "argNum" : 1, "formatSpecifier" : "lld",
                                "variations" : { "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Foto" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } } } } } }
                            }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld lines" : {
                          "localizations" : {
                            "en" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "Found a line ending other than %2$@." } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "Found %1$lld line endings other than %2$@." } } } } },
                            "de" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein Zeilenende außer %2$@ gefunden." } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Zeilenenden außer %2$@ gefunden." } } } } }
                          }
                        },
                        "tag %lld %lld" : {
                          "localizations" : {
                            "en" : {
                              "stringUnit" : { "state" : "translated", "value" : "%#@posts@ from %#@people@" },
                              "substitutions" : {
                                "people" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "one person" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg people" } } } } },
                                "posts" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg post" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg posts" } } } } } } },
                            "de" : {
                              "stringUnit" : { "state" : "translated", "value" : "%2$#@people@: %1$#@posts@" },
                              "substitutions" : {
                                "people" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "eine Person" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Personen" } } } } },
                                "posts" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Beitrag" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Beiträge" } } } } } } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "%@ to %@" = "%1$@ to %2$@";
                    "Saved %d of %d" = "";
                    "Done" = "%d%% done";
                    "Sale" = "50% off";

                    """),
                ExampleFile("de.lproj/Localizable.strings", """
                    "%@ to %@" = "%2$@ nach %1$@";
                    "Saved %d of %d" = "%2$d von %1$d gesichert";
                    "Done" = "%d %% fertig";
                    "Sale" = "50 % Rabatt";

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "files.zero" = "";
                    "files.one" = "In %2$@ kilometer, %1$@";
                    "files.two" = "";
                    "files.few" = "";
                    "files.many" = "";
                    "files.other" = "In %2$@ kilometers, %1$@";

                    """),
                ExampleFile("ar.lproj/Localizable.strings", """
                    "files.zero" = "الآن، %1$@";
                    "files.one" = "بعد كيلومتر واحد، %1$@";
                    "files.two" = "بعد كيلومترين، %1$@";
                    "files.few" = "بعد %2$@ كيلومترات، %1$@";
                    "files.many" = "بعد %2$@ كيلومترًا، %1$@";
                    "files.other" = "بعد %2$@ كيلومتر، %1$@";

                    """),
            ]),
        ])

    /// Every entry of every language is compared with the base's: started first.
    public static let takesLong = true

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        // A String Catalog's string sets are checked value by value; the `.strings` path passes over them.
        let sets = context.bundle.catalogs.isEmpty ? [] : stringSetFindings(
            CatalogStringSets(context), baseName: context.base.name)
        return tableFindings(context) + sets
    }

    /// The findings of every table's `.strings` and `.stringsdict` files.
    private func tableFindings(_ context: CheckContext) -> [Diagnostic] {
        context.comparisons.filter { !$0.isTableMissing }.concurrentFlatMap { comparison -> [Diagnostic] in
            guard let baseTable = context.base.folder.tables[comparison.table],
                  let table = comparison.language.folder.tables[comparison.table] else { return [] }
            let checker = FormatEntryChecker(
                rule: self, context: context, language: comparison.language.name, table: comparison.table,
                stems: context.pluralStems(ofTable: comparison.table))
            var found: [Diagnostic] = []
            if let document = table.strings, baseTable.strings != nil, let baseFacts = context.baseFacts[comparison.table] {
                // A String Catalog's units are compared with their substitutions resolved (`CatalogFormat`).
                let catalog = document.format == .catalog
                    ? context.bundle.catalogs.first { $0.path == document.path } : nil
                let formats = catalog.map { CatalogFormat.formats(of: $0, language: comparison.language.name) } ?? [:]
                // Where base and language both come from the catalog, each entry is compared through the arguments
                // it passes, whatever shape each language gives it (worked out once per catalog).
                let shared = catalog.flatMap { catalog in
                    KeyComparison.catalog(of: comparison.table, language: comparison.language, context: context)
                        .flatMap { context.catalogBases[$0.path] }
                }
                let baseFormats = shared?.formats
                    ?? catalog.map { CatalogFormat.formats(of: $0, language: context.base.name) } ?? [:]
                let arguments = shared?.arguments
                found += checker.check(
                    document, facts: context.facts(of: comparison.language, table: comparison.table), against: baseFacts,
                    formats: formats, baseFormats: baseFormats, catalogArguments: arguments)
            }
            if let document = table.stringsdict, let baseDocument = baseTable.stringsdict {
                found += checker.check(document, against: baseDocument)
            }
            return found
        }
    }
}
