import Lproj

/// One self-contained HTML page for people: how complete each language is per table (a coverage matrix), how many
/// findings each rule has by severity, and the findings in a table that a few lines of inline script filter by
/// severity, language, table, rule and text.
///
/// The page needs nothing else: its style and script are inline, it loads no font, image or file and makes no
/// request, so it works offline as a CI artifact. Without script it still reads and prints in full (rows are HTML;
/// the script only hides some). A fragment such as `#rule=missing-key&language=fr` sets the filters on load.
///
/// Every text from the bundle is escaped (see `XMLEscaping.appendHTML(_:to:)`); the script's data is JSON inside
/// `<script type="application/json">` with `<`, `>` and `&` escaped (see `JSONWriter.appendQuotedForScript(_:to:)`).
/// The page holds no time and no machine name: the same report gives the same bytes.
public struct HTMLReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "html"

    /// About how many bytes a finding's row takes beside its message, file and key (and the file again in its link).
    static let bytesPerFinding = 320

    /// Creates the reporter.
    public init() {}

    /// Appends the whole page for a report.
    public func write(_ report: CheckReport, into output: inout [UInt8]) {
        let facets = Facets(reports: [report], bundlePaths: [])
        let capacity = report.estimatedOutputSize(bytesPerFinding: Self.bytesPerFinding) + Self.pageSize
        ByteSink.write(into: &output, capacity: capacity) { page in
            Self.writeHead(title: report.bundleName, into: &page)
            page.append(literal: "<header>\n<h1>")
            XMLEscaping.appendHTML(report.bundleName, to: &page)
            page.append(literal: "</h1>\n")
            Self.writeFacts(report, into: &page)
            Self.writeTotals([report], into: &page)
            page.append(literal: "</header>\n<main>\n")
            Self.openSection(number: 0, into: &page)
            Self.writeParts(report, level: 2, facets: facets, bundle: nil, into: &page)
            page.append(literal: "</section>\n</main>\n")
            Self.writeEnd(facets, into: &page)
        }
    }

    /// About how many bytes the page takes beside its findings: style, script and headings.
    static let pageSize = 16_384

    /// The start of the page, up to `<body>`: the document type, character set, viewport, title, style, and the
    /// script that records script errors on `<html data-errors>`.
    static func writeHead(title: String, into page: inout ByteSink) {
        page.append(literal: """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="
            """)
        page.append(utf8: ToolInfo.name + " " + ToolInfo.version)
        page.append(literal: "\">\n<title>")
        XMLEscaping.appendHTML(title, to: &page)
        page.append(literal: " · localization report</title>\n<script>")
        page.append(literal: Self.errorRecorder)
        page.append(literal: "</script>\n<style>\n")
        page.append(literal: Self.style)
        page.append(literal: "</style>\n</head>\n<body>\n")
    }

    /// The end of the page: the filters' data as JSON, the script, and the end of `<body>` and `<html>`.
    static func writeEnd(_ facets: Facets, into page: inout ByteSink) {
        page.append(literal: "<script type=\"application/json\" id=\"l10n-data\">")
        facets.writeJSON(into: &page)
        page.append(literal: "</script>\n<script>\n")
        page.append(literal: Self.script)
        page.append(literal: "</script>\n</body>\n</html>\n")
    }

    /// `<p class="facts">`: the bundle's path, base language, how many languages, tables and rules, the tool.
    static func writeFacts(_ report: CheckReport, into page: inout ByteSink) {
        let tables = Self.tableNames(report).count
        page.append(literal: "<p class=\"facts\"><code>")
        XMLEscaping.appendHTML(report.bundlePath.isEmpty ? "." : report.bundlePath, to: &page)
        page.append(literal: "</code> · base language ")
        XMLEscaping.appendHTML(report.baseLanguage, to: &page)
        page.append(utf8: " · " + counted(report.languages.count, "language") + " · " + counted(tables, "table"))
        if !report.rules.isEmpty { page.append(utf8: " · " + Self.counted(report.rules.count, "rule") + " run") }
        page.append(utf8: " · " + ToolInfo.name + " " + ToolInfo.version + "</p>\n")
    }

    /// `<p class="totals">`: the errors, warnings and notes of all `reports` together, those left out included.
    static func writeTotals(_ reports: [CheckReport], into page: inout ByteSink) {
        page.append(literal: "<p class=\"totals\">")
        for (offset, severity) in Severity.allCases.enumerated() {
            if offset > 0 { page.append(literal: " ") }
            let count = reports.reduce(0) { $0 + $1.count(severity) }
            page.append(utf8: "<span class=\"sev-\(severity.rawValue)\(count == 0 ? " zero" : "")\">")
            page.append(utf8: Self.counted(count, severity.rawValue) + "</span>")
        }
        page.append(literal: "</p>\n")
    }

    /// Opens a bundle's `<section>`, numbered as the script's data numbers bundles.
    static func openSection(number: Int, into page: inout ByteSink) {
        page.append(literal: "<section class=\"bundle\" id=\"bundle-")
        page.append(decimal: number)
        page.append(literal: "\" data-b=\"")
        page.append(decimal: number)
        page.append(literal: "\">\n")
    }

    /// The body of a bundle's section: its coverage matrix, counts per rule and findings, headed at `level` (2 on a
    /// single bundle's page, 3 in a section of a repository's). `bundle` is the bundle's path on a repository's page,
    /// where the filters are above all sections; on a single bundle's page (`nil`), they are just above the findings.
    static func writeParts(
        _ report: CheckReport, level: Int, facets: Facets, bundle: String?, into page: inout ByteSink
    ) {
        page.append(utf8: "<h\(level)>Coverage</h\(level)>\n")
        writeMatrix(report, into: &page)
        page.append(utf8: "<h\(level)>Findings by rule</h\(level)>\n")
        writeCounts(report, bundle: bundle, into: &page)
        page.append(utf8: "<h\(level)>Findings</h\(level)>\n")
        if bundle == nil, !report.diagnostics.isEmpty { writeFilters(facets, withCount: false, into: &page) }
        writeFindings(report, facets: facets, into: &page)
    }

    /// `3 languages`, `1 language`: a count, with a comma every three digits, and a noun in the singular or plural.
    static func counted(_ count: Int, _ noun: String) -> String {
        grouped(count) + " " + noun + (count == 1 ? "" : "s")
    }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = value < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
