import CodeKeys
import Lproj

/// The settings in effect as YAML a configuration file could hold, each followed by where it came from: a place in
/// the file, a command-line option, or `default`. What `l10n-check config --print` shows.
public struct ConfigurationPrinter {
    /// The file's settings.
    public var configuration: Configuration
    /// The policy in effect (the file's, with command-line options over it).
    public var policy: CheckPolicy
    /// Settings made on the command line, by setting path (`strict` → `--strict`).
    public var options: [String: String]

    /// A printer of `configuration` as `policy` and the command line `options` change it.
    public init(configuration: Configuration, policy: CheckPolicy, options: [String: String] = [:]) {
        self.configuration = configuration
        self.policy = policy
        self.options = options
    }

    /// The YAML text, one setting per line, ending with a line break.
    public func render() -> String {
        var lines: [(text: String, origin: String)] = []
        func add(_ text: String, _ setting: String?) {
            lines.append((text, setting.map(origin(of:)) ?? ""))
        }
        add("base: \(configuration.base.map(Self.quoted) ?? "null")", "base")
        add("exclude: \(Self.list(configuration.exclude))", "exclude")
        add("rules:", nil)
        for rule in RuleRegistry.all.map({ $0.description }) {
            let settings = configuration.rules[rule.id]
            let turnedOff = configuration.disabledRules.contains(rule.id)
            add("  \(rule.id):", nil)
            let level = turnedOff ? RuleLevel.off : settings?.level ?? RuleLevel(rawValue: rule.severity.rawValue)
            add("    severity: \(level?.rawValue ?? rule.severity.rawValue)",
                turnedOff ? "disabled_rules" : "rules.\(rule.id).severity")
            if let settings, !settings.ignoreKeys.isEmpty {
                add("    ignore_keys: \(Self.list(settings.ignoreKeys))", "rules.\(rule.id).ignore_keys")
            }
            let ruleLanguages = (settings?.languages ?? [:]).sorted { $0.key < $1.key }
            if !ruleLanguages.isEmpty { add("    languages:", nil) }
            for (language, languageSettings) in ruleLanguages {
                let place = "rules.\(rule.id).languages.\(language)"
                add("      \(Self.quoted(language)):", nil)
                if let level = languageSettings.level { add("        severity: \(level.rawValue)", "\(place).severity") }
                if !languageSettings.ignoreKeys.isEmpty {
                    add("        ignore_keys: \(Self.list(languageSettings.ignoreKeys))", "\(place).ignore_keys")
                }
            }
        }
        add(configuration.languages.isEmpty ? "languages: {}" : "languages:",
            configuration.languages.isEmpty ? "languages" : nil)
        for (language, settings) in configuration.languages.sorted(by: { $0.key < $1.key }) {
            add("  \(Self.quoted(language)):", nil)
            if let minimum = settings.minComplete {
                let figure = minimum.rounded() == minimum ? String(Int(minimum)) : String(minimum)
                add("    min_complete: \(figure)", "languages.\(language).min_complete")
            }
        }
        add("allow_untranslated: \(Self.list(configuration.allowUntranslated))", "allow_untranslated")
        add("strict: \(policy.strict)", "strict")
        add("max_warnings: \(policy.maxWarnings.map(String.init) ?? "null")", "max_warnings")
        add("baseline: \(configuration.baseline.map(Self.quoted) ?? "null")", "baseline")
        add("sources: \(Self.list(configuration.sources))", "sources")
        let notApp = NotAppCode.allCases.filter(configuration.notAppCodeInEffect.contains).map(\.rawValue)
        add("not_app_code: [\(notApp.joined(separator: ", "))]", "not_app_code")
        add("include_vendored: \(configuration.includeVendored ?? false)", "include_vendored")
        let functions = configuration.localizationFunctions
        add(functions.isEmpty ? "localization_functions: []" : "localization_functions:", "localization_functions")
        for (index, function) in functions.enumerated() {
            add("  - \(Self.render(function))", "localization_functions.\(index)")
        }
        // Origins line up in one column, unless a setting is too long for it.
        let width = min(48, (lines.map { $0.text.count }.max() ?? 0) + 2)
        return lines.map { line in
            guard !line.origin.isEmpty else { return line.text }
            let padding = String(repeating: " ", count: max(2, width - line.text.count))
            return line.text + padding + "# " + line.origin
        }.joined(separator: "\n") + "\n"
    }

    /// A wrapper as a flow mapping of its settings.
    static func render(_ function: LocalizationFunction) -> String {
        let form = ConfigurationReader.functionForms.first { $0.form == function.form }?.name ?? "function"
        var parts = ["name: \(quoted(function.receiver.map { "\($0).\(function.name)" } ?? function.name))",
                     "form: \(form)"]
        func argument(_ label: String, _ argument: LocalizationFunction.Argument?) {
            switch argument {
            case .position(let index): parts.append("\(label): \(index)")
            case .label(let text): parts.append("\(label): \(quoted(text))")
            case nil: break
            }
        }
        if function.form != .literalMember { argument("key", function.key) }
        argument("table", function.table)
        argument("comment", function.comment)
        argument("value", function.value)
        if let table = function.fixedTable { parts.append("table_name: \(quoted(table))") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// Where a setting came from: `--option`, `FILE:LINE:COLUMN`, or `default`.
    private func origin(of setting: String) -> String {
        if let option = options[setting] { return option }
        if let place = configuration.origins[setting] { return place.description }
        return "default"
    }

    /// Text in double quotes, escaped as JSON (and so as YAML) escapes it.
    static func quoted(_ text: String) -> String { JSONValue.string(text).serialized() }

    /// A flow list of quoted texts.
    static func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
}
