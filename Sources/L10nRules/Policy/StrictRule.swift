import Lproj

/// Warnings in a run that `--strict` (or `strict: true`) makes fail.
public enum StrictRule: PolicyRule {
    /// The policy's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "strict", name: "Warnings in a strict run", severity: .error,
        summary: """
            The run has warnings and `--strict` (or `strict: true` in the configuration) makes warnings fail it: \
            one error says how many there are, so every report, not only the exit status, shows why the run failed. \
            Warnings a baseline accepts do not count.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n\"Old\" = \"Alt\";\n"),
            ], configuration: "strict: true\n", expected: [""]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n\"Old\" = \"Alt\";\n"),
            ], configuration: "strict: false\n"),
        ])

    /// One error when the policy is strict and there are warnings.
    public static func findings(in report: CheckReport, warnings: Int, policy: CheckPolicy) -> [Diagnostic] {
        guard policy.strict, warnings > 0 else { return [] }
        let origin = PolicyRules.origin(of: "strict", policy: policy, option: "--strict")
        return [Diagnostic(
            rule: description.id, severity: description.severity,
            message: "\(warnings) warning\(warnings == 1 ? "" : "s"), and warnings fail a strict run (\(origin))",
            file: "")]
    }
}
