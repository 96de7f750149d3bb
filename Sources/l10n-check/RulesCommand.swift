import ArgumentParser
import L10nRules

/// `l10n-check rules`: every rule with its id, severity, description and examples.
struct RulesCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, default severity, what each reports, and examples; then the policy rules "
            + "(min-complete, strict, max-warnings) that thresholds add.",
        discussion: """
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check rules"),
        HelpExample("l10n-check rules plural-category"),
        HelpExample("l10n-check rules --format markdown > rules.md", "the reference in docs/rules.md"),
    ]

    /// How the rules are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// Plain text for a terminal.
        case text
        /// The Markdown reference (`docs/rules.md`), with an index table.
        case markdown
    }

    @Argument(help: ArgumentHelp("Show only this rule.", valueName: "rule-id"))
    var ruleID: String?

    @Option(help: "How to print the rules: text, or markdown (the reference in docs/rules.md).")
    var format: Format = .text

    func validate() throws {
        if let ruleID, !RuleRegistry.descriptions.contains(where: { $0.id == ruleID }) {
            throw ValidationError("unknown rule '\(ruleID)'")
        }
    }

    func run() {
        let rules = RuleRegistry.descriptions.filter { ruleID == nil || $0.id == ruleID }
        switch format {
        case .text: write(rules.map(RuleCatalog.render).joined(separator: "\n"))
        case .markdown: write(RuleCatalog.markdown(rules))
        }
    }
}
