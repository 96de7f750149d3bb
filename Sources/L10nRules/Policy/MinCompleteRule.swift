import Foundation
import Lproj

/// A language less complete than its `min_complete` threshold.
public enum MinCompleteRule: PolicyRule {
    /// The policy's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "min-complete", name: "Language below its completeness threshold", severity: .error,
        summary: """
            A language has a smaller share of the base language's keys than the configuration's \
            `languages: {LANG: {min_complete: PERCENT}}` requires, or the bundle has no folder for a language that \
            has a threshold. Complete is the share of keys the language should have (the base's, with plural \
            variants by the language's own plural rules) that it has, as the summary table shows it; a language \
            exactly at its threshold passes. The finding is an error, so the run fails and every report says why.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n"),
            ], configuration: "languages:\n  de: {min_complete: 80}\n  fr: {min_complete: 50}\n",
            expected: ["de.lproj", "fr.lproj"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n"),
            ], configuration: "languages:\n  de: {min_complete: 50}\n"),
        ])

    /// One error per language with a threshold it does not reach, or with no folder in the bundle.
    public static func findings(in report: CheckReport, warnings: Int, policy: CheckPolicy) -> [Diagnostic] {
        guard !policy.languages.isEmpty else { return [] }
        let summaries = Dictionary(
            report.languages.map { (CheckPolicy.fold($0.language), $0) }, uniquingKeysWith: { first, _ in first })
        return policy.languages.sorted { $0.key < $1.key }.compactMap { name, settings -> Diagnostic? in
            guard let threshold = settings.minComplete else { return nil }
            let origin = PolicyRules.origin(of: "languages.\(name).min_complete", policy: policy)
            guard let summary = summaries[CheckPolicy.fold(name)] else {
                return Diagnostic(
                    rule: description.id, severity: description.severity,
                    message: "the bundle has no \(name).lproj, but \(name) must be at least \(percent(threshold)) "
                        + "complete (min_complete \(origin))",
                    file: "\(name).lproj", language: name)
            }
            guard summary.percentComplete < threshold else { return nil }
            let present = summary.expected - summary.missing
            return Diagnostic(
                rule: description.id, severity: description.severity,
                message: "\(summary.language) is \(percent(summary.percentComplete, roundingDown: true)) complete "
                    + "(\(present) of \(summary.expected) keys, \(summary.missing) missing), below its min_complete of "
                    + "\(percent(threshold)) (\(origin))",
                file: summary.directory, language: summary.language)
        }
    }

    /// `97.4%`, `80%`: at most one decimal, rounded down for a language's share so that 79.96 % never shows as 80 %.
    static func percent(_ value: Double, roundingDown: Bool = false) -> String {
        let tenths = roundingDown ? (value * 10).rounded(.down) : (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? "\(Int(tenths / 10))%" : String(format: "%.1f%%", tenths / 10)
    }
}
