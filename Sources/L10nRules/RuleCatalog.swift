/// Rule descriptions as text, for `l10n-check rules` and the README.
public enum RuleCatalog {
    /// A rule: its id, severity and name, the summary, then its examples with what each reports.
    public static func render(_ rule: RuleDescription) -> String {
        var lines = ["\(rule.id) (\(rule.severity.rawValue)): \(rule.name)", "", wrap(rule.summary, indent: "  "), ""]
        for (title, examples) in [("Triggers", rule.triggeringExamples), ("Does not trigger", rule.nonTriggeringExamples)]
        where !examples.isEmpty {
            for example in examples {
                lines.append("  \(title):")
                if !example.configuration.isEmpty {
                    lines.append("    \(Configuration.fileName):")
                    lines += example.configuration.split(separator: "\n").map { "      " + $0 }
                }
                for file in example.files {
                    lines.append("    \(file.path):")
                    lines += file.display.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { "      " + $0 }.dropLast(file.display.hasSuffix("\n") ? 1 : 0)
                }
                if !example.expected.isEmpty {
                    lines.append("    reports: " + example.expected.joined(separator: ", "))
                }
                lines.append("")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text folded at 100 columns, each line indented.
    static func wrap(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > 100 && line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
