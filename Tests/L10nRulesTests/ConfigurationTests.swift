import Testing
@testable import L10nRules

/// `.l10n-check.yml`: its keys, and clear errors for anything else.
struct ConfigurationTests {
    @Test func readsEveryKey() throws {
        let yaml = "base: fr\ndisabled_rules: [extra-key]\nallow_untranslated:\n  - Media\n  - OK\nbaseline: b.json\n"
        #expect(try Configuration.parse(yaml: yaml, path: "c.yml") == Configuration(
            base: "fr", disabledRules: ["extra-key"], allowUntranslated: ["Media", "OK"], baseline: "b.json"))
    }

    @Test func emptyFileSetsNothing() throws {
        #expect(try Configuration.parse(yaml: "", path: "c.yml") == Configuration())
        #expect(try Configuration.parse(yaml: "# nothing\n", path: "c.yml") == Configuration())
    }

    @Test(arguments: [
        ("disabled_rule: [extra-key]\n", "c.yml:1:1: unknown key \"disabled_rule\"; did you mean \"disabled_rules\"?; keys: allow_untranslated, base, baseline, disabled_rules, exclude, include_vendored, languages, localization_functions, max_warnings, not_app_code, rules, sources, strict"),
        ("disabled_rules: [no-such-rule]\n", "c.yml:1:18: disabled_rules: unknown rule \"no-such-rule\"; `l10n-check rules` lists them"),
    ])
    func mistakesAreClearErrors(yaml: String, message: String) {
        #expect(throws: ConfigurationError.self) { try Configuration.parse(yaml: yaml, path: "c.yml") }
        do {
            _ = try Configuration.parse(yaml: yaml, path: "c.yml")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func allowListSilencesUntranslated() throws {
        var context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"Media\" = \"Media\";\n", "nl.lproj/Localizable.strings": "\"Media\" = \"Media\";\n",
        ])
        #expect(UntranslatedRule().check(context).count == 1)
        context.allowedUntranslated = ["Media"]
        #expect(UntranslatedRule().check(context).isEmpty)
    }
}
