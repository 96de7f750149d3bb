import Lproj
/// A key defined twice in one file.
public struct DuplicateKeyRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "duplicate-key", name: "Duplicate key", severity: .warning,
        summary: """
            A key appears more than once in the same file. Apple keeps one value silently (the last in a text or \
            XML file, the first in a binary property list), so an edit to the other never shows. An error when the values differ (one text is lost), a warning when they are the \
            same.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Done\" = \"Finished\";\n"),
            ], expected: ["en.lproj/Localizable.strings:2:1"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"done\" = \"done\";\n"),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.languages.flatMap { language in
            language.folder.tables.flatMap { name, table -> [Diagnostic] in
                guard let document = table.strings, context.facts(of: language, table: name).hasDuplicateKeys
                else { return [] }
                var first: [String: Int] = [:]
                var found: [Diagnostic] = []
                for (index, entry) in document.entries.enumerated() {
                    guard let earlier = first[entry.key] else {
                        first[entry.key] = index
                        continue
                    }
                    let previous = document.entries[earlier]
                    let differs = previous.value != entry.value
                    let place = previous.location.map { " (first at line \($0.line))" } ?? ""
                    let kept = document.keepsFirstDuplicate
                        ? "Apple uses the first value (a binary property list) and this one is never shown"
                        : "Apple uses this last value and the earlier one is never shown"
                    let message = differs
                        ? "duplicate key \(StringsWriter.quoted(entry.key))\(place) with a different value; \(kept)"
                        : "duplicate key \(StringsWriter.quoted(entry.key))\(place) with the same value"
                    found.append(diagnostic(
                        message, file: document.path, location: entry.location, language: language.name,
                        table: table.name, key: entry.key, severity: differs ? .error : .warning))
                }
                return found
            }
        }
    }
}
