import Lproj

/// A translation identical to the base language's text.
public struct UntranslatedRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "untranslated", name: "Untranslated", severity: .note,
        summary: """
            A language's value is the same as the base language's, probably copied and never translated. Not \
            reported: text without a word of four letters or more (`%d`, `km`, `GB`, `OK`, `%1$@ min`: units and \
            acronyms stay; `%#@value@`, a String Catalog text made only of substitutions, whose forms carry the \
            words), a language of the base's family (`en-GB` for `en`), and texts on the allow-list (`--allow-untranslated OK`): names, codes and words that are the same \
            in many languages. A plural variant (stem.few) is compared with the base text it stands for: the base's \
            same category, or its other where that is empty, as sync writes it. A note: often the same text is right.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Cancel\" = \"Cancel\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Cancel\" = \"Cancel\";\n"),
            ], expected: ["de.lproj/Localizable.strings:1:12"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "files.one" = "%d file";
                    "files.few" = "";
                    "files.many" = "";
                    "files.other" = "%d files";

                    """),
                ExampleFile("cs.lproj/Localizable.strings", """
                    "files.one" = "%d soubor";
                    "files.few" = "%d files";
                    "files.many" = "%d souboru";
                    "files.other" = "%d souborů";

                    """),
            ], expected: ["cs.lproj/Localizable.strings:2:15"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                // `%#@value@` is the same in every language: its forms carry the words.
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%.1f pixel(s)" : { "localizations" : {
                          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@value@" }, "substitutions" : {
                            "value" : { "formatSpecifier" : "f", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%.1f pixel" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%.1f pixels" } } } } } } },
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@value@" }, "substitutions" : {
                            "value" : { "formatSpecifier" : "f", "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%.1f Bildpunkt" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%.1f Bildpunkte" } } } } } } }
                        } }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Units\" = \"%d/%d\";\n\"Cancel\" = \"Cancel\";\n"),
                ExampleFile("en-GB.lproj/Localizable.strings", "\"Units\" = \"%d/%d\";\n\"Cancel\" = \"Cancel\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Units\" = \"%d/%d\";\n\"Cancel\" = \"Abbrechen\";\n"),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// Whether text has a word of four letters or more, format specifiers aside: units, acronyms and short labels
    /// (`km`, `GB`, `OK`, `%1$@ min`) are the same in many languages.
    static func hasWords(_ text: String) -> Bool {
        var letters = 0
        var afterPercent = false
        var inVariable = false
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if inVariable {
                // `%#@name@` (a String Catalog substitution, a `.stringsdict` variable) is no word: its forms are.
                inVariable = character != "@"
                continue
            }
            if afterPercent, character == "@", previous == "#" {
                inVariable = true
                afterPercent = false
                continue
            }
            if afterPercent {
                afterPercent = !character.isLetter || character == "l" || character == "h" || character == "q"
                continue
            }
            if character == "%" {
                afterPercent = true
                letters = 0
            } else if character.isLetter {
                letters += 1
                if letters >= 4 { return true }
            } else {
                letters = 0
            }
        }
        return false
    }

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        let baseLanguage = context.base.tag.map { String($0.prefix { $0 != "-" }) }
        return context.comparisons.concurrentFlatMap { comparison -> [Diagnostic] in
            let language = comparison.language
            guard language.tag.map({ String($0.prefix { $0 != "-" }) }) != baseLanguage,
                  let document = language.folder.tables[comparison.table]?.strings,
                  context.base.folder.tables[comparison.table]?.strings != nil,
                  let baseFacts = context.baseFacts[comparison.table] else { return [] }
            let facts = context.facts(of: language, table: comparison.table)
            let entries = facts.entries
            let isCatalog = context.catalogKeys.isCatalog(comparison.table)
            return entries.indices.compactMap { index -> Diagnostic? in
                let number = Int(facts.numbers[index])
                // The base's text, or `nil` when it was found equal to the translation's bytes.
                let baseKey: String, baseText: String?
                if number >= 0 {
                    // The texts are compared as bytes: a string is made only for a text equal to the base's.
                    let reference = Int(baseFacts.untranslatedReference[number])
                    guard reference >= 0,
                          entries.withValueUTF8(at: index, { baseFacts.untranslatedText(of: number, is: $0) })
                    else { return nil }
                    (baseKey, baseText) = (baseFacts.index.keys[reference], nil)
                } else {
                    // A key the base lacks can only be a plural variant compared with its stem's other.
                    guard !baseFacts.pluralStems.isEmpty else { return nil }
                    baseKey = PluralVariant.baseKey(
                        for: entries.key(at: index), stems: baseFacts.pluralStems, in: baseFacts.runtimeTable)
                    guard let text = baseFacts.runtimeTable[baseKey] else { return nil }
                    baseText = text
                }
                let key = facts.key(at: index, base: baseFacts.index)
                let value = entries.value(at: index)
                guard baseText.map({ $0 == value }) ?? true, Self.hasWords(value), !context.allowedUntranslated.contains(value)
                else { return nil }
                let standIn = baseKey == key ? "" : " (its \(StringsWriter.quoted(baseKey)))"
                // In a String Catalog, the finding names the catalog key and the unit's path in it.
                let subject: String
                if isCatalog {
                    let (subjectKey, path, _) = context.catalogKeys.subject(for: key, table: comparison.table)
                    subject = StringsWriter.quoted(subjectKey) + (path.isEmpty ? "" : " (\(path))")
                } else {
                    subject = StringsWriter.quoted(key)
                }
                return diagnostic(
                    "\(subject) is the same in \(language.name) as in the base language "
                        + "\(context.base.name)\(standIn): \(StringsWriter.quoted(value))",
                    file: document.path, location: entries.valueLocation(at: index), language: language.name,
                    table: comparison.table, key: key)
            }
        }
    }
}
