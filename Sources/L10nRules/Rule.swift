import Lproj

/// A check over a whole bundle; one rule per file, each with a description whose examples are its tests.
public protocol Rule: Sendable {
    /// What the rule checks, with examples.
    static var description: RuleDescription { get }

    /// Whether the rule's work grows with every entry of every language, or every call and key of an app's sources,
    /// so that it takes several times as long as most rules on a large bundle: such rules are started first, and the
    /// short ones fill the cores around them.
    static var takesLong: Bool { get }

    /// Creates the rule.
    init()

    /// The rule's findings in a bundle, at the rule's default severity.
    func check(_ context: CheckContext) -> [Diagnostic]
}

extension Rule {
    /// Most rules are short.
    public static var takesLong: Bool { false }

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
