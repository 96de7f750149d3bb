import CodeKeys
import Lproj

/// Settings from a `.l10n-check.yml` file: the base language, the rules' levels and ignored keys (per language too),
/// per-language completeness thresholds, the exit policy, texts that may stay untranslated, a baseline of known
/// findings, folders a repository search leaves out, the app's sources and its own localization functions.
///
/// ```yaml
/// base: en
/// exclude: ["**/Pods/**", "Vendor/**"]
/// rules:
///   missing-key: {severity: warning}            # error | warning | note | off
///   format-mismatch: {ignore_keys: ["debug.*"], languages: {ar: {severity: warning}}}
/// languages:
///   de: {min_complete: 100}
///   ar: {min_complete: 80}                       # fails the run when ar drops below 80 %
/// allow_untranslated: [OK, Email]
/// strict: false                                  # true: warnings fail the run
/// max_warnings: 50                               # more warnings than this fail the run
/// baseline: l10n-baseline.json
/// sources: [App/Sources]                         # scanned for the keys the code looks up
/// localization_functions:
///   - {name: localized, form: literal_member}     # "Cancel".localized
/// not_app_code: [previews, debug, tests, wordless_keys]   # the default
/// include_vendored: false                        # true: check built products checked in
/// ```
///
/// Every mistake in the file is a ``ConfigurationError`` naming its line and column and the shape expected there.
public struct Configuration: Sendable, Equatable {
    /// The base language folder, as `--base` gives it.
    public var base: String?
    /// Rule ids not to run (`disabled_rules`, the same as `rules: {ID: {severity: off}}`).
    public var disabledRules: [String]
    /// Texts the `untranslated` rule accepts in every language.
    public var allowUntranslated: [String]
    /// A baseline file of known findings, as `--baseline` gives it (relative to the configuration file's folder).
    public var baseline: String?
    /// Globs of folders a repository search leaves out, matched against each folder's path relative to the folder
    /// searched (`Vendor/**`, `**/Pods/**`, `App/Tests`); `*` also matches `/`.
    public var exclude: [String]
    /// Settings per rule id.
    public var rules: [String: RulePolicy]
    /// Settings per language folder name (`de`, `zh-Hant`).
    public var languages: [String: LanguagePolicy]
    /// Whether warnings fail the run.
    public var strict: Bool?
    /// The most warnings a run may have and pass.
    public var maxWarnings: Int?
    /// Folders (or globs of folders) of the app's Swift and Objective-C sources, relative to the configuration
    /// file's folder: scanned for a bundle's check, and the only folders scanned in a repository.
    public var sources: [String]
    /// The project's own localization functions, recognized besides `LocalizationFunction.standard`.
    public var localizationFunctions: [LocalizationFunction]
    /// The code whose calls are not the app's (`not_app_code`); `nil`: the default, every kind.
    public var notAppCode: Set<NotAppCode>?
    /// Whether a repository search checks the built products checked in (`Sparkle.framework`), which it leaves out
    /// by default.
    public var includeVendored: Bool?
    /// Where each setting was made in the file, by its path (`base`, `rules.missing-key.severity`,
    /// `languages.de.min_complete`).
    public var origins: [String: SourceLocation]

    /// The file name looked for beside a bundle and in the current folder.
    public static let fileName = ".l10n-check.yml"

    /// A configuration with nothing set, or the settings given.
    public init(
        base: String? = nil, disabledRules: [String] = [], allowUntranslated: [String] = [], baseline: String? = nil,
        exclude: [String] = [], rules: [String: RulePolicy] = [:], languages: [String: LanguagePolicy] = [:],
        strict: Bool? = nil, maxWarnings: Int? = nil, sources: [String] = [],
        localizationFunctions: [LocalizationFunction] = [], notAppCode: Set<NotAppCode>? = nil,
        includeVendored: Bool? = nil, origins: [String: SourceLocation] = [:]
    ) {
        self.base = base
        self.disabledRules = disabledRules
        self.allowUntranslated = allowUntranslated
        self.baseline = baseline
        self.exclude = exclude
        self.rules = rules
        self.languages = languages
        self.strict = strict
        self.maxWarnings = maxWarnings
        self.sources = sources
        self.localizationFunctions = localizationFunctions
        self.notAppCode = notAppCode
        self.includeVendored = includeVendored
        self.origins = origins
    }

    /// Equal settings, wherever they were made.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
        lhs.base == rhs.base && lhs.disabledRules == rhs.disabledRules && lhs.allowUntranslated == rhs.allowUntranslated
            && lhs.baseline == rhs.baseline && lhs.exclude == rhs.exclude && lhs.rules == rhs.rules
            && lhs.languages == rhs.languages && lhs.strict == rhs.strict && lhs.maxWarnings == rhs.maxWarnings
            && lhs.sources == rhs.sources && lhs.localizationFunctions == rhs.localizationFunctions
            && lhs.notAppCode == rhs.notAppCode && lhs.includeVendored == rhs.includeVendored
    }

    /// The code whose calls are not the app's, as set or by default (every kind).
    public var notAppCodeInEffect: Set<NotAppCode> { notAppCode ?? Set(NotAppCode.allCases) }

    /// The rules not to run at all: `disabled_rules`, and rules set to `off` for every language.
    public var rulesTurnedOff: Set<String> {
        Set(disabledRules + rules.compactMap { id, policy in
            policy.level == .off && policy.languages.values.allSatisfy { $0.level == nil || $0.level == .off }
                ? id : nil
        })
    }

    /// The functions a scan of the app's sources recognizes: the standard ones, then `localization_functions`
    /// (each `function` in Swift and in Objective-C, as a macro).
    public var scannedFunctions: [LocalizationFunction] {
        LocalizationFunction.standard + localizationFunctions.flatMap { function in
            guard function.form == .function else { return [function] }
            var objectiveC = function
            objectiveC.language = .objectiveC
            return [function, objectiveC]
        }
    }

    /// Reads YAML text; `path` names the file in errors.
    public static func parse(yaml: String, path: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationReader(path: path).read(yaml: yaml)
    }
}

/// A configuration file that cannot be used.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong, and what is expected there.
    public var reason: String
    /// Where in the file, when the problem has a place.
    public var location: SourceLocation? = nil

    /// `path:line:column: reason`, or `path: reason` without a place.
    public var description: String { "\(location?.description ?? path): \(reason)" }
}
