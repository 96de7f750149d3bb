import Testing
@testable import L10nRules

/// YAML aliases in `.l10n-check.yml` are refused before Yams expands them ("billion laughs").
struct ConfigurationAliasTests {
    /// Nine aliases of nine aliases, seven levels deep, used as mapping keys: Yams hashes each key's whole
    /// expansion (9^7 = 4.8 million strings per key) while it composes, which took minutes before the check.
    static let bomb = """
        base: en
        a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
        a1: &a1 [*a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0]
        a2: &a2 [*a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1]
        a3: &a3 [*a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2]
        a4: &a4 [*a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3]
        a5: &a5 [*a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4]
        a6: &a6 [*a5, *a5, *a5, *a5, *a5, *a5, *a5, *a5, *a5]
        a7: &a7 [*a6, *a6, *a6, *a6, *a6, *a6, *a6, *a6, *a6]
        b: {? *a7 : 1, ? *a6 : 2}

        """

    @Test func aliasBombIsRefusedWithItsPlace() {
        #expect {
            try Configuration.parse(yaml: Self.bomb, path: "c.yml")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.location?.description == "c.yml:3:10"
                && error.description.hasPrefix("c.yml:3:10: an alias (*a0) repeats an anchored value")
        }
    }

    @Test(arguments: [
        ("base: en\ndisabled_rules: *x\n", "c.yml:2:17"),
        ("disabled_rules:\n  - *x\n", "c.yml:2:5"),
        ("allow_untranslated: [OK, *x]\n", "c.yml:1:26"),
        ("base: en\r\nbaseline: *x\r\n", "c.yml:2:11"),
        ("allow_untranslated: [\"a\n b\", *x]\n", "c.yml:2:6"),
    ])
    func everyAliasIsFound(yaml: String, place: String) {
        #expect(YAMLAliasFinder.firstAlias(in: yaml, path: "c.yml")?.location.description == place)
    }

    @Test(arguments: [
        "allow_untranslated: [\"*\", '*x', a*b]\n",
        "# *not an alias\nbase: en # *nor this\n",
        "allow_untranslated:\n  - |\n    *literal text\n    * more\n  - OK\n",
        "allow_untranslated: ['it''s *', \"\\\" *x\"]\n",
    ])
    func textWithStarsIsNoAlias(yaml: String) throws {
        #expect(YAMLAliasFinder.firstAlias(in: yaml, path: "c.yml") == nil)
        _ = try Configuration.parse(yaml: yaml, path: "c.yml")
    }
}
