import Testing
@testable import L10nRules
import Lproj

/// The configuration's policy applied to a check: levels, ignored keys, per-language settings, thresholds.
struct CheckPolicyTests {
    static let files = [
        "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n\"debug.fmt\" = \"%@\";\n",
        "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n\"debug.fmt\" = \"%d\";\n\"Old\" = \"Alt\";\n",
        "ar.lproj/Localizable.strings": "\"Done\" = \"تم\";\n\"Edit\" = \"تحرير\";\n\"debug.fmt\" = \"%d\";\n",
    ]

    static func check(_ yaml: String, strict: Bool? = nil, maxWarnings: Int? = nil) throws -> (CheckReport, CheckPolicy) {
        let configuration = try Configuration.parse(yaml: yaml, path: "c.yml")
        let policy = CheckPolicy(configuration: configuration, strict: strict, maxWarnings: maxWarnings)
        let checker = Checker(disabledRules: configuration.rulesTurnedOff, policy: policy)
        var report = checker.check(try ExampleBundles.context(files))
        report.diagnostics += PolicyRules.findings(in: report, warnings: report.count(.warning), policy: policy)
        return (report, policy)
    }

    static func findings(_ report: CheckReport) -> [String] {
        report.diagnostics.map { "\($0.rule) \($0.severity.rawValue) \($0.language ?? "-")" }.sorted()
    }

    @Test func withoutAConfigurationEveryFindingKeepsItsSeverity() throws {
        let (report, _) = try Self.check("")
        #expect(Self.findings(report) == [
            "extra-key warning de", "format-mismatch error ar", "format-mismatch error de", "missing-key error de",
        ])
    }

    @Test func levelsIgnoredKeysAndLanguages() throws {
        let (report, _) = try Self.check("""
            rules:
              missing-key: {severity: note}
              format-mismatch: {languages: {AR: {severity: warning}, de: {ignore_keys: ["debug.*"]}}}
              extra-key: {severity: off}
            """)
        #expect(Self.findings(report) == ["format-mismatch warning ar", "missing-key note de"])
    }

    @Test func aRuleOffEverywhereDoesNotRunAndOffInOneLanguageDoes() throws {
        let everywhere = try Configuration.parse(yaml: "rules:\n  extra-key: {severity: off}\n", path: "c.yml")
        #expect(everywhere.rulesTurnedOff == ["extra-key"])
        let oneLanguage = try Configuration.parse(
            yaml: "rules:\n  extra-key: {severity: off, languages: {de: {severity: error}}}\n", path: "c.yml")
        #expect(oneLanguage.rulesTurnedOff.isEmpty)
        let (report, _) = try Self.check("rules:\n  extra-key: {severity: off, languages: {de: {severity: error}}}\n")
        #expect(Self.findings(report).contains("extra-key error de"))
    }

    @Test func ignoredKeysMatchTheWholeKey() {
        #expect(CheckPolicy.glob("debug.*", matches: "debug.fmt"))
        #expect(!CheckPolicy.glob("debug.*", matches: "app.debug.fmt"))
        #expect(CheckPolicy.glob("*.title", matches: "popup/field.title"))
        #expect(CheckPolicy.glob("item.[0-9]", matches: "item.7"))
        #expect(!CheckPolicy.glob("Debug*", matches: "debug"))
    }

    @Test func minCompleteFailsBelowAndPassesAtTheThreshold() throws {
        // de has 2 of 3 keys: 66.6 %; ar has all.
        let (report, _) = try Self.check("languages:\n  de: {min_complete: 66.7}\n  ar: {min_complete: 100}\n")
        let findings = report.diagnostics.filter { $0.rule == "min-complete" }
        #expect(findings.map(\.language) == ["de"])
        #expect(findings.first?.message == "de is 66.6% complete (2 of 3 keys, 1 missing), below its min_complete of "
            + "66.7% (set in c.yml:2:8)")
        #expect(findings.first?.file == "de.lproj")
        let (passing, _) = try Self.check("languages:\n  de: {min_complete: 66}\n")
        #expect(!passing.diagnostics.contains { $0.rule == "min-complete" })
        #expect(!passing.hasErrors || passing.diagnostics.filter { $0.severity == .error }.allSatisfy { $0.rule != "min-complete" })
    }

    @Test func aLanguageWithAThresholdAndNoFolderFails() throws {
        let (report, _) = try Self.check("languages:\n  fr.lproj: {min_complete: 10}\n")
        let finding = try #require(report.diagnostics.first { $0.rule == "min-complete" })
        #expect(finding.file == "fr.lproj")
        #expect(finding.message.hasPrefix("the bundle has no fr.lproj, but fr must be at least 10% complete"))
    }

    @Test func strictAndMaxWarningsCountWarningsAfterThePolicy() throws {
        #expect(try Self.check("strict: true\n").0.diagnostics.contains { $0.rule == "strict" })
        // The only warning turned into a note: nothing fails a strict run.
        #expect(try !Self.check("strict: true\nrules:\n  extra-key: {severity: note}\n").0.diagnostics.contains {
            $0.rule == "strict"
        })
        let (limited, _) = try Self.check("max_warnings: 0\n")
        let finding = try #require(limited.diagnostics.first { $0.rule == "max-warnings" })
        #expect(finding.message == "1 warning, more than the 0 allowed (set in c.yml:1:1)")
        #expect(try !Self.check("max_warnings: 1\n").0.diagnostics.contains { $0.rule == "max-warnings" })
    }

    @Test func commandLineOptionsWinOverTheFile() throws {
        let (report, policy) = try Self.check("strict: true\nmax_warnings: 5\n", strict: false, maxWarnings: 0)
        #expect(!policy.strict && policy.maxWarnings == 0)
        #expect(!report.diagnostics.contains { $0.rule == "strict" })
        #expect(report.diagnostics.first { $0.rule == "max-warnings" }?.message.hasSuffix("(set by --max-warnings)") == true)
    }

    @Test func uncountedSyntaxProblemsMoveWithTheirRulesLevel() {
        var omitted = OmittedFindings(rule: "syntax-error", file: "de.lproj/L.strings")
        omitted.counts[.error] = 7
        let warning = CheckPolicy(configuration: Configuration(rules: ["syntax-error": RulePolicy(level: .warning)]))
        #expect(warning.applied(to: omitted)?.counts == [.warning: 7])
        let off = CheckPolicy(configuration: Configuration(rules: ["syntax-error": RulePolicy(level: .off)]))
        #expect(off.applied(to: omitted) == nil)
        #expect(CheckPolicy().applied(to: omitted) == omitted)
    }
}
