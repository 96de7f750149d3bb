import Testing
@testable import L10nRules

struct TextReporterTests {
    @Test func matchesGoldenFile() throws {
        try GoldenFile.check(TextReporter().render(try ReporterFixture.report()), against: "report.txt")
    }

    @Test func linesAreCompilerStyle() throws {
        let diagnostic = Diagnostic(
            rule: "syntax-error", severity: .error, message: "m", file: "fr.lproj/L.strings",
            location: .init(file: "x", line: 3, column: 7))
        #expect(TextReporter.line(for: diagnostic, under: "A.bundle") == "A.bundle/fr.lproj/L.strings:3:7: error: m [syntax-error]")
        let fileLevel = Diagnostic(rule: "missing-table", severity: .error, message: "m", file: "de.lproj/I.strings")
        #expect(TextReporter.line(for: fileLevel, under: "A.bundle/") == "A.bundle/de.lproj/I.strings: error: m [missing-table]")
    }

    @Test(arguments: [(100.0, "100.0%"), (99.99, "99.9%"), (0, "0.0%"), (50.06, "50.0%")])
    func percentNeverRoundsUpToComplete(value: Double, text: String) {
        #expect(TextReporter.percent(value) == text)
    }
}
