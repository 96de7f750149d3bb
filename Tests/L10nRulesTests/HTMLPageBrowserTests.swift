import Foundation
import Testing
import TestSupport
@testable import L10nRules
import Lproj

/// The HTML page as headless Chromium renders it: its script runs without errors, sets the filters from the
/// fragment and shows only matching rows with the right count, and the coverage matrix has every language and table.
///
/// A screenshot of the page is kept as a test artifact in `.build/test-artifacts/html-report.png`, with the pages'
/// sizes and Chromium's times in `html-report-timing-*.txt` beside it. Alone, the suite takes about 7 seconds on two
/// cores; each Chromium run is killed after 20 seconds (it can hang), a margin for a machine busy with other tests.
@Suite(.enabled(if: HeadlessChromium.path != nil, "needs Chromium at /usr/bin/chromium: skipped"))
struct HTMLPageBrowserTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let artifacts = packageRoot.appendingPathComponent(".build/test-artifacts")

    /// The shared corpora's bundle with the most findings (about 11,000), when the corpora are beside the package.
    static var largeBundlePath: String? { SharedFolder.corpus("deltachat-ios/deltachat-ios") }

    @Test func scriptSetsTheFiltersFromTheFragment() throws {
        let report = try ReporterFixture.report()
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.write(HTMLReporter().render(report), in: folder)

        let byRule = try Self.dom(of: page, fragment: "rule=missing-key", folder: folder)
        #expect(Self.visibleRows(byRule).map { $0.contains("<td>missing-key</td>") } == [true])
        #expect(Self.shownCount(byRule) == "1 of 6 findings")
        #expect(byRule.contains("<option value=\"4\">missing-key (1)</option>"))

        // Three filters at once, and a text search, as a link would set them.
        let combined = try Self.dom(of: page, fragment: "severity=error&language=ru&q=FEW", folder: folder)
        #expect(Self.visibleRows(combined).map { $0.contains("<td>files.few</td>") } == [true])
        #expect(Self.shownCount(combined) == "1 of 6 findings")
        // The script showed the filter form, hidden in the page's HTML for readers without script.
        #expect(combined.contains("<form class=\"filters\" id=\"filters\" role=\"search\" aria-label=\"Filter findings\">"))

    }

    /// What a person does: choose a rule, type a search, clear the filters, follow a link to some findings. A page
    /// beside the report drives it in a frame (which `--allow-file-access-from-files` lets it reach) and writes what
    /// the report shows after each step into its own DOM.
    @Test func filtersFollowTheControls() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.write(HTMLReporter().render(try ReporterFixture.report()), in: folder)
        let harness = folder.appendingPathComponent("harness.html")
        try Self.harness.write(to: harness, atomically: true, encoding: .utf8)
        let run = try HeadlessChromium.run(["--allow-file-access-from-files", "--dump-dom"], url: harness, folder: folder)
        #expect(!run.timedOut)
        let log = try #require(HTMLReporterTests.between(run.output, "<pre id=\"log\">", "</pre>"))
        #expect(log.split(separator: "\n").map(String.init) == [
            "ready 1",
            "rule missing-key: 1 of 6 findings, 1 rows, #rule=missing-key",
            // The DOM dump escapes the &.
            "and search EDIT: 1 of 6 findings, 1 rows, #rule=missing-key&amp;q=EDIT",
            "search plural only: 2 of 6 findings, 2 rows, #q=plural",
            "show all: 6 of 6 findings, 6 rows, ",
            "link to warnings: 1 of 6 findings, 1 rows, #severity=warning",
            "errors none",
        ])
    }

    /// The page that drives the report in a frame, step by step, and logs what it shows.
    private static let harness = """
        <!DOCTYPE html>
        <html><body>
        <iframe id="report" src="report.html" width="1280" height="900"></iframe>
        <pre id="log"></pre>
        <script>
        var frame = document.getElementById("report");
        frame.addEventListener("load", function () {
          var page = frame.contentWindow, doc = page.document, log = [];
          function step(name) {
            log.push(name + ": " + doc.querySelector("[data-shown]").textContent + ", "
              + doc.querySelectorAll("tr[data-s]:not([hidden])").length + " rows, " + page.location.hash);
          }
          function fire(element, type) { element.dispatchEvent(new Event(type, { bubbles: true })); }
          log.push("ready " + doc.documentElement.getAttribute("data-ready"));
          var rule = doc.getElementById("f-r"), search = doc.getElementById("f-q");
          var missingKey = [].filter.call(rule.options, function (option) { return option.text.indexOf("missing-key") === 0; });
          rule.value = missingKey[0].value;
          fire(rule, "change");
          step("rule missing-key");
          search.value = "EDIT";
          fire(search, "input");
          step("and search EDIT");
          rule.value = "";
          search.value = "plural";
          fire(search, "input");
          step("search plural only");
          doc.getElementById("f-reset").click();
          step("show all");
          page.location.hash = "severity=warning";
          page.dispatchEvent(new HashChangeEvent("hashchange"));
          step("link to warnings");
          log.push("errors " + (doc.documentElement.getAttribute("data-errors") || "none"));
          document.getElementById("log").textContent = log.join("\\n");
        });
        </script>
        </body></html>
        """

    /// A real bundle's page (the project's own popup strings, which have no findings): every language in report
    /// order, the base first, and a column per table.
    @Test func matrixShowsEveryLanguageAndTable() throws {
        let bundle = Self.packageRoot.appendingPathComponent("Resources/PopupStrings.bundle").path
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(path: bundle)))
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = HTMLReporter().render(report)
        let page = try Self.write(html, in: folder)
        let run = try Self.load(page, fragment: nil, folder: folder)
        let dom = run.output
        let matrix = try #require(HTMLReporterTests.between(dom, "<table class=\"matrix\">", "</table>"))
        let languages = matrix.components(separatedBy: "<th scope=\"row\"").dropFirst().map {
            Self.text(HTMLReporterTests.between($0, ">", "</th>") ?? "")
        }
        #expect(languages
            == report.languages.map { $0.language == report.baseLanguage ? $0.language + " base" : $0.language })
        #expect(languages.first == report.baseLanguage + " base")
        let columns = matrix.components(separatedBy: "<th scope=\"col\"").dropFirst().map {
            Self.text(HTMLReporterTests.between($0, ">", "</th>") ?? "")
        }
        #expect(columns == ["Language", "Total"] + HTMLReporter.tableNames(report))
        #expect(!HTMLReporter.tableNames(report).isEmpty)
        #expect(matrix.components(separatedBy: "<span class=\"pct\">").count - 1
            == report.languages.count * (1 + HTMLReporter.tableNames(report).count))
        try Self.recordTiming("PopupStrings.bundle", bytes: html.utf8.count, run: run)
    }

    /// The screenshot, kept for a person to look at in `.build/test-artifacts/html-report.png`: the page at
    /// 1280 × 900.
    @Test func screenshotIsKept() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.write(HTMLReporter().render(try ReporterFixture.report()), in: folder)
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        let image = Self.artifacts.appendingPathComponent("html-report.png")
        try? FileManager.default.removeItem(at: image)
        let run = try HeadlessChromium.run(
            ["--screenshot=" + image.path, "--window-size=1280,900"], url: page, folder: folder)
        #expect(!run.timedOut)
        let bytes = try Data(contentsOf: image)
        #expect(bytes.count > 1_000)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
    }

    /// The page of the corpora's largest bundle as the command writes it (at most 100 findings per rule and file, some
    /// 3,500 rows): it loads, and the filters count right.
    @Test(.enabled(if: largeBundlePath != nil, "../shared/corpora is not beside the package: skipped"))
    func largeBundlePageLoadsAndFilters() throws {
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(path: try #require(Self.largeBundlePath))))
            .limitingFindings(perRuleAndFile: CheckReport.defaultFindingsLimit)
        #expect(report.diagnostics.count > 1_000)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = HTMLReporter().render(report)
        let page = try Self.write(html, in: folder)
        let language = try #require(report.languages.dropFirst().first?.language)
        let run = try Self.load(page, fragment: "severity=error&language=" + language, folder: folder)
        let expected = report.diagnostics.filter { $0.severity == .error && $0.language == language }.count
        #expect(Self.visibleRows(run.output).count == expected)
        #expect(Self.shownCount(run.output)
            == HTMLReporter.grouped(expected) + " of " + HTMLReporter.counted(report.diagnostics.count, "finding"))
        try Self.recordTiming((Self.largeBundlePath! as NSString).lastPathComponent, bytes: html.utf8.count, run: run)
    }

    // MARK: Helpers

    static func temporaryFolder() throws -> URL {
        let folder = URL(fileURLWithPath: TemporaryFiles.path("l10n-html"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func write(_ page: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("report.html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The rendered DOM of the page opened at `#fragment`, after checking that its script ran to its end and
    /// recorded no error.
    static func dom(of page: URL, fragment: String?, folder: URL) throws -> String {
        try load(page, fragment: fragment, folder: folder).output
    }

    static func load(_ page: URL, fragment: String?, folder: URL) throws -> HeadlessChromium.Run {
        var url = page.absoluteString
        if let fragment { url += "#" + fragment }
        let run = try HeadlessChromium.run(["--dump-dom"], url: try #require(URL(string: url)), folder: folder)
        #expect(!run.timedOut, "Chromium did not finish in time")
        let start = run.output.range(of: "<html").map { String(run.output[$0.lowerBound...].prefix(300)) } ?? ""
        let root = String(start.prefix { $0 != ">" })
        #expect(root.contains("data-ready=\"1\""), "the script did not finish: \(root)")
        #expect(!root.contains("data-errors"), "script errors: \(root)")
        return run
    }

    /// The findings' rows not hidden.
    static func visibleRows(_ dom: String) -> [String] {
        dom.split(separator: "\n").filter { $0.hasPrefix("<tr data-s=") && !$0.contains(" hidden=") }.map(String.init)
    }

    /// What the first count of shown findings says.
    static func shownCount(_ dom: String) -> String? {
        guard let paragraph = HTMLReporterTests.between(dom, "<p class=\"shown\"", "</p>") else { return nil }
        return paragraph.split(separator: ">", maxSplits: 1).last.map(String.init)
    }

    /// Markup without its tags, spaces collapsed.
    static func text(_ markup: String) -> String {
        markup.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Writes `.build/test-artifacts/html-report-timing-NAME.txt`: the page's size and Chromium's time to load it
    /// and dump its DOM (its start-up included).
    static func recordTiming(_ name: String, bytes: Int, run: HeadlessChromium.Run) throws {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let line = "\(name): \(HTMLReporter.grouped(bytes)) bytes, Chromium --dump-dom "
            + String(format: "%.2f", run.seconds) + " s\n"
        try line.write(
            to: artifacts.appendingPathComponent("html-report-timing-\(name).txt"), atomically: true, encoding: .utf8)
    }
}
