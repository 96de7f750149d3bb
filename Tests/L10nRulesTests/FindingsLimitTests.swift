import Testing
@testable import L10nRules
import Lproj

/// At most so many findings of a rule in a file are listed; the rest are counted.
struct FindingsLimitTests {
    private static func finding(_ line: Int, file: String = "fr.lproj/L.strings", rule: String = "extra-key",
                                severity: Severity = .error) -> Diagnostic {
        Diagnostic(rule: rule, severity: severity, message: "m\(line)", file: file,
                   location: SourceLocation(file: file, line: line, column: 1), language: "fr", table: "L", key: "k\(line)")
    }

    private static func report(_ diagnostics: [Diagnostic]) -> CheckReport {
        CheckReport(bundlePath: "B.bundle", bundleName: "B.bundle", baseLanguage: "en", languages: [],
                    diagnostics: diagnostics)
    }

    @Test func keepsTheFirstAndSaysHowManyMore() {
        let all = (1...250).map { Self.finding($0, severity: $0 % 2 == 0 ? .warning : .error) }
            + [Self.finding(1, file: "de.lproj/L.strings")]
        let limited = Self.report(all).limitingFindings(perRuleAndFile: 100)
        #expect(limited.diagnostics.count == 102)
        #expect(Array(limited.diagnostics.prefix(100)) == Array(all.prefix(100)))
        let note = limited.diagnostics[100]
        #expect(note.severity == .note && note.line == 101 && note.key == nil)
        #expect(note.message.hasPrefix("150 more extra-key findings in this file from here on not shown (75 errors, 75 warnings)"))
        #expect(limited.diagnostics[101].file == "de.lproj/L.strings")
        // The totals count every finding, and no note that stands for hidden ones.
        #expect(limited.count(.error) == 126)
        #expect(limited.count(.warning) == 125)
        #expect(limited.count(.note) == 0)
    }

    @Test func limitIsPerRuleAndFile() {
        let all = (1...3).map { Self.finding($0) } + (1...3).map { Self.finding($0, rule: "empty-value") }
        let limited = Self.report(all).limitingFindings(perRuleAndFile: 2)
        #expect(limited.diagnostics.map(\.rule) == ["extra-key", "extra-key", "extra-key", "empty-value", "empty-value", "empty-value"])
        #expect(limited.diagnostics.map(\.severity) == [.error, .error, .note, .error, .error, .note])
        #expect(limited.omitted.map(\.total) == [1, 1])
    }

    @Test func hiddenErrorsStillFail() {
        let all = [Self.finding(1, severity: .warning), Self.finding(2, severity: .error)]
        let limited = Self.report(all).limitingFindings(perRuleAndFile: 1)
        #expect(!limited.diagnostics.contains { $0.severity == .error })
        #expect(limited.hasErrors)
    }

    @Test func zeroListsEverything() {
        let all = (1...5).map { Self.finding($0) }
        #expect(Self.report(all).limitingFindings(perRuleAndFile: 0).diagnostics == all)
    }

    /// A file with 30,000 problems on one line: the reader keeps 10,000, the report lists 100, the totals count all.
    @Test func aFileFullOfProblemsIsCountedNotListed() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"b\";" + String(repeating: "}", count: 30_000) + "\n",
        ])
        let report = Checker().check(context).limitingFindings(perRuleAndFile: 100)
        #expect(report.count(.error) + report.count(.warning) == 30_000)
        // The note on the findings the reader only counted, 99 findings, the note on the findings not listed.
        #expect(report.diagnostics.count == 101)
        #expect(report.diagnostics.first?.message.hasPrefix("20000 more syntax problems after the first 10000") == true)
    }
}
