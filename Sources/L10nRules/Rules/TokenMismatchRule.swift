import Lproj

/// A translation whose template tokens (`{NAME}`, `${NAME}`, `{0}`, ICU arguments) are not the base's.
public struct TokenMismatchRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "token-mismatch", name: "Token mismatch", severity: .error,
        summary: """
            When the base text of a .strings entry holds tokens (popup template fields {NAME} and the legacy ${NAME}, \
            numbered {0}, or the arguments of an ICU MessageFormat pattern such as {count, plural, one {# file} \
            other {# files}}), a translation must hold the same set, in any order: a token that is missing or \
            translated ({NAME} as {NOM}) shows raw braces or nothing. {NAME} and ${NAME} are the same field, and \
            field names match without regard to case, as popups match them; ICU argument names are compared with \
            case, and only the names, not the sub-messages. Braces around anything that is no name (spaces, quotes, \
            JSON) are text. Plural variants are compared with the base's same category, or its other, and may \
            leave out one token (the count of Arabic "one file"). Each value of a String Catalog's string set (App \
            Shortcut phrases, which must name ${applicationName}) must hold the tokens of one of the base's values; \
            a language may list its own phrases, in its own order.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Title\" = \"{NAME} in {CITY}\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Title\" = \"{NOM} à {CITY}\";\n"),
            ], expected: ["fr.lproj/Localizable.strings:1:11"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "Copied" = "Copied {0} of {1} features";
                    "Files" = "{count, plural, one {# file} other {# files}} in {folder}";

                    """),
                ExampleFile("de.lproj/Localizable.strings", """
                    "Copied" = "{0} Objekte kopiert";
                    "Files" = "{anzahl, plural, one {# Datei} other {# Dateien}} in {folder}";

                    """),
            ], expected: ["de.lproj/Localizable.strings:1:12", "de.lproj/Localizable.strings:2:11"]),
            RuleExample([
                ExampleFile("AppShortcuts.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Open ${applicationName}" : {
                          "localizations" : {
                            "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}", "Launch ${applicationName}" ] } },
                            "de" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName} starten", "App öffnen" ] } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ], expected: ["AppShortcuts.xcstrings:7:101"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("AppShortcuts.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Open ${applicationName}" : {
                          "localizations" : {
                            "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}", "Show ${type} in ${applicationName}" ] } },
                            "de" : { "stringSet" : { "state" : "translated", "values" : [ "${type} in ${applicationName} zeigen", "${applicationName} öffnen", "${applicationName} starten" ] } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "Title" = "{NAME} in {CITY}";
                    "Legacy" = "Owner: ${OWNER}";
                    "Files" = "{count, plural, one {# file} other {# files}}";
                    "JSON" = "Send {\\"id\\": 1} or { id }";
                    "Plain" = "Done";

                    """),
                ExampleFile("fr.lproj/Localizable.strings", """
                    "Title" = "{CITY} : {name}";
                    "Legacy" = "Propriétaire : {OWNER}";
                    "Files" = "{count, plural, one {# fichier} many {# de fichiers} other {# fichiers}}";
                    "JSON" = "Envoyer {\\"id\\": 1} ou { identifiant }";
                    "Plain" = "{Terminé}";

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "layers.zero" = "";
                    "layers.one" = "{0} layer";
                    "layers.two" = "";
                    "layers.few" = "";
                    "layers.many" = "";
                    "layers.other" = "{0} layers";

                    """),
                ExampleFile("ar.lproj/Localizable.strings", """
                    "layers.zero" = "لا طبقات";
                    "layers.one" = "طبقة واحدة";
                    "layers.two" = "طبقتان";
                    "layers.few" = "{0} طبقات";
                    "layers.many" = "{0} طبقة";
                    "layers.other" = "{0} طبقة";

                    """),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard !context.bundle.catalogs.isEmpty else { return tableFindings(context) }
        // A String Catalog's string sets are checked value by value, not as the one entry their table holds.
        let sets = CatalogStringSets(context)
        return tableFindings(context).filter { !sets.isStringSet(language: $0.language, table: $0.table, key: $0.key) }
            + stringSetFindings(sets)
    }

    /// The findings of every table's `.strings` file.
    private func tableFindings(_ context: CheckContext) -> [Diagnostic] {
        context.comparisons.filter { !$0.isTableMissing }.concurrentFlatMap { comparison -> [Diagnostic] in
            guard context.base.folder.tables[comparison.table]?.strings != nil,
                  let baseFacts = context.baseFacts[comparison.table],
                  let document = comparison.language.folder.tables[comparison.table]?.strings else { return [] }
            let facts = context.facts(of: comparison.language, table: comparison.table)
            let entries = facts.entries
            return entries.indices.compactMap { index -> Diagnostic? in
                let number = Int(facts.numbers[index])
                // Only a base text with tokens is compared: most keys are passed over without a string made.
                guard facts.isLastOfKey[index], number < 0 || baseFacts.tokenReferences[number] != nil,
                      !facts.isBlankValue[index] else { return nil }
                let key = facts.key(at: index, base: baseFacts.index)
                guard let reference = number >= 0
                        ? baseFacts.tokenReferences[number]
                        : TokenReference(key: key, base: baseFacts.table, stems: baseFacts.pluralStems),
                      let mismatch = mismatch(
                        reference, value: entries.value(at: index), language: comparison.language.name)
                else { return nil }
                return diagnostic(
                    "token mismatch in \(StringsWriter.quoted(key)): \(mismatch)", file: document.path,
                    location: entries.valueLocation(at: index), language: comparison.language.name,
                    table: comparison.table, key: key)
            }
        }
    }

    /// What is wrong with the tokens of `value` in `language` against `reference`, or `nil` when nothing is.
    func mismatch(_ reference: TokenReference, value: String, language: String) -> String? {
        let expectedTokens = reference.expected
        let fallbackTokens = reference.fallback
        let mayOmitOne = reference.mayOmitOne
        let found = TokenSet(value)
        // The usual case: the same tokens in the same order, so none is missing or new.
        if found.tokens == expectedTokens.tokens { return nil }
        let caseSensitive = expectedTokens.isMessageFormat || found.isMessageFormat || fallbackTokens.isMessageFormat
        let expected = expectedTokens.names(caseSensitive: caseSensitive)
        let allowed = expected.merging(fallbackTokens.names(caseSensitive: caseSensitive)) { first, _ in first }
        let present = found.names(caseSensitive: caseSensitive)
        let missing = ordered(expectedTokens, caseSensitive).filter { present[$0] == nil }.compactMap { expected[$0] }
        let new = ordered(found, caseSensitive).filter { allowed[$0] == nil }.compactMap { present[$0] }
        if new.isEmpty && (missing.isEmpty || (mayOmitOne && missing.count == 1)) { return nil }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("\(list(missing)) \(missing.count == 1 ? "is" : "are") missing") }
        if !new.isEmpty { parts.append("\(list(new)) \(new.count == 1 ? "is" : "are") new") }
        return parts.joined(separator: " and ") + " in \(language)"
    }

    /// The compared names of a set, each once, in text order.
    private func ordered(_ set: TokenSet, _ caseSensitive: Bool) -> [String] {
        var seen = Set<String>()
        return set.tokens.map { caseSensitive ? $0.name : $0.name.lowercased() }.filter { seen.insert($0).inserted }
    }

    private func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
