import Lproj

extension HTMLReporter {
    /// How many rows each table of findings holds (see ``writeFindings(_:facets:into:)``).
    static let rowsPerTable = 250

    /// The findings, one row per finding in report order: severity, place (linked to the file), language, table,
    /// rule, key and message. Each row names its severity, language, table and rule by position in the page's data
    /// (`data-s`, `data-l`, `data-t`, `data-r`), for the script's filters; above them, how many rows show.
    ///
    /// The header is a table of its own, and the rows come in tables of ``rowsPerTable``, all laid out with the same
    /// fixed columns, each in a box the browser lays out only when it comes into view (`content-visibility: auto`):
    /// one table of 10,000 rows took Chromium seconds to lay out, on load and again on scrolling to it.
    static func writeFindings(_ report: CheckReport, facets: Facets, into page: inout ByteSink) {
        let count = report.diagnostics.count
        page.append(literal: "<p class=\"shown\" data-shown=\"")
        page.append(decimal: count)
        page.append(literal: "\">")
        page.append(utf8: count == 0 ? "No findings listed." : counted(count, "finding"))
        page.append(literal: "</p>\n")
        guard count > 0 else { return }
        page.append(literal: """
            <table class="findings head">
            <thead><tr><th scope="col">Severity</th><th scope="col">Place</th><th scope="col">Language</th>\
            <th scope="col">Table</th><th scope="col">Rule</th><th scope="col">Key</th><th scope="col">Message</th>\
            </tr></thead>
            </table>

            """)
        let root = ArtifactRoot(report.bundlePath)
        // Findings come file by file, language by language: cells the last row had are kept as bytes, not made again.
        var place = Cell<String>(value: "")
        var language = Cell<String?>(value: nil)
        var table = Cell<String?>(value: nil)
        var rule = Cell<String>(value: "")
        // Through a buffer pointer, so that no finding is copied.
        report.diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                if index % rowsPerTable == 0 {
                    if index > 0 { page.append(literal: "</tbody>\n</table>\n</div>\n") }
                    page.append(literal: "<div class=\"rows\">\n<table class=\"findings\">\n<tbody>\n")
                }
                place.update(diagnostics[index].file) { (0, link(to: $0, under: root)) }
                language.update(diagnostics[index].language) { (facets.language($0), escaped($0)) }
                table.update(diagnostics[index].table) { (facets.table($0), escaped($0)) }
                rule.update(diagnostics[index].rule) { (facets.rule($0), escaped($0)) }
                writeRow(diagnostics[index], cells: (place, language, table, rule), into: &page)
            }
        }
        page.append(literal: "</tbody>\n</table>\n</div>\n")
    }

    /// One finding's row; `cells` are its place's link (up to the line), language, table and rule.
    @inline(__always)
    private static func writeRow(
        _ diagnostic: Diagnostic, cells: (place: Cell<String>, language: Cell<String?>, table: Cell<String?>,
        rule: Cell<String>), into page: inout ByteSink
    ) {
        page.append(literal: "<tr data-s=\"")
        page.append(decimal: number(of: diagnostic.severity))
        page.append(literal: "\" data-l=\"")
        page.append(decimal: cells.language.number)
        page.append(literal: "\" data-t=\"")
        page.append(decimal: cells.table.number)
        page.append(literal: "\" data-r=\"")
        page.append(decimal: cells.rule.number)
        page.append(literal: "\"><td>")
        page.append(utf8: diagnostic.severity.rawValue)
        page.append(literal: "</td><td>")
        page.append(contentsOf: cells.place.text)
        if let line = diagnostic.line {
            page.append(UInt8(ascii: ":"))
            page.append(decimal: line)
            if let column = diagnostic.column {
                page.append(UInt8(ascii: ":"))
                page.append(decimal: column)
            }
        }
        page.append(literal: "</a></td><td>")
        page.append(contentsOf: cells.language.text)
        page.append(literal: "</td><td>")
        page.append(contentsOf: cells.table.text)
        page.append(literal: "</td><td>")
        page.append(contentsOf: cells.rule.text)
        page.append(literal: "</td><td>")
        if let key = diagnostic.key { XMLEscaping.appendHTML(key, to: &page) }
        page.append(literal: "</td><td>")
        XMLEscaping.appendHTML(diagnostic.message, to: &page)
        page.append(literal: "</td></tr>\n")
    }

    /// `<a href="...">` and the file's name, escaped: the start of a place's cell.
    private static func link(to file: String, under root: ArtifactRoot) -> [UInt8] {
        var bytes = Array("<a href=\"".utf8)
        bytes += href(of: file, under: root)
        bytes += Array("\">".utf8)
        XMLEscaping.appendHTML(file, to: &bytes)
        return bytes
    }

    /// A text from the bundle, escaped; nothing for `nil`.
    private static func escaped(_ text: String?) -> [UInt8] {
        var bytes: [UInt8] = []
        if let text { XMLEscaping.appendHTML(text, to: &bytes) }
        return bytes
    }

    /// A cell's value in the last row, its escaped text and its position in the page's data.
    private struct Cell<Value: Equatable> {
        private(set) var value: Value
        private(set) var number = -1
        private(set) var text: [UInt8] = []
        private var isSet = false

        init(value: Value) {
            self.value = value
        }

        /// Keeps `newValue`, with the position and text `make` gives, unless it is the value kept.
        @inline(__always)
        mutating func update(_ newValue: Value, _ make: (Value) -> (number: Int, text: [UInt8])) {
            guard !isSet || newValue != value else { return }
            value = newValue
            (number, text) = make(newValue)
            isSet = true
        }
    }

    /// The `href` of a bundle-relative file, escaped for a quoted attribute: the bundle's path as given joined with
    /// the file, percent-encoded as a relative URL (from where the command ran), or a `file://` URL when the path is
    /// absolute, as SARIF's artifact URIs.
    static func href(of file: String, under root: ArtifactRoot) -> [UInt8] {
        var uri: [UInt8] = []
        root.appendURI(of: file, to: &uri)
        var escaped: [UInt8] = []
        XMLEscaping.appendAttribute(String(decoding: uri, as: UTF8.self), to: &escaped)
        return escaped
    }
}
