import Lproj
import Yams

/// Settings from a `.l10n-check.yml` file: the base language, rules not to run, texts that may stay untranslated,
/// and a baseline of known findings.
///
/// ```yaml
/// base: en
/// disabled_rules: [extra-key]
/// allow_untranslated: [Media, OK]
/// baseline: l10n-baseline.json
/// exclude: [Vendor, "*/Tests"]
/// ```
public struct Configuration: Sendable, Equatable, Decodable {
    /// The base language folder, as `--base` gives it.
    public var base: String?
    /// Rule ids not to run.
    public var disabledRules: [String]
    /// Texts the `untranslated` rule accepts in every language.
    public var allowUntranslated: [String]
    /// A baseline file of known findings, as `--baseline` gives it (relative to the configuration file's folder).
    public var baseline: String?
    /// Globs of folders a repository search leaves out, matched against each folder's path relative to the folder
    /// searched (`Vendor`, `App/Tests`, `*/Fixtures`); `*` also matches `/`.
    public var exclude: [String]

    /// The file name looked for beside a bundle and in the current folder.
    public static let fileName = ".l10n-check.yml"

    enum CodingKeys: String, CodingKey {
        case base
        case disabledRules = "disabled_rules"
        case allowUntranslated = "allow_untranslated"
        case baseline
        case exclude
    }

    /// A configuration with nothing set.
    public init(
        base: String? = nil, disabledRules: [String] = [], allowUntranslated: [String] = [], baseline: String? = nil,
        exclude: [String] = []
    ) {
        self.exclude = exclude
        self.base = base
        self.disabledRules = disabledRules
        self.allowUntranslated = allowUntranslated
        self.baseline = baseline
    }

    /// Decodes the keys, each optional.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        base = try container.decodeIfPresent(String.self, forKey: .base)
        disabledRules = try container.decodeIfPresent([String].self, forKey: .disabledRules) ?? []
        allowUntranslated = try container.decodeIfPresent([String].self, forKey: .allowUntranslated) ?? []
        baseline = try container.decodeIfPresent(String.self, forKey: .baseline)
        exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
    }

    /// The keys a configuration file may have.
    static let keys: Set<String> = ["base", "disabled_rules", "allow_untranslated", "baseline", "exclude"]

    /// Reads YAML text; `path` names the file in errors. Unknown keys and unknown rule ids are errors.
    public static func parse(yaml: String, path: String) throws(ConfigurationError) -> Configuration {
        if let alias = YAMLAliasFinder.firstAlias(in: yaml, path: path) {
            throw ConfigurationError(
                path: path,
                reason: "an alias (*\(alias.name)) repeats an anchored value; a configuration file may not use aliases "
                    + "(a few lines of them can expand to billions of values): write the value out, or quote it if "
                    + "it is text that starts with *",
                location: alias.location)
        }
        let configuration: Configuration
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return Configuration() }
            if let keys = node.mapping?.keys.compactMap(\.string) {
                if let unknown = keys.first(where: { !Configuration.keys.contains($0) }) {
                    // A key is quoted only when it reads like one (a typo); other text of a foreign file never is.
                    let isPlain = unknown.count <= 40 && unknown.utf8.allSatisfy { byte in
                        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                            || byte == 0x5F || byte == 0x2D
                    }
                    let list = Configuration.keys.sorted().joined(separator: ", ")
                    throw ConfigurationError(
                        path: path, reason: "unknown key\(isPlain ? " \"\(unknown)\"" : " (not shown)"); keys: \(list)")
                }
            }
            configuration = try YAMLDecoder().decode(Configuration.self, from: node)
            try checkExclusions(in: node, path: path)
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError.reading(error, path: path)
        }
        for rule in configuration.disabledRules where RuleRegistry.rule(id: rule) == nil {
            throw ConfigurationError(path: path, reason: "unknown rule \"\(rule)\" in disabled_rules")
        }
        return configuration
    }
}

/// A configuration file that cannot be used.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong.
    public var reason: String
    /// Where in the file, when the problem has a place.
    public var location: SourceLocation? = nil

    /// `path:line:column: reason`, or `path: reason` without a place.
    public var description: String { "\(location?.description ?? path): \(reason)" }
}
