import Foundation
import L10nRules
import Testing

/// The reference in `docs/` is written from the same sources as the tool's own output, so it cannot drift:
/// `docs/rules.md` is `l10n-check rules --format markdown`, and the key table of `docs/configuration.md` is made from
/// the schema `l10n-check config --schema` prints. `L10N_UPDATE_GOLDEN=1 swift test` rewrites them.
struct ReferenceDocsTests {
    static let docs = CommandRunner.packageRoot.appendingPathComponent("docs")
    static var updates: Bool { ProcessInfo.processInfo.environment["L10N_UPDATE_GOLDEN"] == "1" }
    static let keysBegin = "<!-- keys: written from the schema; edit ConfigurationSchema, not this table -->\n"
    static let keysEnd = "<!-- keys: end -->"

    @Test func theRulesReferenceIsWhatTheRulesCommandPrints() throws {
        let result = try CommandRunner.run(["rules", "--format", "markdown"])
        #expect(result.status == 0)
        let file = Self.docs.appendingPathComponent("rules.md")
        if Self.updates { try result.output.write(to: file, atomically: true, encoding: .utf8) }
        let published = try String(contentsOf: file, encoding: .utf8)
        #expect(result.output == published, "docs/rules.md differs from `l10n-check rules --format markdown`")
        for rule in RuleRegistry.descriptions {
            #expect(published.contains("\n## \(rule.id)\n"), "docs/rules.md lacks \(rule.id)")
        }
    }

    @Test func theConfigurationKeysAreTheSchemas() throws {
        let file = Self.docs.appendingPathComponent("configuration.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        let begin = try #require(text.range(of: Self.keysBegin), "docs/configuration.md lacks the keys' begin marker")
        let end = try #require(
            text.range(of: Self.keysEnd, range: begin.upperBound..<text.endIndex), "docs/configuration.md lacks the end")
        let table = String(text[begin.upperBound..<end.lowerBound])
        if Self.updates {
            let updated = text.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: ConfigurationSchema.markdownKeys)
            try updated.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(table == ConfigurationSchema.markdownKeys, "docs/configuration.md's key table differs from the schema")
    }

    @Test func theKeyTableNamesEveryKeyOfTheSchema() {
        let table = ConfigurationSchema.markdownKeys
        for key in ["base", "exclude", "rules.<rule>.severity", "rules.<rule>.ignore_keys",
                    "rules.<rule>.languages.<language>.severity", "languages.<language>.min_complete",
                    "allow_untranslated", "strict", "max_warnings", "baseline", "disabled_rules"] {
            #expect(table.contains("| `\(key)` |"), "\(key)")
        }
    }
}
