/// A configuration's settings for one rule (`rules: {format-mismatch: {...}}`): its level, keys whose findings are
/// left out, and the same per language.
public struct RulePolicy: Sendable, Equatable {
    /// The level for every language, unless one of ``languages`` sets its own.
    public var level: RuleLevel?
    /// Globs (`*`, `?`, `[...]`; `*` also matches `/` and `.`) of keys whose findings are left out.
    public var ignoreKeys: [String]
    /// Settings for one language, by the language folder's name as written (`ar`, `zh-Hant`).
    public var languages: [String: LanguageRulePolicy]

    /// Settings that change nothing, or those given.
    public init(level: RuleLevel? = nil, ignoreKeys: [String] = [], languages: [String: LanguageRulePolicy] = [:]) {
        self.level = level
        self.ignoreKeys = ignoreKeys
        self.languages = languages
    }
}

/// A rule's settings for one language (`rules: {format-mismatch: {languages: {ar: {...}}}}`).
public struct LanguageRulePolicy: Sendable, Equatable {
    /// The level in this language.
    public var level: RuleLevel?
    /// Globs of keys whose findings in this language are left out, besides the rule's own.
    public var ignoreKeys: [String]

    /// Settings that change nothing, or those given.
    public init(level: RuleLevel? = nil, ignoreKeys: [String] = []) {
        self.level = level
        self.ignoreKeys = ignoreKeys
    }
}

/// A configuration's settings for one language (`languages: {de: {min_complete: 100}}`).
public struct LanguagePolicy: Sendable, Equatable {
    /// The share of the base's keys, 0-100, below which the run fails with a `min-complete` finding.
    public var minComplete: Double?

    /// Settings that change nothing, or those given.
    public init(minComplete: Double? = nil) {
        self.minComplete = minComplete
    }
}
