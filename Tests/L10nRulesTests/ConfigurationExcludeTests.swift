import Testing
@testable import L10nRules

/// `exclude:` in `.l10n-check.yml`: folders a repository search leaves out.
struct ConfigurationExcludeTests {
    @Test func readsGlobs() throws {
        let yaml = "exclude:\n  - Vendor\n  - \"*/Tests\"\n"
        #expect(try Configuration.parse(yaml: yaml, path: "c.yml").exclude == ["Vendor", "*/Tests"])
        #expect(try Configuration.parse(yaml: "base: en\n", path: "c.yml").exclude == [])
    }

    @Test(arguments: [
        ("exclude:\n  - Vendor\n  - /abs/path\n", "c.yml:3:5: exclude: globs are matched against paths relative"),
        ("exclude: [\"\"]\n", "c.yml:1:11: exclude: an empty glob matches no folder"),
        ("exclude: [a/../b]\n", "c.yml:1:11: exclude: a glob cannot name a folder outside"),
        ("exclude: Vendor\n", "c.yml:1:10: exclude: expected a list of globs"),
        ("exclude: [\"Vendor[12\"]\n", "c.yml:1:11: exclude: the [ at character 7 starts a set"),
    ])
    func unusableGlobsAreErrorsWithPlace(yaml: String, start: String) {
        do {
            _ = try Configuration.parse(yaml: yaml, path: "c.yml")
            Issue.record("no error for \(yaml)")
        } catch {
            #expect(error.description.hasPrefix(start), "\(error.description)")
        }
    }
}
