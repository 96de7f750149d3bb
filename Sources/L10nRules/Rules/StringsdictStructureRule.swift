import Lproj

/// `.stringsdict` entries whose structure Apple cannot use as written.
public struct StringsdictStructureRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "stringsdict-structure", name: "Stringsdict structure", severity: .error,
        summary: """
            Every `.stringsdict` entry needs an `NSStringLocalizedFormatKey` whose `%#@name@` references each name a \
            variable dictionary of the entry; each variable needs an `NSStringFormatSpecTypeKey` Apple knows \
            (plural, device-specific or variable-width rules), and a plural variable an \
            `NSStringFormatValueTypeKey`. A reference to a missing variable shows the raw `%#@name@` text (an \
            error); a variable no reference uses is dead (a warning).
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.stringsdict", entry(format: "%#@files@", variable: "file")),
            ], expected: ["en.lproj/Localizable.stringsdict:3:38", "en.lproj/Localizable.stringsdict:4:1"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.stringsdict", entry(format: "%#@files@ in %1$#@files@", variable: "files")),
            ]),
        ])

    private static func entry(format: String, variable: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>\(variable)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
        </dict></dict></plist>

        """
    }

    static let knownSpecTypes: Set<String> = [
        StringsdictVariable.pluralRuleType, StringsdictVariable.deviceSpecificRuleType,
        StringsdictVariable.variableWidthRuleType,
    ]

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.languages.flatMap { language in
            language.folder.tables.values.flatMap { table -> [Diagnostic] in
                guard let document = table.stringsdict else { return [] }
                let structure = document.structureIssues.map { issue in
                    diagnostic(
                        issue.message, file: document.path, location: issue.location, language: language.name,
                        table: table.name, severity: issue.severity)
                }
                return structure + document.entries.flatMap { entry in
                    check(entry, in: document, language: language.name, table: table.name)
                }
            }
        }
    }

    private func check(
        _ entry: StringsdictEntry, in document: StringsdictDocument, language: String, table: String
    ) -> [Diagnostic] {
        guard let format = entry.formatKey else { return [] }
        var found: [Diagnostic] = []
        let references = Self.references(in: format)
        let names = Set(entry.variables.map(\.name))
        for name in references where !names.contains(name) {
            found.append(diagnostic(
                "\(StringsWriter.quoted(entry.key)): the format refers to %#@\(name)@, which the entry does not "
                    + "define, so Apple shows it as it is",
                file: document.path, location: entry.formatKeyLocation ?? entry.location, language: language,
                table: table, key: entry.key))
        }
        for variable in entry.variables {
            if let spec = variable.specType, !Self.knownSpecTypes.contains(spec) {
                found.append(diagnostic(
                    "\(StringsWriter.quoted(entry.key)): \(variable.name) has the unknown rule type \(spec)",
                    file: document.path, location: variable.specTypeLocation ?? variable.location, language: language,
                    table: table, key: entry.key))
            }
            guard variable.isPlural else { continue }
            if !references.contains(variable.name) {
                found.append(diagnostic(
                    "\(StringsWriter.quoted(entry.key)): the variable \(variable.name) is never referenced by "
                        + "%#@\(variable.name)@ in the format, so its forms are never shown",
                    file: document.path, location: variable.location, language: language, table: table,
                    key: entry.key, severity: .warning))
            }
            if variable.valueType == nil {
                found.append(diagnostic(
                    "\(StringsWriter.quoted(entry.key)): the plural variable \(variable.name) has no "
                        + "NSStringFormatValueTypeKey (such as d) for its number",
                    file: document.path, location: variable.location, language: language, table: table,
                    key: entry.key, severity: .warning))
            }
        }
        return found
    }

    /// The names of `%#@name@` references in a format (also positional, `%1$#@name@`).
    static func references(in format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            var index = rest.index(after: percent)
            while index < rest.endIndex, rest[index].isASCII, rest[index].isNumber || rest[index] == "$" {
                index = rest.index(after: index)
            }
            if rest[index...].hasPrefix("#@"), let end = rest[rest.index(index, offsetBy: 2)...].firstIndex(of: "@") {
                names.append(String(rest[rest.index(index, offsetBy: 2)..<end]))
                rest = rest[rest.index(after: end)...]
            } else {
                rest = rest[rest.index(after: percent)...]
            }
        }
        return names
    }
}
