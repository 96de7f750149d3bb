import Foundation
import TestSupport
import Testing
import Yams
@testable import L10nRules
import Lproj

/// `.l10n-check.yml` as the issue tracker's example writes it, and one test per kind of mistake: each error names
/// the line and column of the mistake and the shape expected there.
struct ConfigurationReaderTests {
    static let example = """
        base: en
        exclude: ["**/Pods/**", "Vendor/**"]
        rules:
          missing-key: {severity: warning}            # error | warning | note | off
          format-mismatch: {ignore_keys: ["debug.*"], languages: {ar: {severity: warning}}}
        languages:
          de: {min_complete: 100}
          ar: {min_complete: 80}                       # fails the run when ar drops below 80 %
        allow_untranslated: [OK, Email]

        """

    @Test func readsTheDocumentedExample() throws {
        let configuration = try Configuration.parse(yaml: Self.example, path: "c.yml")
        #expect(configuration.base == "en")
        #expect(configuration.exclude == ["**/Pods/**", "Vendor/**"])
        #expect(configuration.rules["missing-key"] == RulePolicy(level: .warning))
        #expect(configuration.rules["format-mismatch"] == RulePolicy(
            ignoreKeys: ["debug.*"], languages: ["ar": LanguageRulePolicy(level: .warning)]))
        #expect(configuration.languages == ["de": LanguagePolicy(minComplete: 100), "ar": LanguagePolicy(minComplete: 80)])
        #expect(configuration.allowUntranslated == ["OK", "Email"])
        #expect(configuration.origins["rules.format-mismatch.languages.ar.severity"]?.description == "c.yml:5:64")
        #expect(configuration.origins["languages.ar.min_complete"]?.description == "c.yml:8:8")
    }

    @Test func valuesAreReadAsWrittenNotAsYAMLGuessesThem() throws {
        // YAML 1.1 reads `no` and `off` as false; here `no` is Norwegian and `off` a level.
        let configuration = try Configuration.parse(
            yaml: "base: no\nrules:\n  extra-key: {severity: off}\nlanguages:\n  no: {min_complete: 97.5}\n",
            path: "c.yml")
        #expect(configuration.base == "no")
        #expect(configuration.rules["extra-key"]?.level == .off)
        #expect(configuration.languages["no"]?.minComplete == 97.5)
        #expect(configuration.rulesTurnedOff == ["extra-key"])
    }

    @Test func strictAndMaxWarnings() throws {
        let configuration = try Configuration.parse(yaml: "strict: true\nmax_warnings: 25\n", path: "c.yml")
        #expect(configuration.strict == true)
        #expect(configuration.maxWarnings == 25)
    }

    /// One mistake of each kind, and the start of its error: `file:line:column: place: what is expected`.
    @Test(arguments: [
        // Unknown keys, at every level.
        ("rulez: {}\n", "c.yml:1:1: unknown key \"rulez\"; did you mean \"rules\"?; keys: allow_untranslated, base"),
        ("rules:\n  missing-key: {level: warning}\n",
         "c.yml:2:17: unknown key \"level\" in rules.missing-key; keys: ignore_keys, languages, severity"),
        ("rules:\n  missing-key: {languages: {de: {min_complete: 3}}}\n",
         "c.yml:2:34: unknown key \"min_complete\" in rules.missing-key.languages.de; keys: ignore_keys, severity"),
        ("languages:\n  de: {min_completion: 90}\n",
         "c.yml:2:8: unknown key \"min_completion\" in languages.de; did you mean \"min_complete\"?; keys: min_complete"),
        // Wrong types.
        ("base: [en]\n", "c.yml:1:7: base: expected a language folder name, such as en, found a list"),
        ("exclude: Vendor\n", "c.yml:1:10: exclude: expected a list of globs, such as [\"**/Pods/**\", \"Vendor/**\"], found text \"Vendor\""),
        ("rules: [missing-key]\n", "c.yml:1:8: rules: expected a mapping of rule ids to settings, found a list"),
        ("rules:\n  missing-key: warning\n",
         "c.yml:2:16: rules.missing-key: expected a mapping of severity, ignore_keys, languages, found text \"warning\""),
        ("rules:\n  format-mismatch: {ignore_keys: debug.*}\n",
         "c.yml:2:34: rules.format-mismatch.ignore_keys: expected a list of globs"),
        ("languages: [de]\n", "c.yml:1:12: languages: expected a mapping of language folder names to settings, found a list"),
        ("languages:\n  de: 100\n", "c.yml:2:7: languages.de: expected a mapping of min_complete, found text \"100\""),
        ("languages:\n  de: {min_complete: \"80\"}\n",
         "c.yml:2:22: languages.de.min_complete: expected a percentage from 0 to 100, such as 80, found quoted text \"80\""),
        ("languages:\n  de: {min_complete: 120}\n", "c.yml:2:22: languages.de.min_complete: expected a percentage from 0 to 100"),
        ("languages:\n  de: {min_complete: 80%}\n", "c.yml:2:22: languages.de.min_complete: expected a percentage"),
        ("strict: yes\n", "c.yml:1:9: strict: expected true or false, found text \"yes\""),
        ("max_warnings: -1\n", "c.yml:1:15: max_warnings: expected a whole number, 0 or more, found text \"-1\""),
        ("allow_untranslated: OK\n", "c.yml:1:21: allow_untranslated: expected a list of texts, such as [OK, Email]"),
        ("allow_untranslated: [[OK]]\n", "c.yml:1:22: allow_untranslated: expected text, found a list"),
        // Unknown rules and severities.
        ("rules:\n  missing-keys: {severity: off}\n",
         "c.yml:2:3: rules: unknown rule \"missing-keys\"; did you mean \"missing-key\"?; `l10n-check rules` lists them"),
        ("rules:\n  min-complete: {severity: off}\n",
         "c.yml:2:3: rules: min-complete is set by languages, strict or max_warnings, not as a rule"),
        ("disabled_rules: [extra-key, nope]\n", "c.yml:1:29: disabled_rules: unknown rule \"nope\""),
        ("rules:\n  missing-key: {severity: warn}\n",
         "c.yml:2:27: rules.missing-key.severity: unknown severity \"warn\"; did you mean \"warning\"?; expected error, "
            + "warning, note or off"),
        ("rules:\n  missing-key: {languages: {ar: {severity: fatal}}}\n",
         "c.yml:2:44: rules.missing-key.languages.ar.severity: unknown severity \"fatal\""),
        // Bad globs.
        ("rules:\n  extra-key: {ignore_keys: [\"debug.[a\"]}\n",
         "c.yml:2:29: rules.extra-key.ignore_keys: the [ at character 7 starts a set of characters that is never closed"),
        ("rules:\n  extra-key: {ignore_keys: [\"\"]}\n", "c.yml:2:29: rules.extra-key.ignore_keys: an empty glob matches no key"),
        ("exclude: [/Vendor]\n", "c.yml:1:11: exclude: globs are matched against paths relative to the folder searched"),
        // YAML itself.
        // Yams reports a repeated key at the start of its mapping; the message names the key.
        ("base: en\nbase: fr\n", "c.yml:1:1: is not valid YAML: the key \"base\" appears twice in a mapping"),
        ("rules: {missing-key: {severity: warning}\n", "c.yml:2:1: is not valid YAML"),
    ])
    func eachMistakeNamesItsPlace(yaml: String, start: String) {
        do {
            let configuration = try Configuration.parse(yaml: yaml, path: "c.yml")
            Issue.record("no error for \(yaml): \(configuration)")
        } catch {
            #expect(error.description.hasPrefix(start), "\(error.description)")
            #expect(error.location != nil, "\(error.description)")
        }
    }

    @Test func theSchemaInTheRepositoryIsTheOneTheToolPrints() throws {
        let published = try String(contentsOfFile: Self.schemaPath, encoding: .utf8)
        #expect(published == ConfigurationSchema.json)
    }

    static let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("schemas/l10n-check.schema.json").path

    /// The documented example is valid by the schema, as an editor's YAML language server checks it, and mistakes
    /// the reader refuses are refused by the schema too.
    @Test(.enabled(if: SARIFSchema.isAvailable, "needs python3 and its jsonschema module"))
    func editorsCheckTheFileAsTheToolDoes() throws {
        #expect(try Self.schemaErrors(Self.example).isEmpty)
        for mistake in ["rulez: {}\n", "rules:\n  missing-keys: {severity: off}\n",
                        "rules:\n  missing-key: {severity: warn}\n", "languages:\n  de: {min_complete: 120}\n",
                        "max_warnings: -1\n", "strict: \"yes\"\n"] {
            #expect(throws: ConfigurationError.self) { try Configuration.parse(yaml: mistake, path: "c.yml") }
            #expect(try !Self.schemaErrors(mistake).isEmpty, "\(mistake)")
        }
    }

    /// The schema's complaints about YAML text, read by Yams into JSON values.
    static func schemaErrors(_ yaml: String) throws -> [String] {
        let value = try Yams.load(yaml: yaml) ?? [:]
        let json = try JSONSerialization.data(withJSONObject: value)
        let file = TemporaryFiles.path("l10n-check", suffix: ".json")
        try json.write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); value = json.load(open(sys.argv[2]))
            for error in jsonschema.Draft202012Validator(schema).iter_errors(value): print(error.message)
            """
        let (status, output) = try ExternalCommand.run("/usr/bin/env", ["python3", "-c", script, schemaPath, file])
        #expect(status == 0, "\(output)")
        return output.split(separator: "\n").map(String.init)
    }

    @Test func theSchemaKnowsEveryKeyTheReaderKnows() throws {
        guard case .object(let members) = ConfigurationSchema.value,
              case .object(let properties)? = members.first(where: { $0.0 == "properties" })?.1 else {
            Issue.record("the schema has no properties")
            return
        }
        #expect(properties.map(\.0).sorted() == ConfigurationReader.topLevelKeys.map(\.key).sorted())
    }
}
