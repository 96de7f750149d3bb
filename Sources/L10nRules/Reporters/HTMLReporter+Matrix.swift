import Lproj

extension HTMLReporter {
    /// The table names of a report's language summaries, in order of name.
    static func tableNames(_ report: CheckReport) -> [String] {
        Set(report.languages.flatMap { $0.tables.map(\.table) }).sorted()
    }

    /// The coverage matrix: a row per language (the base first, as the report orders them), its total, then a column
    /// per table; each cell the share of expected keys present as a bar and a figure, what is missing under it, and
    /// the counts in its `title`. It scrolls sideways in its own box when the window is narrow.
    static func writeMatrix(_ report: CheckReport, into page: inout ByteSink) {
        guard !report.languages.isEmpty else {
            return page.append(literal: "<p class=\"quiet\">No languages.</p>\n")
        }
        let tables = tableNames(report)
        page.append(literal: """
            <div class="scroll" role="region" aria-label="Coverage by language and table" tabindex="0">
            <table class="matrix">
            <thead><tr><th scope="col">Language</th><th scope="col" class="total">Total</th>
            """)
        for table in tables {
            page.append(literal: "<th scope=\"col\">")
            XMLEscaping.appendHTML(table, to: &page)
            page.append(literal: "</th>")
        }
        page.append(literal: "</tr></thead>\n<tbody>\n")
        for language in report.languages {
            page.append(literal: "<tr><th scope=\"row\" title=\"")
            XMLEscaping.appendHTML(language.directory + ": " + counted(language.keys, "key"), to: &page)
            page.append(literal: "\">")
            XMLEscaping.appendHTML(language.language, to: &page)
            if language.language == report.baseLanguage { page.append(literal: " <span class=\"base\">base</span>") }
            page.append(literal: "</th>")
            writeCell(
                percent: language.percentComplete, expected: language.expected, missing: language.missing,
                extra: language.extra, place: language.language, isTotal: true, into: &page)
            let byName = Dictionary(language.tables.map { ($0.table, $0) }, uniquingKeysWith: { first, _ in first })
            for table in tables {
                guard let summary = byName[table] else {
                    page.append(literal: "<td class=\"none\" title=\"")
                    XMLEscaping.appendHTML(language.language + " · " + table + ": no figures", to: &page)
                    page.append(literal: "\">–</td>")
                    continue
                }
                writeCell(
                    percent: summary.percentComplete, expected: summary.expected, missing: summary.missing,
                    extra: summary.extra, place: language.language + " · " + table, isTotal: false, into: &page)
            }
            page.append(literal: "</tr>\n")
        }
        page.append(literal: "</tbody>\n</table>\n</div>\n")
    }

    /// One cell: `<td class="low" title="fr · Localizable: 4 of 5 keys present, 1 missing, 1 extra">`, a bar as
    /// wide as the share, the figure, and the missing count when there is one.
    private static func writeCell(
        percent: Double, expected: Int, missing: Int, extra: Int, place: String, isTotal: Bool,
        into page: inout ByteSink
    ) {
        let figure = TextReporter.percent(percent)
        page.append(literal: "<td class=\"")
        page.append(utf8: level(percent) + (isTotal ? " total" : ""))
        page.append(literal: "\" title=\"")
        var title = place + ": " + grouped(expected - missing) + " of " + counted(expected, "key") + " present, "
            + grouped(missing) + " missing"
        if extra > 0 { title += ", " + grouped(extra) + " extra" }
        XMLEscaping.appendHTML(title, to: &page)
        page.append(literal: "\"><span class=\"bar\"><span style=\"width:")
        page.append(utf8: figure)
        page.append(literal: "\"></span></span><span class=\"pct\">")
        page.append(utf8: figure)
        page.append(literal: "</span>")
        if missing > 0 { page.append(utf8: "<span class=\"miss\">" + grouped(missing) + " missing</span>") }
        page.append(literal: "</td>")
    }

    /// The class that colours a share: `full` (100%), `high` (90% or more), `mid` (50% or more), else `low`.
    private static func level(_ percent: Double) -> String {
        percent >= 100 ? "full" : percent >= 90 ? "high" : percent >= 50 ? "mid" : "low"
    }
}
