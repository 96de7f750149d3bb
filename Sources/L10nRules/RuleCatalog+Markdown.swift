/// Rule descriptions as Markdown, for `l10n-check rules --format markdown` and `docs/rules.md`.
extension RuleCatalog {
    /// The whole rules reference: an index table, then each rule with its summary and examples.
    public static func markdown(_ rules: [RuleDescription]) -> String {
        var lines = [
            "# Rules",
            "",
            "<!-- Written by `l10n-check rules --format markdown`: edit the rules' descriptions, not this file. -->",
            "",
            "Every rule has a stable id and a default severity. `error` fails the run; `warning` fails it with `--strict` "
                + "or past `--max-warnings`; `note` is shown only. Change a rule's severity, or leave keys out of it, "
                + "in `.l10n-check.yml` (see [the configuration](configuration.md)). Each example below is one of the "
                + "rule's tests: the files are checked as a bundle, and the rule reports exactly the places listed.",
            "",
            "| Rule | Severity | Reports |",
            "| --- | --- | --- |",
        ]
        lines += rules.map { "| [`\($0.id)`](#\($0.id)) | \($0.severity.rawValue) | \($0.name) |" }
        for rule in rules {
            lines += ["", "## \(rule.id)", "", "**\(rule.name).** Default severity: \(rule.severity.rawValue).", "",
                      rule.summary]
            for (title, examples) in [("Triggers", rule.triggeringExamples),
                                      ("Does not trigger", rule.nonTriggeringExamples)] {
                for example in examples { lines += markdown(example, title: title) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One example: its configuration and files as code blocks, then the places reported.
    static func markdown(_ example: RuleExample, title: String) -> [String] {
        var lines = ["", "### \(title)"]
        if !example.configuration.isEmpty {
            lines += ["", "`\(Configuration.fileName)`:", ""] + fenced(example.configuration)
        }
        for file in example.files {
            lines += ["", "`\(file.path)`:", ""] + fenced(file.display)
        }
        if !example.expected.isEmpty {
            lines += ["", "Reports: " + example.expected.map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        return lines
    }

    /// `text` in a code block whose fence is longer than any run of backticks in it.
    static func fenced(_ text: String) -> [String] {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return [fence] + body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [fence]
    }
}
