import Foundation
import Testing
@testable import L10nRules
import Lproj

/// The HTML page: one self-contained file, a coverage matrix of languages by tables, counts per rule and severity
/// (those left out included), the findings as rows, and nothing from the bundle that can break out of its place.
struct HTMLReporterTests {
    @Test func matchesGoldenFile() throws {
        try GoldenFile.check(HTMLReporter().render(try ReporterFixture.report()), against: "report.html")
    }

    @Test func isRegisteredAsHTML() {
        #expect(ReporterRegistry.identifiers.contains("html"))
        #expect(HTMLReporter.identifier == "html")
    }

    @Test func sameReportGivesTheSameBytes() throws {
        let report = try ReporterFixture.report()
        #expect(HTMLReporter().render(report) == HTMLReporter().render(report))
    }

    /// Inline style and script only: nothing to load, from the network or from beside the page.
    @Test func needsNothingElse() throws {
        let page = HTMLReporter().render(try ReporterFixture.report())
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.contains("<title>Example.bundle · localization report</title>"))
        for loading in ["<link", " src=", "url(", "@import", "@font-face", "http://", "https://", "<img", "<iframe"] {
            #expect(!page.contains(loading), "\(loading)")
        }
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
    }

    @Test func matrixHasACellPerLanguageAndTable() throws {
        let page = HTMLReporter().render(try ReporterFixture.report())
        let matrix = try #require(Self.between(page, "<table class=\"matrix\">", "</table>"))
        #expect(matrix.contains("<th scope=\"col\">Language</th><th scope=\"col\" class=\"total\">Total</th>"
            + "<th scope=\"col\">InfoPlist</th><th scope=\"col\">Localizable</th></tr>"))
        let rows = matrix.components(separatedBy: "<tr><th scope=\"row\"").dropFirst()
        #expect(rows.map { Self.between($0, ">", "</th>") } == ["en <span class=\"base\">base</span>", "fr", "ru"])
        for row in rows { #expect(row.components(separatedBy: "<td ").count - 1 == 3) }
        // ru lacks InfoPlist (0 of 1) and two of Localizable's plural variants (4 of 6): 57.1% in all.
        let ru = try #require(rows.last)
        #expect(ru.contains(##"<td class="mid total" title="ru: 4 of 7 keys present, 3 missing">"##
            + ##"<span class="bar"><span style="width:57.1%"></span></span><span class="pct">57.1%</span>"##
            + ##"<span class="miss">3 missing</span></td>"##))
        #expect(ru.contains(##"<td class="low" title="ru · InfoPlist: 0 of 1 key present, 1 missing">"##))
        #expect(ru.contains(##"title="ru · Localizable: 4 of 6 keys present, 2 missing">"##))
        #expect(rows.first?.contains(##"<span class="pct">100.0%</span></td></tr>"##) == true)
    }

    /// A language without figures for a table (a report made by hand) shows a dash there, not a share.
    @Test func tableWithoutFiguresShowsADash() {
        let report = CheckReport(
            bundlePath: "B.bundle", bundleName: "B.bundle", baseLanguage: "en",
            languages: [
                LanguageSummary(
                    language: "en", directory: "en.lproj", keys: 2, missing: 0, extra: 0, expected: 2,
                    tables: [TableSummary(table: "A", expected: 1, missing: 0, extra: 0),
                             TableSummary(table: "B", expected: 1, missing: 0, extra: 0)]),
                LanguageSummary(
                    language: "fr", directory: "fr.lproj", keys: 1, missing: 0, extra: 0, expected: 1,
                    tables: [TableSummary(table: "A", expected: 1, missing: 0, extra: 0)]),
            ],
            diagnostics: [])
        let page = HTMLReporter().render(report)
        #expect(page.contains(##"<td class="none" title="fr · B: no figures">–</td></tr>"##))
        #expect(page.contains("<p class=\"quiet\">No findings.</p>"))
        #expect(!page.contains("<form"))
    }

    /// The counts per rule and severity add the findings the per-file limit left out, and not the notes that stand
    /// for them: the totals row is what ``CheckReport/count(_:)`` says.
    @Test func countsIncludeOmittedFindings() {
        let findings = (1...7).map { line in
            Diagnostic(
                rule: "extra-key", severity: line % 2 == 0 ? .warning : .error, message: "extra \(line)",
                file: "fr.lproj/L.strings", location: SourceLocation(file: "", line: line, column: 1), language: "fr",
                table: "L", key: "k\(line)")
        } + [Diagnostic(rule: "untranslated", severity: .note, message: "same", file: "fr.lproj/L.strings")]
        let report = CheckReport(
            bundlePath: "B.bundle", bundleName: "B.bundle", baseLanguage: "en", languages: [],
            diagnostics: findings, rules: ["missing-key", "extra-key", "untranslated"]
        ).limitingFindings(perRuleAndFile: 2)
        #expect(report.diagnostics.count == 4)
        let counts = HTMLReporter.RuleCounts.all(of: report)
        #expect(counts.map(\.rule) == ["missing-key", "extra-key", "untranslated"])
        #expect(counts.map(\.bySeverity) == [[0, 0, 0], [4, 3, 0], [0, 0, 1]])
        #expect(counts.map(\.notListed) == [0, 5, 0])
        for (index, severity) in Severity.allCases.enumerated() {
            #expect(counts.reduce(0) { $0 + $1.bySeverity[index] } == report.count(severity))
        }
        let page = HTMLReporter().render(report)
        let table = Self.between(page, "<table class=\"counts\">", "</table>") ?? ""
        #expect(table.contains(##"<tr><th scope="row"><a href="#rule=extra-key"><code>extra-key</code></a></th>"##
            + ##"<td><a href="#rule=extra-key&amp;severity=error">4</a></td>"##
            + ##"<td><a href="#rule=extra-key&amp;severity=warning">3</a></td><td class="zero">0</td>"##
            + ##"<td><a href="#rule=extra-key">7</a></td></tr>"##))
        #expect(table.contains(##"<tfoot><tr><th scope="row">Total</th><td><a href="#severity=error">4</a></td>"##
            + ##"<td><a href="#severity=warning">3</a></td><td><a href="#severity=note">1</a></td><td>8</td></tr></tfoot>"##))
        #expect(page.contains("The counts include 5 findings not listed below"))
        #expect(page.contains("<p class=\"quiet\">No findings of <code>missing-key</code>.</p>"))
        #expect(page.contains("<p class=\"totals\"><span class=\"sev-error\">4 errors</span> "
            + "<span class=\"sev-warning\">3 warnings</span> <span class=\"sev-note\">1 note</span></p>"))
        // The listed rows: two of extra-key, the note that stands for the rest, and untranslated's note.
        #expect(Self.rows(page).count == 4)
    }

    // MARK: Escaping

    /// A finding whose key, message, file, language and table try to end the script, add an element with a handler,
    /// close a quoted attribute, and hold `&` and U+2028.
    private static let hostile = Diagnostic(
        rule: "extra-key", severity: .error,
        message: "<img src=x onerror=alert(1)> \"quoted\" 'single' & more\u{2028}end",
        file: "fr.lproj/</script><b>.strings", location: SourceLocation(file: "", line: 3, column: 5),
        language: "fr\"><script>alert(2)</script>", table: "</script><script>alert(3)</script>",
        key: "</script><script>alert(1)</script>")

    private static func hostileReport() -> CheckReport {
        CheckReport(
            bundlePath: "My \"App\" & <Co>.bundle", bundleName: "<App>.bundle", baseLanguage: "en",
            languages: [
                LanguageSummary(
                    language: "fr\"><script>alert(2)</script>", directory: "fr.lproj", keys: 1, missing: 1,
                    extra: 1, expected: 2,
                    tables: [TableSummary(table: "</script><script>alert(3)</script>", expected: 2, missing: 1, extra: 1)]),
            ],
            diagnostics: [hostile])
    }

    @Test func bundleTextCannotAddMarkup() {
        let page = HTMLReporter().render(Self.hostileReport())
        // The page's own three scripts, and no other element than its own.
        #expect(page.components(separatedBy: "<script").count - 1 == 3)
        #expect(!page.contains("<img") && !page.contains("<b>") && !page.contains("alert(1)</script>"))
        #expect(page.contains("<td>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</td>"))
        #expect(page.contains(
            "<td>&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &apos;single&apos; &amp; more\\u{2028}end</td>"))
        #expect(page.contains("<title>&lt;App&gt;.bundle · localization report</title>"))
        #expect(page.contains("<code>My &quot;App&quot; &amp; &lt;Co&gt;.bundle</code>"))
        #expect(page.contains(##"title="fr&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt; · &lt;/script&gt;"##))
        #expect(!page.unicodeScalars.contains("\u{2028}"))
    }

    /// The link's text shows `file:line:column`; its `href` is the bundle's path and the file, percent-encoded, so no
    /// quote or `&` is left to end the attribute.
    @Test func findingLinksItsFile() {
        let page = HTMLReporter().render(Self.hostileReport())
        #expect(page.contains(
            ##"<td><a href="My%20%22App%22%20&amp;%20%3CCo%3E.bundle/fr.lproj/%3C/script%3E%3Cb%3E.strings">"##
            + ##"fr.lproj/&lt;/script&gt;&lt;b&gt;.strings:3:5</a></td>"##))
        var report = Self.hostileReport()
        report.bundlePath = "/tmp/A b.bundle"
        #expect(HTMLReporter().render(report).contains(##"<a href="file:///tmp/A%20b.bundle/fr.lproj/"##))
        report.bundlePath = "javascript:alert(1)"
        #expect(HTMLReporter().render(report).contains(##"<a href="javascript%3Aalert(1)/fr.lproj/"##))
    }

    /// The script's data is JSON that no name can end early: `<`, `>`, `&` and U+2028 are escapes, and it reads back
    /// to the names.
    @Test func scriptDataCannotEndItsElement() throws {
        var report = Self.hostileReport()
        report.diagnostics[0].rule = "rule<!--&\u{2028}"
        let page = HTMLReporter().render(report)
        let json = try #require(Self.between(page, "<script type=\"application/json\" id=\"l10n-data\">", "</script>"))
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(json.contains(##""\u003c/script\u003e\u003cscript\u003ealert(3)\u003c/script\u003e""##))
        #expect(json.contains(##""rule\u003c!--\u0026\u2028""##))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String]])
        #expect(data["tables"] == ["</script><script>alert(3)</script>"])
        #expect(data["languages"] == ["fr\"><script>alert(2)</script>"])
        #expect(data["rules"] == ["rule<!--&\u{2028}"])
        #expect(data["severities"] == ["error", "warning", "note"])
        #expect(data["bundles"] == [])
    }

    @Test func controlCharactersAreShownAsEscapes() {
        var report = Self.hostileReport()
        report.diagnostics[0].key = "a\nb\u{1B}[2J\u{0}"
        let page = HTMLReporter().render(report)
        #expect(page.contains("<td>a\\nb\\u{1B}[2J\\u{0}</td>"))
        #expect(!page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    // MARK: Rows

    @Test func rowsNameTheirValuesByPosition() throws {
        let page = HTMLReporter().render(try ReporterFixture.report())
        let rows = Self.rows(page)
        #expect(rows.count == 6)
        // fr's syntax error: an error (0) of fr (1) in Localizable (1), the rules in registry order.
        let rule = try #require(RuleRegistry.all.firstIndex { $0.description.id == "syntax-error" })
        #expect(rows.contains { $0.hasPrefix("<tr data-s=\"0\" data-l=\"1\" data-t=\"1\" data-r=\"\(rule)\"><td>error</td>"
            + "<td><a href=\"Example.bundle/fr.lproj/Localizable.strings\">fr.lproj/Localizable.strings:4:30</a></td>"
            + "<td>fr</td><td>Localizable</td><td>syntax-error</td><td></td><td>missing &apos;;&apos; after") })
        #expect(page.contains("<p class=\"shown\" data-shown=\"6\">6 findings</p>"))
    }

    @Test func findingsWithoutLanguageOrTableHaveTheNoneEntry() throws {
        let report = CheckReport(
            bundlePath: "B.bundle", bundleName: "B.bundle", baseLanguage: "en", languages: [],
            diagnostics: [Diagnostic(rule: "syntax-error", severity: .error, message: "broken", file: "A.xcstrings")])
        let page = HTMLReporter().render(report)
        #expect(Self.rows(page) == ["<tr data-s=\"0\" data-l=\"0\" data-t=\"0\" data-r=\"0\"><td>error</td><td><a "
            + "href=\"B.bundle/A.xcstrings\">A.xcstrings</a></td><td></td><td></td><td>syntax-error</td><td></td>"
            + "<td>broken</td></tr>"])
        #expect(page.contains(##"{"severities": ["error", "warning", "note"], "bundles": [], "languages": [""], "##
            + ##""tables": [""], "rules": ["syntax-error"]}"##))
    }

    // MARK: Repository

    @Test func repositoryPageHasASectionPerBundleAndOneSetOfFilters() throws {
        var app = try ReporterFixture.report()
        app.bundlePath = "repo/App/Example.bundle"
        let quiet = CheckReport(
            bundlePath: "repo/Launcher", bundleName: "Launcher", baseLanguage: "en",
            languages: [LanguageSummary(language: "en", directory: "en.lproj", keys: 1, missing: 0, extra: 0, expected: 1)],
            diagnostics: [])
        let repository = RepositoryReport(root: "repo", bundles: [
            RepositoryReport.Bundle(path: "App/Example.bundle", report: app),
            RepositoryReport.Bundle(path: "Launcher", report: quiet),
        ])
        let page = HTMLReporter().render(repository)
        #expect(page.contains("<title>repo · localization report</title>"))
        #expect(page.components(separatedBy: "<section class=\"bundle\"").count - 1 == 2)
        #expect(page.contains("<section class=\"bundle\" id=\"bundle-1\" data-b=\"1\">\n<h2>Launcher</h2>"))
        #expect(page.components(separatedBy: "<form ").count - 1 == 1)
        #expect(page.contains("<select id=\"f-b\">") && page.contains("<output id=\"f-shown\""))
        #expect(page.components(separatedBy: "<table class=\"matrix\">").count - 1 == 2)
        #expect(page.contains(##"<tr><th scope="row"><a href="#bundle-0">App/Example.bundle</a></th><td>3</td>"##
            + ##"<td>2</td><td>5</td><td>1</td><td class="zero">0</td></tr>"##))
        #expect(page.contains(##"<a href="#bundle=App%2FExample.bundle&amp;rule=missing-key&amp;severity=error">"##))
        #expect(page.contains(##"<a href="repo/App/Example.bundle/fr.lproj/Localizable.strings">"##))
        #expect(page.contains(##""bundles": ["App/Example.bundle", "Launcher"]"##))
        #expect(page.contains("<p class=\"totals\"><span class=\"sev-error\">5 errors</span>"))
        #expect(Self.rows(page).count == 6)
    }

    // MARK: Helpers

    /// The text between the first `start` and the next `end` after it.
    static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex)
        else { return nil }
        return String(text[from.upperBound..<to.lowerBound])
    }

    /// The findings' rows.
    static func rows(_ page: String) -> [String] {
        page.split(separator: "\n").filter { $0.hasPrefix("<tr data-s=") }.map(String.init)
    }
}
