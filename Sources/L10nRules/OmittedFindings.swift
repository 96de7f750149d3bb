import Lproj

/// Findings of one rule in one file that a report leaves out because there are too many to list (see
/// ``CheckReport/limitingFindings(perRuleAndFile:exceptGrouped:)``); they still count in the totals and the exit
/// status.
public struct OmittedFindings: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// The file, relative to the bundle.
    public var file: String
    /// How many were left out, by severity.
    public var counts: [Severity: Int] = [:]

    /// Creates an empty record for a rule and a file.
    public init(rule: String, file: String) {
        self.rule = rule
        self.file = file
    }

    /// How many were left out in all.
    public var total: Int { counts.values.reduce(0, +) }
}
