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
            them) is a base key.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
            ], expected: ["fr.lproj/Localizable.strings"]),
            RuleExample([
                ExampleFile("Base.lproj/Main.storyboard", InterfaceBuilderExamples.storyboard),
                ExampleFile("fr.lproj/Main.strings", "\"Qui-t0-Abc.title\" = \"Quitter\";\n"),
            ], expected: ["fr.lproj/Main.strings"]),
        ],
        nonTriggeringExamples: [
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
        context.comparisons.filter { !$0.isTableMissing }.flatMap { comparison in
            let interfaceBuilder = context.base.folder.tables[comparison.table]?.interfaceBuilder
            let baseTexts = interfaceBuilder.map { document in
                Dictionary(document.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            }
            return comparison.missingKeys.map { key in
                let language = comparison.language.name
                let reason = interfaceBuilder.map {
                    InterfaceBuilderMessages.missingReason(baseText: baseTexts?[key], document: $0, language: language)
                } ?? "the base language \(context.base.name) has it, \(language) does not"
                return diagnostic(
                    "missing key \(StringsWriter.quoted(key)): " + reason,
                    file: comparison.file(for: key, context: context), language: comparison.language.name,
                    table: comparison.table, key: key)
            }
        }
    }
}
