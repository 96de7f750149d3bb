import Foundation
import Lproj

/// What a configuration and the command line decide about a check's findings: each rule's level and ignored keys
/// (per language too), the completeness each language must keep, and whether warnings fail the run.
public struct CheckPolicy: Sendable {
    /// Settings per rule id, with their languages' settings by folded name.
    private let rules: [String: IndexedRulePolicy]
    /// The completeness thresholds, by language folder name as written.
    public let languages: [String: LanguagePolicy]
    /// Whether warnings fail the run (`--strict`, `strict: true`).
    public let strict: Bool
    /// The most warnings a run may have and pass (`--max-warnings`, `max_warnings`).
    public let maxWarnings: Int?
    /// Where each setting was made, for messages (`min_complete set in .l10n-check.yml:12:7`).
    public let origins: [String: SourceLocation]

    /// The policy of a configuration, with `--strict` and `--max-warnings` (when given) taking precedence.
    public init(configuration: Configuration = Configuration(), strict: Bool? = nil, maxWarnings: Int? = nil) {
        rules = configuration.rules.mapValues(IndexedRulePolicy.init)
        languages = configuration.languages
        self.strict = strict ?? configuration.strict ?? false
        self.maxWarnings = maxWarnings ?? configuration.maxWarnings
        var origins = configuration.origins
        // A command-line option set it, not the file.
        if strict != nil { origins["strict"] = nil }
        if maxWarnings != nil { origins["max_warnings"] = nil }
        self.origins = origins
    }

    /// Whether the policy changes no finding (so checking can skip applying it).
    var changesNoFinding: Bool { rules.isEmpty }

    /// A finding as the policy has it: its severity set by the rule's level in its language, or `nil` when the
    /// level is `off` or the key is ignored.
    func applied(to diagnostic: Diagnostic) -> Diagnostic? {
        guard let policy = rules[diagnostic.rule] else { return diagnostic }
        let language = diagnostic.language.flatMap { policy.languages[Self.fold($0)] }
        let level = language?.level ?? policy.level
        if level == .off { return nil }
        if let key = diagnostic.key, policy.ignoreKeys.contains(where: { Self.glob($0, matches: key) })
            || language?.ignoreKeys.contains(where: { Self.glob($0, matches: key) }) == true {
            return nil
        }
        guard let severity = level?.severity, severity != diagnostic.severity else { return diagnostic }
        var changed = diagnostic
        changed.severity = severity
        return changed
    }

    /// Counts of findings left out of a report, as the policy has them: moved to the severity the rule's level sets
    /// (they have no language or key), or `nil` when the rule is off.
    func applied(to omitted: OmittedFindings) -> OmittedFindings? {
        guard let level = rules[omitted.rule]?.level else { return omitted }
        guard let severity = level.severity else { return nil }
        var moved = omitted
        moved.counts = [severity: omitted.total]
        return moved
    }

    /// A language folder name folded for matching: case and `_` against `-` do not matter (`zh_Hant`, `zh-hant`).
    static func fold(_ language: String) -> String {
        String(language.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// Whether `glob` matches the whole of `text` (`fnmatch` without flags: `*` also matches `/` and `.`).
    static func glob(_ glob: String, matches text: String) -> Bool {
        fnmatch(glob, text, 0) == 0
    }

    /// A rule's settings with its languages indexed by folded name.
    private struct IndexedRulePolicy: Sendable {
        let level: RuleLevel?
        let ignoreKeys: [String]
        let languages: [String: LanguageRulePolicy]

        init(_ policy: RulePolicy) {
            level = policy.level
            ignoreKeys = policy.ignoreKeys
            var languages: [String: LanguageRulePolicy] = [:]
            for (name, settings) in policy.languages.sorted(by: { $0.key < $1.key }) {
                languages[CheckPolicy.fold(name)] = languages[CheckPolicy.fold(name)] ?? settings
            }
            self.languages = languages
        }
    }
}
