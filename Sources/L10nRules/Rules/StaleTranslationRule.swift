import Lproj

/// String Catalog translations that Xcode marks as not finished.
public struct StaleTranslationRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "stale-translation", name: "Stale translation", severity: .warning,
        summary: """
            In a String Catalog (`.xcstrings`), a translation whose state is `new` (not translated yet), \
            `needs_review` (the source text changed since), or `stale`: Apple shows it, but it may be wrong or \
            English. A `new` unit that still holds the source text is a language's placeholder, as `new-language` \
            and Xcode's export make them: untranslated reports it, as a note. An entry Xcode no longer finds in the \
            source code (`extractionState: stale`) or marked `shouldTranslate: false` is not required and not \
            reported.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Done" : {
                          "localizations" : {
                            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Fertig" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ], expected: ["Localizable.xcstrings:6:45"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Done" : {
                          "localizations" : {
                            "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
                            "hr" : { "stringUnit" : { "state" : "new", "value" : "Done" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("mul.lproj/Main.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Old" : {
                          "extractionState" : "stale",
                          "localizations" : {
                            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Alt" } }
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
                        "Done" : {
                          "localizations" : {
                            "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.bundle.catalogs.flatMap { catalog in
            catalog.entries.filter(\.isRequired).flatMap { entry -> [Diagnostic] in
                var found: [Diagnostic] = []
                var sourceTexts: Set<String>?
                for language in entry.languages where language != catalog.sourceLanguage {
                    for leaf in entry.leaves(for: language) {
                        guard let state = leaf.state, state != .translated else { continue }
                        if state == .new, let value = leaf.unit.value {
                            let texts = sourceTexts ?? Self.sourceTexts(of: entry, sourceLanguage: catalog.sourceLanguage)
                            sourceTexts = texts
                            if texts.contains(value) { continue }
                        }
                        let path = leaf.path.isEmpty ? "" : " (\(leaf.path))"
                        found.append(diagnostic(
                            "\(StringsWriter.quoted(entry.key))\(path) in \(language) is \(Self.meaning(state))",
                            file: catalog.path, location: leaf.unit.stateLocation ?? leaf.unit.location,
                            language: language, table: catalog.tableName, key: entry.key))
                    }
                }
                return found
            }
        }
    }

    /// Every text of the source language's units, and the source text (the key when the source has no unit).
    private static func sourceTexts(of entry: StringCatalogEntry, sourceLanguage: String?) -> Set<String> {
        guard let sourceLanguage else { return [entry.key] }
        var texts = Set(entry.leaves(for: sourceLanguage).compactMap(\.unit.value))
        if let text = entry.sourceText(sourceLanguage: sourceLanguage) { texts.insert(text) }
        return texts
    }

    private static func meaning(_ state: StringCatalogState) -> String {
        switch state {
        case .new: "new: not translated yet"
        case .needsReview: "marked needs_review: the source text changed since it was translated"
        case .stale: "stale"
        case .translated: "translated"
        }
    }
}
