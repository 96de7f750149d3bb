import ICUKit
import Lproj
/// A table of the base language that a translation lacks entirely.
public struct MissingTableRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "missing-table", name: "Missing table", severity: .error,
        summary: """
            The base language has a table (a .strings or .stringsdict file with keys) that a language lacks, or has \
            only as an empty file. Every key of the table is untranslated there; this is reported once for the \
            table, not once per key, and an empty file (0 bytes) is this one finding, which says so: syntax-error \
            does not report it again. A regional folder that has no file of a table its language's folder has \
            (en_CA.lproj without Statuses.strings, en.lproj with it) is a note: Apple looks a table up in each of the \
            user's localizations in turn, so its users get the language folder's table; an empty file there is found \
            first, and stays an error.
            """,
        triggeringExamples: [
            RuleExample([
                // A note: en_CA users get en.lproj/Statuses.strings.
                ExampleFile("en.lproj/Statuses.strings", "\"Online\" = \"Online\";\n"),
                ExampleFile("en.lproj/Localizable.strings", "\"Colour\" = \"Color\";\n"),
                ExampleFile("en-CA.lproj/Localizable.strings", "\"Colour\" = \"Colour\";\n"),
            ], expected: ["en-CA.lproj/Statuses.strings"]),
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Maps\";\n"),
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
            ], expected: ["fr.lproj/InfoPlist.strings"]),
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Maps\";\n"),
                ExampleFile("fr.lproj/InfoPlist.strings", ""),
            ], expected: ["fr.lproj/InfoPlist.strings"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/InfoPlist.strings", "/* Nothing to translate yet. */\n"),
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        let folders = Self.foldersByTag(context)
        return context.comparisons.filter(\.isTableMissing).map { comparison in
            let count = comparison.expectedCount
            // Apple looks a table up in each localization of the user's in turn: one a regional folder lacks comes
            // from its language's folder (en_CA.lproj without Statuses.strings reads en.lproj's). A file that is
            // there, even empty, is found first: its table is then empty.
            if comparison.language.folder.tables[comparison.table] == nil,
               let parent = Self.parent(of: comparison.language, having: comparison.table, in: folders) {
                let file = parent.tables[comparison.table].flatMap { $0.strings?.path ?? $0.stringsdict?.path }
                    ?? "\(parent.directory)/\(comparison.table).strings"
                return diagnostic(
                    "table \(comparison.table) is not in \(comparison.language.folder.directory): its users get "
                        + "\(file) instead, as Apple looks a table up in \(parent.directory) when "
                        + "\(comparison.language.folder.directory) lacks it",
                    file: comparison.file(for: nil, context: context), language: comparison.language.name,
                    table: comparison.table, severity: .note)
            }
            // An empty file is this one finding, which says so (syntax-error leaves it to this rule).
            let file = comparison.file(for: nil, context: context)
            let own = comparison.language.folder.tables[comparison.table]
            let isEmpty = [own?.strings?.issues, own?.stringsdict?.issues].contains { issues in
                issues?.contains { $0.problem == .emptyFile } ?? false
            }
            return diagnostic(
                "table \(comparison.table) is missing: " + (isEmpty ? "\(file) is empty (0 bytes), so " : "")
                    + "\(comparison.language.name) lacks "
                    + (count == 1 ? "the one key" : "all \(count) keys")
                    + " that the base language \(context.base.name) has in it",
                file: file, language: comparison.language.name, table: comparison.table)
        }
    }

    /// The language folders of the check (the base's included), by their BCP 47 tag.
    private static func foldersByTag(_ context: CheckContext) -> [String: LanguageFolder] {
        var result: [String: LanguageFolder] = [:]
        for language in context.languages {
            if let tag = language.tag, result[tag] == nil { result[tag] = language.folder }
        }
        return result
    }

    /// The nearest folder up `language`'s chain of parents (`en` for `en-CA`, `zh-Hant` then `zh` for `zh-Hant-HK`)
    /// that has a non-empty `table`, or `nil` when the language is no regional variant or none has it.
    private static func parent(
        of language: ResolvedLanguage, having table: String, in folders: [String: LanguageFolder]
    ) -> LanguageFolder? {
        guard let tag = language.tag, let id = try? LanguageID(folderName: tag) else { return nil }
        for parent in id.fallbackChain.dropFirst() {
            guard let folder = folders[parent], let found = folder.tables[table] else { continue }
            let entries = (found.strings?.entryCount ?? 0) + (found.stringsdict?.entries.count ?? 0)
            if entries > 0 || found.interfaceBuilder != nil { return folder }
        }
        return nil
    }
}
