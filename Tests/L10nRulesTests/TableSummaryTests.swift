import Foundation
import Testing
@testable import L10nRules
import Lproj

/// Each language's figures per table, which the HTML report's coverage matrix shows: they add up to the language's,
/// and they stay out of the JSON contract.
struct TableSummaryTests {
    @Test func tablesAddUpToTheLanguage() throws {
        let report = try ReporterFixture.report()
        for language in report.languages {
            #expect(language.tables.map(\.table) == ["InfoPlist", "Localizable"], "\(language.language)")
            #expect(language.tables.reduce(0) { $0 + $1.expected } == language.expected)
            #expect(language.tables.reduce(0) { $0 + $1.missing } == language.missing)
            #expect(language.tables.reduce(0) { $0 + $1.extra } == language.extra)
        }
        // ru has no InfoPlist, and lacks the few and many forms of files.%d.
        #expect(report.languages.last?.tables == [
            TableSummary(table: "InfoPlist", expected: 1, missing: 1, extra: 0),
            TableSummary(table: "Localizable", expected: 6, missing: 2, extra: 0),
        ])
    }

    @Test func percentCompleteIsTheShareOfExpectedKeysPresent() {
        #expect(TableSummary(table: "A", expected: 4, missing: 1, extra: 3).percentComplete == 75)
        #expect(TableSummary(table: "A", expected: 0, missing: 0, extra: 2).percentComplete == 100)
        #expect(TableSummary(table: "A", expected: 2, missing: 2, extra: 0).percentComplete == 0)
    }

    /// The JSON report is unchanged: no `tables`, and a decoded summary has none.
    @Test func tablesAreNotInTheJSON() throws {
        let report = try ReporterFixture.report()
        let json = JSONReporter().render(report)
        #expect(!json.contains("\"tables\""))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let languages = try JSONSerialization.data(withJSONObject: try #require(object["languages"]))
        let decoded = try JSONDecoder().decode([LanguageSummary].self, from: languages)
        #expect(decoded.map(\.language) == report.languages.map(\.language))
        #expect(decoded.allSatisfy { $0.tables.isEmpty })
    }

    @Test(.enabled(if: ArcGISCorpus.bundlePath != nil, "../shared/corpora is not beside the package: skipped"))
    func arcGISBundleHasOneTablePerLanguage() throws {
        let bundle = try BundleReader.read(path: try #require(ArcGISCorpus.bundlePath))
        let report = Checker().check(try CheckContext(bundle: bundle))
        for language in report.languages {
            #expect(language.tables.map(\.table) == ["Localizable"])
            #expect(language.tables.first?.missing == language.missing)
            #expect(language.tables.first?.expected == language.expected)
        }
        #expect(report.languages.first { $0.language == "zh-Hant-HK" }?.tables.first?.missing == 2)
    }
}
