import ArgumentParser
import L10nRules

/// `l10n-check rules`: every rule with its id, severity, description and examples.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, default severity, what each reports, and examples; then the policy rules "
            + "(min-complete, strict, max-warnings) that thresholds add.",
        discussion: """
            Examples:
              l10n-check rules
              l10n-check rules plural-category
            """)

    @Argument(help: ArgumentHelp("Show only this rule.", valueName: "rule-id"))
    var ruleID: String?

    func validate() throws {
        if let ruleID, !RuleRegistry.descriptions.contains(where: { $0.id == ruleID }) {
            throw ValidationError("unknown rule '\(ruleID)'")
        }
    }

    func run() {
        let rules = RuleRegistry.descriptions.filter { ruleID == nil || $0.id == ruleID }
        write(rules.map(RuleCatalog.render).joined(separator: "\n"))
    }
}
