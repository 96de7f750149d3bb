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
        ("exclude:\n  - Vendor\n  - /abs/path\n", "c.yml:3:5: exclude globs are matched against paths relative"),
        ("exclude: [\"\"]\n", "c.yml:1:11: an empty glob in exclude matches no folder"),
        ("exclude: [a/../b]\n", "c.yml:1:11: an exclude glob cannot name a folder outside"),
        ("exclude: Vendor\n", "c.yml: exclude: a list of texts is expected here"),
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
