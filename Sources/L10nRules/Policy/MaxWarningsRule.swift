import Lproj

/// More warnings than `--max-warnings` (or `max_warnings`) allows.
public enum MaxWarningsRule: PolicyRule {
    /// The policy's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "max-warnings", name: "Too many warnings", severity: .error,
        summary: """
            The run has more warnings than `--max-warnings N` (or `max_warnings: N` in the configuration) allows: \
            one error says how many there are and the limit, so a team can hold the number of warnings down while it \
            fixes them. Warnings a baseline accepts do not count; a run with exactly N warnings passes.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n\"Old\" = \"Alt\";\n"),
            ], configuration: "max_warnings: 0\n", expected: [""]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n\"Old\" = \"Alt\";\n"),
            ], configuration: "max_warnings: 1\n"),
        ])

    /// One error when there are more warnings than the policy allows.
    public static func findings(in report: CheckReport, warnings: Int, policy: CheckPolicy) -> [Diagnostic] {
        guard let limit = policy.maxWarnings, warnings > limit else { return [] }
        let origin = PolicyRules.origin(of: "max_warnings", policy: policy, option: "--max-warnings")
        return [Diagnostic(
            rule: description.id, severity: description.severity,
            message: "\(warnings) warning\(warnings == 1 ? "" : "s"), more than the \(limit) allowed (\(origin))",
            file: "")]
    }
}
