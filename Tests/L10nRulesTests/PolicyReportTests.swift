import Foundation
import Testing
@testable import L10nRules
import Lproj

/// Reports of a run that a policy failed: every reporter shows the policy's findings, and each stays valid by its
/// schema or its reader.
struct PolicyReportTests {
    static func report() throws -> CheckReport {
        let (report, _) = try CheckPolicyTests.check(
            "strict: true\nmax_warnings: 0\nlanguages:\n  de: {min_complete: 90}\n  fr: {min_complete: 50}\n")
        return report
    }

    @Test func thePolicysFindingsAreInTheReport() throws {
        let rules = try Self.report().diagnostics.map(\.rule)
        #expect(rules.filter { $0 == "min-complete" }.count == 2)
        #expect(rules.contains("strict") && rules.contains("max-warnings"))
    }

    @Test(.enabled(if: SARIFSchema.isAvailable, "needs ../shared/schemas, python3 and its jsonschema module"))
    func sarifStaysValid() throws {
        let log = SARIFReporter().render(try Self.report())
        #expect(try SARIFSchema.errors(in: log).isEmpty)
        #expect(log.contains("\"ruleId\": \"max-warnings\""))
    }

    @Test(.enabled(if: junitSchemas.available, "needs xmllint and ../shared/schemas"))
    func junitStaysValidAndFails() throws {
        let xml = JUnitReporter(hostname: "ci", timestamp: Date(timeIntervalSince1970: 0)).render(try Self.report())
        #expect(try junitSchemas.problems(with: xml).isEmpty)
        #expect(xml.contains("name=\"min-complete\""))
    }

    @Test(.enabled(if: CheckstyleReporterTests.pythonIsAvailable, "needs python3"))
    func checkstyleIsReadBack() throws {
        let report = try Self.report()
        let rows = try CheckstyleReporterTests.read(CheckstyleReporter(workingDirectory: "/").render(report))
        #expect(rows.count == report.diagnostics.count)
        #expect(rows.contains { $0[4] == "l10n-check.strict" && $0[3] == "error" })
    }

    @Test func githubAnnotatesThem() throws {
        let output = GitHubReporter(workingDirectory: "/").render(try Self.report())
        #expect(output.contains("::error file=Example.bundle/de.lproj,title=l10n-check min-complete::de is 66.6%25 complete"))
        #expect(output.contains("::error file=Example.bundle,title=l10n-check strict::"))
    }
}
