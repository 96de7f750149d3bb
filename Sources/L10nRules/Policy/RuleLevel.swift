import Lproj

/// What a configuration sets a rule to: a severity, or `off`.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
    /// Findings are errors: they fail the run.
    case error
    /// Findings are warnings: they fail the run only with `--strict` or past `--max-warnings`.
    case warning
    /// Findings are notes.
    case note
    /// The rule's findings are left out.
    case off

    /// The severity findings get, or `nil` for `off`.
    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .off: nil
        }
    }
}
