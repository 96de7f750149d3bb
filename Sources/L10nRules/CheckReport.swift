import Lproj

/// What a check found in a bundle: findings, per-language figures and totals.
public struct CheckReport: Sendable {
    /// The bundle's path, as given (text output prefixes file names with it).
    public var bundlePath: String
    /// The bundle's folder name.
    public var bundleName: String
    /// The base language's folder name.
    public var baseLanguage: String
    /// One summary per language, the base first.
    public var languages: [LanguageSummary]
    /// The findings, ordered by file and place.
    public var diagnostics: [Diagnostic]
    /// The ids of the rules that ran, in registry order, without the disabled ones.
    public var rules: [String] = []

    /// How many findings of a severity there are.
    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// Whether CI should fail: at least one error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
