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
                let facts = context.facts(of: language, table: name)
                guard let document = table.strings, facts.hasDuplicateKeys else { return [] }
                // The first entry of each key, by its base key number (or its text, for a key the base lacks): no
                // entry of the table is made, only those reported.
                let entries = facts.entries
                var firstByNumber: [Int: Int] = [:]
                var firstByKey: [String: Int] = [:]
                var found: [Diagnostic] = []
                for index in entries.indices {
                    let number = Int(facts.numbers[index])
                    let otherKey = number >= 0 ? nil : entries.key(at: index)
                    guard let earlier = otherKey.map({ firstByKey[$0] }) ?? firstByNumber[number] else {
                        if let otherKey { firstByKey[otherKey] = index } else { firstByNumber[number] = index }
                        continue
                    }
                    let key = otherKey ?? entries.key(at: index)
                    let value = entries.value(at: index)
                    let differs = entries.value(at: earlier) != value
                    let place = entries.location(at: earlier).map { " (first at line \($0.line))" } ?? ""
                    let kept = document.keepsFirstDuplicate
                        ? "Apple uses the first value (a binary property list) and this one is never shown"
                        : "Apple uses this last value and the earlier one is never shown"
                    let message = differs
                        ? "duplicate key \(StringsWriter.quoted(key))\(place) with a different value; \(kept)"
                        : "duplicate key \(StringsWriter.quoted(key))\(place) with the same value"
                    found.append(diagnostic(
                        message, file: document.path, location: entries.location(at: index), language: language.name,
                        table: table.name, key: key, severity: differs ? .error : .warning))
                }
                return found
            }
        }
    }
}
