import ICUKit

/// `.lproj` folder names that are no language ID, or not in Apple's spelling.
public struct InvalidLanguageRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "invalid-language", name: "Invalid language folder", severity: .error,
        summary: """
            A `.lproj` folder must be named by a language ID: a language with an optional script and region \
            (`nb`, `zh-Hant`, `pt-BR`), checked with ICU. A name that is no language ID at all is an error: no \
            user's language ever matches it, so its translations are never shown. A well-formed ID whose \
            language, script or region ICU does not know is a warning. Legacy names (`English.lproj`) and other \
            spellings of a valid ID (`pt_BR`, `iw`) work but are notes, with Apple's name to use instead: `pt-BR`, and \
            for a language written in several scripts its script (`zh_CN` gives `zh-Hans`, `zh_TW` `zh-Hant`). \
            `Base.lproj` and `mul.lproj` (String Catalogs) are no languages and are not checked.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("French Canada.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
            ], expected: ["French Canada.lproj"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("English.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("pt_BR.lproj/Localizable.strings", "\"Done\" = \"Concluído\";\n"),
            ], expected: ["English.lproj", "pt_BR.lproj"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("Base.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("zh-Hant-TW.lproj/Localizable.strings", "\"Done\" = \"完成\";\n"),
                ExampleFile("pt-BR.lproj/Localizable.strings", "\"Done\" = \"Concluído\";\n"),
                ExampleFile("nb.lproj/Localizable.strings", "\"Done\" = \"Ferdig\";\n"),
                ExampleFile("mul.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Maps\";\n"),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.languages.compactMap { language -> Diagnostic? in
            let folder = language.folder
            guard LocalizationName.isLanguage(folderName: folder.name) else { return nil }
            let id: LanguageID
            do {
                id = try LanguageID(folderName: folder.name)
            } catch {
                let reason = String(describing: error)
                let subject = folder.directory.hasSuffix(".lproj")
                    ? "\(folder.directory) is not named by a language ID"
                    : "\(folder.directory) names a language that is no language ID"
                let message = "\(subject) (\(reason)), so no user's language matches it and its translations are "
                    + "never shown"
                return diagnostic(message, file: folder.directory, language: folder.name, table: nil)
            }
            if !id.isValid {
                return diagnostic(
                    "\(folder.directory): \(id.validationProblems.joined(separator: "; ")); Apple may never match it "
                        + "to a user's language",
                    file: folder.directory, language: folder.name, table: nil, severity: .warning)
            }
            if id.isLegacyName || id.tag != folder.name {
                let apple = id.appleName
                return diagnostic(
                    "\(folder.directory) is \(id.isLegacyName ? "a legacy name" : "another spelling") of "
                        + "\(apple); Apple's convention is \(apple).lproj",
                    file: folder.directory, language: folder.name, table: nil, severity: .note)
            }
            return nil
        }
    }
}
