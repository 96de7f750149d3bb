import Lproj

/// A check over a whole bundle; one rule per file, each with a description whose examples are its tests.
public protocol Rule: Sendable {
    /// What the rule checks, with examples.
    static var description: RuleDescription { get }

    /// Creates the rule.
    init()

    /// The rule's findings in a bundle, at the rule's default severity.
    func check(_ context: CheckContext) -> [Diagnostic]
}

extension Rule {
    /// A finding of this rule at its default severity.
    func diagnostic(
        _ message: String, file: String, location: SourceLocation? = nil, language: String?, table: String?,
        key: String? = nil, category: String? = nil, severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: Self.description.id, severity: severity ?? Self.description.severity, message: message, file: file,
            location: location, language: language, table: table, key: key,
            category: category)
    }
}
