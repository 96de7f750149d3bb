import Foundation
import Testing
@testable import L10nRules
import Lproj

/// Reports over the bundles of a repository: a section per bundle in text, `{"tool", "bundles", "summary"}` in JSON,
/// one run with root-relative URIs in SARIF, each bundle's suites in JUnit.
struct RepositoryReportTests {
    private static func bundle(_ path: String, errors: Int) -> RepositoryReport.Bundle {
        let diagnostics = (0..<errors).map { index in
            Diagnostic(
                rule: "missing-key", severity: .error, message: "missing key \"k\(index)\"",
                file: "fr.lproj/Localizable.strings", language: "fr", table: "Localizable", key: "k\(index)")
        }
        var report = CheckReport(
            bundlePath: path, bundleName: (path as NSString).lastPathComponent, baseLanguage: "en",
            languages: [LanguageSummary(language: "fr", directory: "fr.lproj", keys: 3, missing: errors, extra: 0, expected: 3)],
            diagnostics: diagnostics)
        report.rules = ["missing-key"]
        return RepositoryReport.Bundle(path: path, report: report)
    }

    private static let repository = RepositoryReport(
        root: ".", bundles: [bundle("App/Resources", errors: 1), bundle("Launcher", errors: 0)])

    @Test func textHasOneSectionPerBundleAndTotals() {
        let text = TextReporter().render(Self.repository)
        #expect(text.hasPrefix("== App/Resources ==\nApp/Resources/fr.lproj/Localizable.strings: error: missing key"))
        #expect(text.contains("\n== Launcher ==\n"))
        #expect(text.hasSuffix("\n1 error, 0 warnings, 0 notes in 2 bundles under .\n"))
    }

    @Test func jsonListsEachBundleObjectWithItsPath() throws {
        let json = JSONReporter().render(Self.repository)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["tool", "bundles", "vendored", "summary"])
        let bundles = try #require(object["bundles"] as? [[String: Any]])
        #expect(bundles.map { $0["path"] as? String } == ["App/Resources", "Launcher"])
        #expect(bundles.map { $0["bundle"] as? String } == ["Resources", "Launcher"])
        #expect((bundles[0]["diagnostics"] as? [[String: Any]])?.first?["file"] as? String
            == "fr.lproj/Localizable.strings")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["bundles": 2, "errors": 1, "warnings": 0, "notes": 0])
        #expect(json.hasPrefix("{\n  \"tool\": {"))
    }

    @Test func singleBundleJSONIsUnchanged() {
        let report = Self.bundle("App/Resources", errors: 1).report
        #expect(!JSONReporter().render(report).contains("\"path\""))
    }

    @Test func sarifURIsAreRelativeToTheFolderSearched() {
        let sarif = SARIFReporter().render(Self.repository)
        #expect(sarif.contains("\"uri\": \"App/Resources/fr.lproj/Localizable.strings\""))
        let below = RepositoryReport(root: "repo", bundles: [Self.bundle("App", errors: 1)])
        #expect(SARIFReporter().render(below).contains("\"uri\": \"repo/App/fr.lproj/Localizable.strings\""))
    }

    @Test func junitHasEachBundlesSuitesNumberedInTurn() {
        let junit = JUnitReporter(hostname: "h", timestamp: Date(timeIntervalSince1970: 0)).render(Self.repository)
        #expect(junit.contains("package=\"App/Resources\" id=\"0\""))
        #expect(junit.contains("package=\"Launcher\" id=\"1\""))
        #expect(junit.contains("App/Resources/fr.lproj/Localizable.strings: error:"))
    }

    @Test func exitStatusFollowsAnyBundle() {
        #expect(Self.repository.hasErrors)
        #expect(!RepositoryReport(root: ".", bundles: [Self.bundle("A", errors: 0)]).hasErrors)
    }
}
