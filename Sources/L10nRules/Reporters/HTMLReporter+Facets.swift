import Lproj

extension HTMLReporter {
    /// The values findings can be filtered by, each list in the order the filters offer it; a finding's row names
    /// its values by position (`data-l="2"`), and the page holds the lists once, as JSON for the script.
    ///
    /// An empty name stands for findings without a language or table.
    struct Facets {
        /// Bundle paths, on a repository's page (empty on a single bundle's, which needs no bundle filter).
        private(set) var bundles: [String]
        /// The reports' languages in order (the base first), then languages only findings name.
        private(set) var languages: [String] = []
        /// Table names in order of name.
        private(set) var tables: [String] = []
        /// The rules that ran, in registry order, then rules only findings name.
        private(set) var rules: [String] = []
        private var languageNumbers: [String: Int] = [:]
        private var tableNumbers: [String: Int] = [:]
        private var ruleNumbers: [String: Int] = [:]

        /// The values of the findings and summaries of `reports`; `bundlePaths` names the bundles of a repository.
        init(reports: [CheckReport], bundlePaths: [String]) {
            bundles = bundlePaths
            var languages = UniqueList(), tables = Set<String>(), rules = UniqueList()
            var noLanguage = false, noTable = false
            for report in reports {
                for summary in report.languages {
                    languages.add(summary.language)
                    tables.formUnion(summary.tables.map(\.table))
                }
                for rule in report.rules { rules.add(rule) }
                var previous: (language: String?, table: String?, rule: String) = ("", "", "")
                // Through a buffer pointer, so that no finding is copied.
                report.diagnostics.withUnsafeBufferPointer { diagnostics in
                    for index in diagnostics.indices {
                        if diagnostics[index].language != previous.language {
                            previous.language = diagnostics[index].language
                            if let language = previous.language { languages.add(language) } else { noLanguage = true }
                        }
                        if diagnostics[index].table != previous.table {
                            previous.table = diagnostics[index].table
                            if let table = previous.table { tables.insert(table) } else { noTable = true }
                        }
                        if diagnostics[index].rule != previous.rule {
                            previous.rule = diagnostics[index].rule
                            rules.add(previous.rule)
                        }
                    }
                }
            }
            self.languages = languages.items.filter { !$0.isEmpty } + (noLanguage ? [""] : [])
            self.tables = tables.filter { !$0.isEmpty }.sorted() + (noTable ? [""] : [])
            self.rules = rules.items
            languageNumbers = Self.numbers(self.languages)
            tableNumbers = Self.numbers(self.tables)
            ruleNumbers = Self.numbers(self.rules)
        }

        /// The position of a language, of none for `nil` (-1 for a name not in the list, which no filter matches).
        func language(_ name: String?) -> Int { languageNumbers[name ?? ""] ?? -1 }

        /// The position of a table, of none for `nil` (-1 for a name not in the list).
        func table(_ name: String?) -> Int { tableNumbers[name ?? ""] ?? -1 }

        /// The position of a rule (-1 for a rule not in the list).
        func rule(_ id: String) -> Int { ruleNumbers[id] ?? -1 }

        /// Appends the lists as one JSON object, `{"severities": [...], "bundles": [...], "languages": [...],
        /// "tables": [...], "rules": [...]}`, escaped to stand inside a `<script>` element.
        func writeJSON(into page: inout ByteSink) {
            let lists = [
                ("severities", Severity.allCases.map(\.rawValue)), ("bundles", bundles), ("languages", languages),
                ("tables", tables), ("rules", rules),
            ]
            page.append(UInt8(ascii: "{"))
            for (offset, (name, values)) in lists.enumerated() {
                if offset > 0 { page.append(literal: ", ") }
                page.append(utf8: "\"\(name)\": [")
                for (index, value) in values.enumerated() {
                    if index > 0 { page.append(literal: ", ") }
                    JSONWriter.appendQuotedForScript(value, to: &page)
                }
                page.append(UInt8(ascii: "]"))
            }
            page.append(UInt8(ascii: "}"))
        }

        private static func numbers(_ names: [String]) -> [String: Int] {
            Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The position of a severity in the data's `severities`: 0 for errors, 1 for warnings, 2 for notes.
    static func number(of severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// The filter form, hidden until the script fills its lists and shows it: a list per kind of value (bundles on a
    /// repository's page only), a text search, a button that clears them, and with `withCount` the count of the
    /// findings shown over all bundles.
    static func writeFilters(_ facets: Facets, withCount: Bool, into page: inout ByteSink) {
        page.append(literal: """
            <form class="filters" id="filters" role="search" aria-label="Filter findings" hidden>

            """)
        let lists = [("s", "Severity"), ("b", "Bundle"), ("l", "Language"), ("t", "Table"), ("r", "Rule")]
        for (key, label) in lists where key != "b" || !facets.bundles.isEmpty {
            page.append(utf8: "<label>\(label) <select id=\"f-\(key)\">")
            page.append(literal: "<option value=\"\">All</option></select></label>\n")
        }
        page.append(literal: """
            <label class="search">Search <input type="search" id="f-q" placeholder="key, message, file…" \
            autocomplete="off" spellcheck="false"></label>
            <button type="button" id="f-reset">Show all</button>

            """)
        if withCount { page.append(literal: "<output id=\"f-shown\" aria-live=\"polite\"></output>\n") }
        page.append(literal: "</form>\n")
    }
}

/// Strings in the order first added, each once.
private struct UniqueList {
    private(set) var items: [String] = []
    private var seen = Set<String>()

    /// Adds `item` at the end unless it is there.
    mutating func add(_ item: String) {
        if seen.insert(item).inserted { items.append(item) }
    }
}
