import Lproj
import Yams

/// Reads a `.l10n-check.yml` file's YAML into a ``Configuration``, checking the shape of every value and naming the
/// line and column of the first mistake with the shape expected there.
///
/// Values are read from the YAML nodes as written, not through YAML's type guessing: `base: no` is Norwegian and
/// `severity: off` is the level, where YAML 1.1 would read both as `false`.
struct ConfigurationReader {
    /// The file, as errors name it.
    let path: String

    /// The top-level keys, with the shape each expects.
    static let topLevelKeys: [(key: String, shape: String)] = [
        ("base", "a language folder name, such as en"),
        ("exclude", "a list of folder globs, such as [\"**/Pods/**\", \"Vendor/**\"]"),
        ("rules", "a mapping of rule ids to {severity, ignore_keys, languages}"),
        ("languages", "a mapping of language folder names to {min_complete}"),
        ("allow_untranslated", "a list of texts"),
        ("strict", "true or false"),
        ("max_warnings", "a whole number, 0 or more"),
        ("baseline", "a baseline file's path"),
        ("disabled_rules", "a list of rule ids"),
        ("sources", "a list of source folder globs, such as [App/Sources]"),
        ("localization_functions", "a list of {name, form, key, table, comment, value, table_name}"),
        ("not_app_code", "a list of previews, debug, tests, wordless_keys"),
        ("include_vendored", "true or false"),
    ]

    /// A rule's keys.
    static let ruleKeys = ["severity", "ignore_keys", "languages"]
    /// A rule's keys under one of its languages.
    static let ruleLanguageKeys = ["severity", "ignore_keys"]
    /// A language's keys.
    static let languageKeys = ["min_complete"]

    /// The configuration the text describes; an empty file or one of comments sets nothing.
    func read(yaml: String) throws(ConfigurationError) -> Configuration {
        if let alias = YAMLAliasFinder.firstAlias(in: yaml, path: path) {
            throw ConfigurationError(
                path: path,
                reason: "an alias (*\(alias.name)) repeats an anchored value; a configuration file may not use aliases "
                    + "(a few lines of them can expand to billions of values): write the value out, or quote it if "
                    + "it is text that starts with *",
                location: alias.location)
        }
        let root: Node?
        do {
            // Values are read from the scalars' text and style, never from resolved tags: the basic resolver
            // spares compiling the default one's regular expressions (9 M instructions, 13% of a small check).
            root = try Yams.compose(yaml: yaml, .basic)
        } catch {
            throw ConfigurationError.reading(error, path: path)
        }
        guard let root else { return Configuration() }
        if case .scalar(let scalar) = root, scalar.string.isEmpty { return Configuration() }
        var configuration = Configuration()
        for (keyNode, value) in try mapping(root, at: nil, shape: "a mapping of the keys \(Self.keyList)") {
            let key = try keyText(keyNode, known: Self.topLevelKeys.map(\.key), at: nil)
            configuration.origins[key] = location(keyNode)
            switch key {
            case "base": configuration.base = try text(value, at: key)
            case "baseline": configuration.baseline = try text(value, at: key)
            case "exclude": configuration.exclude = try globs(value, at: key, kind: .folder)
            case "allow_untranslated": configuration.allowUntranslated = try texts(value, at: key)
            case "disabled_rules": configuration.disabledRules = try ruleIDs(value, at: key)
            case "strict": configuration.strict = try flag(value, at: key)
            case "max_warnings": configuration.maxWarnings = try wholeNumber(value, at: key)
            case "rules": configuration.rules = try rules(value, origins: &configuration.origins)
            case "languages": configuration.languages = try languages(value, origins: &configuration.origins)
            case "sources": configuration.sources = try globs(value, at: key, kind: .folder)
            case "not_app_code": configuration.notAppCode = try notAppCode(value, at: key)
            case "include_vendored": configuration.includeVendored = try flag(value, at: key)
            case "localization_functions":
                configuration.localizationFunctions = try localizationFunctions(value, origins: &configuration.origins)
            default: break
            }
        }
        return configuration
    }

    /// The kinds of code a `not_app_code` list names.
    private func notAppCode(_ node: Node, at place: String) throws(ConfigurationError) -> Set<NotAppCode> {
        let names = NotAppCode.allCases.map(\.rawValue)
        var kinds = Set<NotAppCode>()
        for name in try texts(node, at: place) {
            guard let kind = NotAppCode(rawValue: name) else {
                let suggestion = Self.suggestion(for: name, among: names)
                throw ConfigurationError(
                    path: path, reason: "\(place): unknown kind of code \"\(name)\"\(suggestion); expected "
                        + names.joined(separator: ", "),
                    location: location(node))
            }
            kinds.insert(kind)
        }
        return kinds
    }

    static var keyList: String { topLevelKeys.map(\.key).sorted().joined(separator: ", ") }

    // MARK: Sections

    private func rules(_ node: Node, origins: inout [String: SourceLocation]) throws(ConfigurationError)
        -> [String: RulePolicy] {
        var rules: [String: RulePolicy] = [:]
        for (idNode, value) in try mapping(node, at: "rules", shape: "a mapping of rule ids to settings") {
            let id = try ruleID(idNode, at: "rules")
            let place = "rules.\(id)"
            var policy = RulePolicy()
            for (keyNode, setting) in try mapping(value, at: place, shape: "a mapping of \(Self.ruleKeys.joined(separator: ", "))") {
                let key = try keyText(keyNode, known: Self.ruleKeys, at: place)
                origins["\(place).\(key)"] = location(keyNode)
                switch key {
                case "severity": policy.level = try level(setting, at: "\(place).severity")
                case "ignore_keys": policy.ignoreKeys = try globs(setting, at: "\(place).ignore_keys", kind: .key)
                default: policy.languages = try ruleLanguages(setting, at: "\(place).languages", origins: &origins)
                }
            }
            rules[id] = policy
        }
        return rules
    }

    private func ruleLanguages(
        _ node: Node, at place: String, origins: inout [String: SourceLocation]
    ) throws(ConfigurationError) -> [String: LanguageRulePolicy] {
        var languages: [String: LanguageRulePolicy] = [:]
        for (nameNode, value) in try mapping(node, at: place, shape: "a mapping of language folder names to settings") {
            let language = try languageName(nameNode, at: place)
            let languagePlace = "\(place).\(language)"
            var policy = LanguageRulePolicy()
            let shape = "a mapping of \(Self.ruleLanguageKeys.joined(separator: ", "))"
            for (keyNode, setting) in try mapping(value, at: languagePlace, shape: shape) {
                let key = try keyText(keyNode, known: Self.ruleLanguageKeys, at: languagePlace)
                origins["\(languagePlace).\(key)"] = location(keyNode)
                if key == "severity" {
                    policy.level = try level(setting, at: "\(languagePlace).severity")
                } else {
                    policy.ignoreKeys = try globs(setting, at: "\(languagePlace).ignore_keys", kind: .key)
                }
            }
            languages[language] = policy
        }
        return languages
    }

    private func languages(_ node: Node, origins: inout [String: SourceLocation]) throws(ConfigurationError)
        -> [String: LanguagePolicy] {
        var languages: [String: LanguagePolicy] = [:]
        for (nameNode, value) in try mapping(node, at: "languages", shape: "a mapping of language folder names to settings") {
            let language = try languageName(nameNode, at: "languages")
            let place = "languages.\(language)"
            var policy = LanguagePolicy()
            for (keyNode, setting) in try mapping(value, at: place, shape: "a mapping of min_complete") {
                _ = try keyText(keyNode, known: Self.languageKeys, at: place)
                origins["\(place).min_complete"] = location(keyNode)
                policy.minComplete = try percentage(setting, at: "\(place).min_complete")
            }
            languages[language] = policy
        }
        return languages
    }
}
