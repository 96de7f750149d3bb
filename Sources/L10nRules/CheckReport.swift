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

    /// What was read of the app's sources for this bundle; `nil` when no source was read.
    public var sources: SourcesSummary?

    /// Findings left out of ``diagnostics`` by ``limitingFindings(perRuleAndFile:exceptGrouped:)``; each has one
    /// note in ``diagnostics`` that says how many.
    public var omitted: [OmittedFindings] = []

    /// Creates a report (a benchmark or a test makes one by hand; the checker makes the real ones).
    public init(
        bundlePath: String, bundleName: String, baseLanguage: String, languages: [LanguageSummary],
        diagnostics: [Diagnostic], rules: [String] = [], omitted: [OmittedFindings] = []
    ) {
        self.bundlePath = bundlePath
        self.bundleName = bundleName
        self.baseLanguage = baseLanguage
        self.languages = languages
        self.diagnostics = diagnostics
        self.rules = rules
        self.omitted = omitted
    }

    /// How many findings of a severity there are, those left out included and the notes that stand for them not.
    public func count(_ severity: Severity) -> Int {
        var listed = severity == .note ? -omitted.count : 0
        for index in diagnostics.indices where diagnostics[index].severity == severity { listed += 1 }
        return listed + omitted.reduce(0) { $0 + ($1.counts[severity] ?? 0) }
    }

    /// Whether CI should fail: at least one error, listed or left out.
    public var hasErrors: Bool { count(.error) > 0 }
}
