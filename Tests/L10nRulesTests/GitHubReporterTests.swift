import Testing
@testable import L10nRules
import Lproj

/// GitHub Actions workflow commands: one per finding, paths from the working directory, escaped as the runner reads.
struct GitHubReporterTests {
    @Test func matchesGoldenFile() throws {
        let reporter = GitHubReporter(workingDirectory: "/work/repo")
        try GoldenFile.check(reporter.render(try ReporterFixture.report()), against: "report.github.txt")
    }

    @Test func namesWithPercentColonCommaAndLineBreaksAreEscaped() {
        let report = CheckReport(
            bundlePath: "App, 100%: Strings.bundle", bundleName: "Strings.bundle", baseLanguage: "en", languages: [],
            diagnostics: [
                Diagnostic(rule: "missing-key", severity: .error, message: "key \"a%b\"\nis missing,\r really: yes",
                           file: "de.lproj/Local:iz,able\n.strings", location: SourceLocation(file: "", line: 3, column: 9),
                           language: "de"),
                Diagnostic(rule: "extra-key", severity: .note, message: "100% done", file: ""),
            ])
        let lines = GitHubReporter(workingDirectory: "/elsewhere").render(report).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == "::error file=App%2C 100%25%3A Strings.bundle/de.lproj/Local%3Aiz%2Cable%0A.strings,line=3,"
            + "col=9,title=l10n-check missing-key::key \"a%25b\"%0Ais missing,%0D really: yes")
        #expect(lines[1] == "::notice file=App%2C 100%25%3A Strings.bundle,title=l10n-check extra-key::100%25 done")
        #expect(lines[2] == "::notice title=l10n-check::Strings.bundle: 1 error, 0 warnings, 1 note")
    }

    @Test func absoluteBundlePathsBecomeRelativeToTheWorkingDirectory() {
        let report = CheckReport(
            bundlePath: "/work/repo/Resources/A.bundle", bundleName: "A.bundle", baseLanguage: "en", languages: [],
            diagnostics: [Diagnostic(rule: "extra-key", severity: .warning, message: "m", file: "fr.lproj/L.strings")])
        #expect(GitHubReporter(workingDirectory: "/work/repo/").render(report).hasPrefix(
            "::warning file=Resources/A.bundle/fr.lproj/L.strings,title=l10n-check extra-key::m\n"))
        #expect(GitHubReporter(workingDirectory: "/work/rep").render(report).hasPrefix(
            "::warning file=/work/repo/Resources/A.bundle/fr.lproj/L.strings,"))
    }

    @Test func everyLineIsAWorkflowCommand() throws {
        let output = GitHubReporter(workingDirectory: "/").render(try ReporterFixture.report())
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "))
            #expect(line.contains("::"))
        }
    }
}
