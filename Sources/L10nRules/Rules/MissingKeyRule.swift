import Lproj
/// A key of the base language that a translation lacks.
public struct MissingKeyRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "missing-key", name: "Missing key", severity: .error,
        summary: """
            A key of the base language is missing from a language's table, so users of that language see the key \
            or the base language's text. Reported once per key. Plural variants (stem.one, stem.few, ...) are \
            judged by plural-category instead: a language is never asked for a category it does not use. A plural \
            stem missing altogether is reported once, as its `other` key. When the base is an Interface Builder file \
            (Base.lproj/Main.storyboard), every localizable text of it (`<objectID>.<property>`, as ibtool exports \
            them) is a base key; a text missing there keeps the storyboard's base text, only a note in a regional \
            variant of the base language (en-GB of en). Apple does not fall back from a regional variant (`en-GB.lproj`) to its language \
            (`en.lproj`) key by key: a key missing there shows as the key itself. So in a regional variant of the \
            base language, a missing key whose base text is the key itself shows the right text and is only a note; \
            any other missing key there is an error. A storyboard text that no language's table holds (at least \
            two languages have the table, none has the text) is one warning at the text in the IB file, naming the \
            languages: the tables were made before the text was, so no translator was asked for it. Texts nobody \
            translates (defaults of the object library, texts without a word) are placeholder-text's, and texts \
            marked #bc-ignore! or DO NOT LOCALIZE (in the text or its note) no rule's. With the app's sources, a \
            key the code uses (`NSLocalizedString(@"Cancel", \
            nil)`) that the base's table lacks keeps its text in the code: where some languages translate it, each \
            other language with the table is missing it. A key that is an identifier (`settings.title`), which the \
            code uses without a default value and which translations have but the base lacks, is missing from the \
            development language: its users see the key itself. A missing text that every language having it keeps as the \
            base's text ("px", a product name), where the user sees that same text (an Interface Builder text, or a key \
            that is its own text), is a note: a translation would show the same; one that some language translates \
            otherwise stays an error. In a String Catalog, a language has an entry when it \
            gives it any text (plain, varied or through substitutions of its own): an entry it lacks is one finding, \
            however many forms the base has; an entry marked `shouldTranslate: false`, or an Interface Builder text \
            a `mul.lproj` catalog marks so, is required of no language.
            """,
        triggeringExamples: [
            RuleExample([
                // A note for "px", which every language that has it keeps as it is (fr users see what a translation
                // would show), an error for "Save", which de translates.
                ExampleFile("en.lproj/Localizable.strings", "\"px\" = \"px\";\n\"Save\" = \"Save\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"px\" = \"px\";\n\"Save\" = \"Sichern\";\n"),
                ExampleFile("es.lproj/Localizable.strings", "\"px\" = \"px\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
            ], expected: ["es.lproj/Localizable.strings", "fr.lproj/Localizable.strings", "fr.lproj/Localizable.strings"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n\"Cancel\" = \"Abbrechen\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
                ExampleFile("App/Prefs.m", "NSString *c = NSLocalizedString(@\"Cancel\", nil);\n"),
            ], expected: ["fr.lproj/Localizable.strings"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"done\" = \"Terminé\";\n\"settings.title\" = \"Réglages\";\n"),
                ExampleFile("App/Settings.swift", "let title = NSLocalizedString(\"settings.title\", comment: \"\")\n"),
            ], expected: ["en.lproj/Localizable.strings"]),
            RuleExample([
                // A note for "Edit" (users of en-GB see the key, which is the text), an error for "color_label".
                ExampleFile("en.lproj/Localizable.strings", """
                    "Done" = "Done";
                    "Edit" = "Edit";
                    "color_label" = "Colour";

                    """),
                ExampleFile("en-GB.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
            ], expected: ["en-GB.lproj/Localizable.strings", "en-GB.lproj/Localizable.strings"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
            ], expected: ["fr.lproj/Localizable.strings"]),
            RuleExample([
                ExampleFile("Base.lproj/Main.storyboard", InterfaceBuilderExamples.storyboard),
                ExampleFile("fr.lproj/Main.strings", "\"Qui-t0-Abc.title\" = \"Quitter\";\n"),
            ], expected: ["fr.lproj/Main.strings"]),
            RuleExample([
                // "Open" is in neither language's table: one warning, at the text in the storyboard.
                ExampleFile("Base.lproj/Main.storyboard", InterfaceBuilderExamples.storyboard),
                ExampleFile("fr.lproj/Main.strings", "\"Qui-t0-Abc.title\" = \"Quitter\";\n"),
                ExampleFile("de.lproj/Main.strings", "\"Qui-t0-Abc.title\" = \"Beenden\";\n"),
            ], expected: ["Base.lproj/Main.storyboard:14:21"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                // Japanese writes one plain text where English varies; the brand name is kept as it is.
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld files" : { "localizations" : {
                          "en" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                          "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } }
                        } },
                        "Mapster" : { "shouldTranslate" : false }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "Done" = "Done";
                    "items.zero" = "";
                    "items.one" = "%d item";
                    "items.two" = "";
                    "items.few" = "";
                    "items.many" = "";
                    "items.other" = "%d items";

                    """),
                ExampleFile("ja.lproj/Localizable.strings", "\"Done\" = \"完了\";\n\"items.other\" = \"%d 項目\";\n"),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        let objectTexts = context.interfaceBuilderTexts
        let kept = Self.keptTexts(context)
        let perLanguage = context.comparisons.filter { !$0.isTableMissing }.flatMap { comparison in
            let variant = RegionalVariantLookup(comparison: comparison, context: context)
            let texts = objectTexts[comparison.table]
            // Named once per table (ICU's name of the language): a language may lack thousands of keys.
            let mention = comparison.missingKeys.isEmpty ? "" : LanguageMention.named(comparison.language.name)
            return comparison.missingKeys.compactMap { tableKey -> Diagnostic? in
                // Texts nobody translates are placeholder-text's; a text no language has is one finding, below.
                if let texts, let kind = texts.kind(of: tableKey), kind != .text || texts.isInNoTable(tableKey) {
                    return nil
                }
                // In a String Catalog, the finding names the catalog key and stands at it.
                let (key, path, location) = context.catalogKeys.subject(for: tableKey, table: comparison.table)
                let file = comparison.file(for: tableKey, context: context)
                let language = comparison.language.name
                // An object's text missing from an Interface Builder table keeps the storyboard's base text, which
                // is right for a regional variant of the base language (en-GB of en): a note there.
                // A key code looks up in the same table (a String Catalog's, beside the storyboard) is no object text.
                let objectText = texts?.entries[tableKey]?.value
                let (variantSeverity, shown) = objectText != nil
                    ? (variant != nil ? Severity.note : nil, "")
                    : variant?.consequence(ofMissing: tableKey) ?? (nil, "")
                // What the user sees is what every translation shows: the storyboard's text, or a key that is its own
                // text (`"px" = "px"`), which every language that has it keeps. A note at most.
                var severity = variantSeverity
                var keptReason: String?
                if severity == nil, let baseText = objectText ?? context.baseFacts[comparison.table]?.table[tableKey],
                   objectText != nil || baseText == tableKey,
                   let seen = kept[comparison.table]?.shown(tableKey, text: baseText, mention: mention) {
                    severity = .note
                    keptReason = (texts.map { "\($0.document.fileName) has this text and the table of \(language) lacks it" }
                        ?? "the base language \(context.base.name) has it, \(mention) does not") + seen
                }
                let reason = texts.flatMap { texts in
                    objectText.map {
                        InterfaceBuilderMessages.missingReason(
                            baseText: $0, document: texts.document, mention: mention)
                    }
                } ?? ("the base language \(context.base.name) has it, \(mention) does not" + shown)
                let because = keptReason ?? reason
                return diagnostic(
                    "missing key \(StringsWriter.quoted(key))\(path.isEmpty ? "" : " (\(path))"): " + because,
                    file: file, location: file.hasSuffix(".xcstrings") ? location : nil,
                    language: language, table: comparison.table, key: key, severity: severity)
            }
        }
        return perLanguage + codeKeysMissing(context) + objectTexts.sorted { $0.key < $1.key }.flatMap { table, texts in
            textsInNoTable(texts, table: table)
        }
    }

    /// The texts every translation that has them keeps as the base's, among the keys some language lacks, by table.
    private static func keptTexts(_ context: CheckContext) -> [String: KeptBaseTexts] {
        var candidates: [String: Set<String>] = [:]
        for comparison in context.comparisons where !comparison.isTableMissing && !comparison.missingKeys.isEmpty {
            candidates[comparison.table, default: []].formUnion(comparison.missingKeys)
        }
        return candidates.reduce(into: [:]) { result, table in
            result[table.key] = KeptBaseTexts(table: table.key, candidates: table.value, context: context)
        }
    }

    /// One warning per text of an Interface Builder file that no language's table holds: the tables were made before
    /// the text was, so no translator was asked for it; that is one thing to do, not an error per language.
    private func textsInNoTable(_ texts: InterfaceBuilderTexts, table: String) -> [Diagnostic] {
        texts.texts.filter { texts.kind(of: $0.key) == .text && texts.isInNoTable($0.key) }.map { entry in
            diagnostic(
                "missing key \(StringsWriter.quoted(entry.key)): \(texts.document.fileName) has this text ("
                    + "\(StringsWriter.quoted(entry.value))) and it is in no language's table: "
                    + InterfaceBuilderMessages.inNoTableReason(languages: texts.languages),
                file: texts.document.path, location: entry.location, language: nil, table: table, key: entry.key,
                severity: .warning)
        }
    }
}
