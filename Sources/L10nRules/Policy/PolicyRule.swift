import Lproj

/// A finding the exit policy adds after the rules ran (and after a baseline left known findings out): a language
/// below its threshold, or warnings that fail the run. One per file, each with a description whose examples, checked
/// with their configuration, are its tests.
public protocol PolicyRule: Sendable {
    /// What the policy checks, with examples.
    static var description: RuleDescription { get }

    /// The findings for a report whose warnings number `warnings` (across every bundle of a repository check).
    static func findings(in report: CheckReport, warnings: Int, policy: CheckPolicy) -> [Diagnostic]
}

/// Every policy rule, in the order `l10n-check rules` lists them after the rules.
public enum PolicyRules {
    /// All policy rules.
    public static let all: [any PolicyRule.Type] = [MinCompleteRule.self, StrictRule.self, MaxWarningsRule.self]

    /// The policy rule with this id, if there is one.
    public static func rule(id: String) -> (any PolicyRule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Every policy finding for a report.
    public static func findings(in report: CheckReport, warnings: Int, policy: CheckPolicy) -> [Diagnostic] {
        all.flatMap { $0.findings(in: report, warnings: warnings, policy: policy) }
    }
}

extension PolicyRules {
    /// `(set in FILE:LINE:COLUMN)` for a setting made in a configuration file, `(--option)` for one made on the
    /// command line.
    static func origin(of setting: String, policy: CheckPolicy, option: String? = nil) -> String {
        if let place = policy.origins[setting] { return "set in \(place)" }
        return option.map { "set by \($0)" } ?? "set in the configuration"
    }
}
