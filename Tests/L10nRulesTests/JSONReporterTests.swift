import Foundation
import Testing
@testable import L10nRules

struct JSONReporterTests {
    @Test func matchesGoldenFile() throws {
        try GoldenFile.check(JSONReporter().render(try ReporterFixture.report()), against: "report.json")
    }

    /// The contract of DESIGN.md section 6: every field, with its type, `null` where there is no value.
    @Test func followsTheContract() throws {
        let text = JSONReporter().render(try ReporterFixture.report())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["tool", "bundle", "baseLanguage", "languages", "diagnostics", "summary"])
        let tool = try #require(object["tool"] as? [String: String])
        #expect(tool["name"] == "l10n-check")
        #expect(object["baseLanguage"] as? String == "en")
        for language in try #require(object["languages"] as? [[String: Any]]) {
            #expect(Set(language.keys) == ["language", "directory", "keys", "missing", "extra"])
            #expect(language["keys"] is Int && language["missing"] is Int && language["extra"] is Int)
        }
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            #expect(Set(diagnostic.keys) == ["rule", "severity", "message", "file", "line", "column", "language",
                                             "table", "key", "category"])
            #expect(["error", "warning", "note"].contains(diagnostic["severity"] as? String))
            #expect(diagnostic["line"] is Int || diagnostic["line"] is NSNull)
        }
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["errors"] == diagnostics.filter { $0["severity"] as? String == "error" }.count)
    }

    @Test func escapesEveryControlCharacter() {
        let value = JSONValue.string("a\"\\\n\t\u{1}\u{2028}é")
        #expect(value.serialized() == #""a\"\\\n\t\u0001\u2028é""#)
        let decoded = try? JSONSerialization.jsonObject(with: Data(value.serialized().utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == "a\"\\\n\t\u{1}\u{2028}é")
    }
}
