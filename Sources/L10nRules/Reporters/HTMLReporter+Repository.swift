import Lproj

extension HTMLReporter {
    /// Appends one page for the bundles found under a folder: the totals, a table of the bundles, one set of filters
    /// over all findings (a bundle list among them), then a section per bundle with its coverage matrix, counts per
    /// rule and findings; links name files as seen from the working directory.
    public func write(_ repository: RepositoryReport, into output: inout [UInt8]) {
        let reports = repository.bundles.map(\.report)
        let facets = Facets(reports: reports, bundlePaths: repository.bundles.map(\.path))
        let capacity = repository.estimatedOutputSize(bytesPerFinding: Self.bytesPerFinding)
            + Self.pageSize * (1 + repository.bundles.count / 4)
        ByteSink.write(into: &output, capacity: capacity) { page in
            Self.writeHead(title: repository.root, into: &page)
            page.append(literal: "<header>\n<h1>")
            XMLEscaping.appendHTML(repository.root, to: &page)
            page.append(literal: "</h1>\n<p class=\"facts\">")
            page.append(utf8: Self.counted(repository.bundles.count, "bundle") + " under <code>")
            XMLEscaping.appendHTML(repository.root, to: &page)
            page.append(utf8: "</code> · " + ToolInfo.name + " " + ToolInfo.version + "</p>\n")
            Self.writeTotals(reports, into: &page)
            page.append(literal: "</header>\n<main>\n")
            Self.writeOverview(repository, into: &page)
            if reports.contains(where: { !$0.diagnostics.isEmpty }) {
                Self.writeFilters(facets, withCount: true, into: &page)
            }
            for (number, bundle) in repository.bundles.enumerated() {
                Self.openSection(number: number, into: &page)
                page.append(literal: "<h2>")
                XMLEscaping.appendHTML(bundle.path, to: &page)
                page.append(literal: "</h2>\n")
                Self.writeFacts(bundle.report, into: &page)
                Self.writeTotals([bundle.report], into: &page)
                Self.writeParts(bundle.report, level: 3, facets: facets, bundle: bundle.path, into: &page)
                page.append(literal: "</section>\n")
            }
            page.append(literal: "</main>\n")
            Self.writeEnd(facets, into: &page)
        }
    }

    /// A table of the bundles, each linked to its section: its languages, tables, and errors, warnings and notes.
    private static func writeOverview(_ repository: RepositoryReport, into page: inout ByteSink) {
        guard !repository.bundles.isEmpty else {
            return page.append(literal: "<p class=\"quiet\">No bundles.</p>\n")
        }
        page.append(literal: """
            <h2>Bundles</h2>
            <div class="scroll">
            <table class="counts overview">
            <thead><tr><th scope="col">Bundle</th><th scope="col">Languages</th><th scope="col">Tables</th>\
            <th scope="col">Errors</th><th scope="col">Warnings</th><th scope="col">Notes</th></tr></thead>
            <tbody>

            """)
        for (number, bundle) in repository.bundles.enumerated() {
            page.append(literal: "<tr><th scope=\"row\"><a href=\"#bundle-")
            page.append(decimal: number)
            page.append(literal: "\">")
            XMLEscaping.appendHTML(bundle.path, to: &page)
            page.append(literal: "</a></th>")
            let figures = [bundle.report.languages.count, tableNames(bundle.report).count]
                + Severity.allCases.map { bundle.report.count($0) }
            for figure in figures {
                page.append(literal: figure == 0 ? "<td class=\"zero\">" : "<td>")
                page.append(utf8: grouped(figure))
                page.append(literal: "</td>")
            }
            page.append(literal: "</tr>\n")
        }
        page.append(literal: "</tbody>\n</table>\n</div>\n")
    }
}
