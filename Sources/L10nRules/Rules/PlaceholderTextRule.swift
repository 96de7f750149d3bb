import Lproj

/// A text of an Interface Builder file that nobody translates, missing from languages' tables.
public struct PlaceholderTextRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "placeholder-text", name: "Placeholder text", severity: .note,
        summary: """
            A text of an Interface Builder file (Base.lproj/Main.storyboard) that translators are not asked for is \
            missing from some languages' tables: the object library's default text of its class ("Label" of a \
            label, "Text Cell" of a text cell, "Button", "Box", "Window" of a window, filler text), which code \
            replaces at run time, or a text without a word ("16:9", "1280", "⇧⌘O": no two letters in a row), which reads the same in every \
            language. Users of those languages see the base text, which is usually right, so this is a note, one per \
            text, naming the languages; set the rule's severity to warning to ask for them, or off to hide them. \
            Texts an app marks as not to translate (BartyCrouch's #bc-ignore!, or "DO NOT LOCALIZE" as Sparkle \
            writes it, in the text or in the object's Comment For Localizer) are never reported, by this rule or by \
            missing-key.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("Base.lproj/Main.storyboard", InterfaceBuilderExamples.placeholderStoryboard),
                ExampleFile("fr.lproj/Main.strings", "\"Tit-le-Lbl.text\" = \"Titre\";\n"),
            ], expected: ["Base.lproj/Main.storyboard:9:13", "Base.lproj/Main.storyboard:10:13"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("Base.lproj/Main.storyboard", InterfaceBuilderExamples.placeholderStoryboard),
                ExampleFile("fr.lproj/Main.strings", """
                    "Tit-le-Lbl.text" = "Titre";
                    "Def-au-Lbl.text" = "Étiquette";
                    "Asp-ec-Lbl.text" = "16:9";

                    """),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.interfaceBuilderTexts.sorted { $0.key < $1.key }.flatMap { table, texts in
            texts.texts.compactMap { entry -> Diagnostic? in
                guard let lacking = texts.lacking[entry.key], let kind = texts.kind(of: entry.key),
                      let what = Self.what(kind)
                else { return nil }
                return diagnostic(
                    "\(texts.document.fileName) text \(StringsWriter.quoted(entry.value)) (\(entry.key)) is \(what), "
                        + "untranslated in \(lacking.count) of \(texts.languages.count) languages ("
                        + lacking.joined(separator: ", ") + "), whose users see it as it is",
                    file: texts.document.path, location: entry.location, language: nil, table: table, key: entry.key)
            }
        }
    }

    /// How a finding names the kind of text, or `nil` for a kind this rule does not report.
    private static func what(_ kind: InterfaceBuilderTextKind) -> String? {
        switch kind {
        case .libraryDefault: "the object library's default text"
        case .noWord: "a text without a word"
        case .text, .notToTranslate: nil
        }
    }
}
