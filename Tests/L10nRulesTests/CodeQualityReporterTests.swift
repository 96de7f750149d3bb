import Foundation
import Testing
@testable import L10nRules
import Lproj

/// GitLab code quality: a JSON array of issues with the fields GitLab reads.
struct CodeQualityReporterTests {
    @Test func matchesGoldenFile() throws {
        let reporter = CodeQualityReporter(workingDirectory: "/work/repo")
        try GoldenFile.check(reporter.render(try ReporterFixture.report()), against: "report.codequality.json")
    }

    @Test func everyIssueHasWhatGitLabReads() throws {
        let report = try ReporterFixture.report()
        let output = CodeQualityReporter(workingDirectory: "/").render(report)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(issues.count == report.diagnostics.count)
        var fingerprints = Set<String>()
        for (issue, diagnostic) in zip(issues, report.diagnostics) {
            #expect(issue["description"] as? String == diagnostic.message)
            #expect(issue["check_name"] as? String == diagnostic.rule)
            #expect(["info", "minor", "major"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == "\(report.bundlePath)/\(diagnostic.file)")
            let lines = try #require(location["lines"] as? [String: Any])
            #expect(lines["begin"] as? Int == diagnostic.line ?? 1)
            fingerprints.insert(try #require(issue["fingerprint"] as? String))
        }
        #expect(fingerprints.count == issues.count)
    }
}
