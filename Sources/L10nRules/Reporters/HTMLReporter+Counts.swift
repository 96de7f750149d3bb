import Lproj

extension HTMLReporter {
    /// How many findings one rule has by severity, counted as ``CheckReport/count(_:)`` counts: findings left out by
    /// the per-file limit included, the notes that stand for them in the list not.
    struct RuleCounts: Equatable {
        /// The rule's id.
        var rule: String
        /// Errors, warnings and notes, by ``HTMLReporter/number(of:)``.
        var bySeverity = [0, 0, 0]
        /// How many of them the findings table does not list.
        var notListed = 0

        /// All findings of the rule.
        var total: Int { bySeverity.reduce(0, +) }

        /// One entry per rule that ran (in registry order) or has findings (then in order of first finding).
        static func all(of report: CheckReport) -> [RuleCounts] {
            var order: [String] = []
            var counts: [String: RuleCounts] = [:]
            func add(_ rule: String, _ change: (inout RuleCounts) -> Void) {
                if counts[rule] == nil {
                    order.append(rule)
                    counts[rule] = RuleCounts(rule: rule)
                }
                change(&counts[rule, default: RuleCounts(rule: rule)])
            }
            for rule in report.rules { add(rule) { _ in } }
            var previous: String?
            var pending = [0, 0, 0]
            // Findings come rule after rule within a file: counted in a run, then added at once; through a buffer
            // pointer, so that no finding is copied.
            report.diagnostics.withUnsafeBufferPointer { diagnostics in
                for index in diagnostics.indices {
                    if diagnostics[index].rule != previous {
                        if let rule = previous {
                            add(rule) { for index in 0..<3 { $0.bySeverity[index] += pending[index] } }
                            pending = [0, 0, 0]
                        }
                        previous = diagnostics[index].rule
                    }
                    pending[number(of: diagnostics[index].severity)] += 1
                }
            }
            if let rule = previous { add(rule) { for index in 0..<3 { $0.bySeverity[index] += pending[index] } } }
            for omitted in report.omitted {
                add(omitted.rule) { counts in
                    counts.bySeverity[number(of: .note)] -= 1
                    for (severity, count) in omitted.counts { counts.bySeverity[number(of: severity)] += count }
                    counts.notListed += omitted.total
                }
            }
            return order.compactMap { counts[$0] }
        }
    }

    /// The table of counts per rule and severity for the rules with findings, with a row of totals; then the
    /// findings the list leaves out, and the rules that found nothing. Each count links to the findings it counts
    /// (`#rule=missing-key&severity=error`, after `bundle=...&` on a repository's page), which the script shows.
    static func writeCounts(_ report: CheckReport, bundle: String?, into page: inout ByteSink) {
        var linkStart: [UInt8] = []
        if let bundle {
            linkStart += Array("bundle=".utf8)
            appendFragmentValue(bundle, to: &linkStart)
        }
        let all = RuleCounts.all(of: report)
        let found = all.filter { $0.total != 0 }
        if found.isEmpty {
            page.append(literal: "<p class=\"quiet\">No findings.</p>\n")
        } else {
            page.append(literal: """
                <div class="scroll">
                <table class="counts">
                <thead><tr><th scope="col">Rule</th><th scope="col">Errors</th><th scope="col">Warnings</th>\
                <th scope="col">Notes</th><th scope="col">Total</th></tr></thead>
                <tbody>

                """)
            var totals = RuleCounts(rule: "")
            for counts in found {
                page.append(literal: "<tr><th scope=\"row\"><a href=\"#")
                if !linkStart.isEmpty { page.append(contentsOf: linkStart + Array("&amp;".utf8)) }
                page.append(literal: "rule=")
                appendFragmentValue(counts.rule, to: &page)
                page.append(literal: "\"><code>")
                XMLEscaping.appendHTML(counts.rule, to: &page)
                page.append(literal: "</code></a></th>")
                for (index, severity) in Severity.allCases.enumerated() {
                    writeCount(
                        counts.bySeverity[index], link: (linkStart, counts.rule, severity), into: &page)
                    totals.bySeverity[index] += counts.bySeverity[index]
                }
                writeCount(counts.total, link: (linkStart, counts.rule, nil), into: &page)
                page.append(literal: "</tr>\n")
                totals.notListed += counts.notListed
            }
            page.append(literal: "</tbody>\n<tfoot><tr><th scope=\"row\">Total</th>")
            for (index, severity) in Severity.allCases.enumerated() {
                writeCount(totals.bySeverity[index], link: (linkStart, nil, severity), into: &page)
            }
            writeCount(totals.total, link: (linkStart, nil, nil), into: &page)
            page.append(literal: "</tr></tfoot>\n</table>\n</div>\n")
            if totals.notListed > 0 {
                page.append(utf8: "<p class=\"quiet\">The counts include " + counted(totals.notListed, "finding")
                    + " not listed below; a note in the list says where and how many.</p>\n")
            }
        }
        let quiet = all.filter { $0.total == 0 }
        if !quiet.isEmpty {
            page.append(literal: "<p class=\"quiet\">No findings of ")
            for (offset, counts) in quiet.enumerated() {
                if offset > 0 { page.append(literal: ", ") }
                page.append(literal: "<code>")
                XMLEscaping.appendHTML(counts.rule, to: &page)
                page.append(literal: "</code>")
            }
            page.append(literal: ".</p>\n")
        }
    }

    /// A count's cell: the number, linked to the findings it counts (`#rule=missing-key&severity=error`, after the
    /// fragment's start `link.start` that names the bundle, if any) when there are any.
    private static func writeCount(
        _ count: Int, link: (start: [UInt8], rule: String?, severity: Severity?), into page: inout ByteSink
    ) {
        var parts = link.start.isEmpty ? [] : [link.start]
        if let rule = link.rule {
            var part = Array("rule=".utf8)
            appendFragmentValue(rule, to: &part)
            parts.append(part)
        }
        if let severity = link.severity { parts.append(Array("severity=\(severity.rawValue)".utf8)) }
        guard count != 0 else { return page.append(literal: "<td class=\"zero\">0</td>") }
        guard !parts.isEmpty else { return page.append(utf8: "<td>" + grouped(count) + "</td>") }
        page.append(literal: "<td><a href=\"#")
        page.append(contentsOf: Array(parts.joined(separator: Array("&amp;".utf8))))
        page.append(literal: "\">")
        page.append(utf8: grouped(count))
        page.append(literal: "</a></td>")
    }

    /// Appends `value` for a `name=value` part of the page's fragment: every byte of its UTF-8 but letters, digits,
    /// `-`, `.`, `_` and `~` as `%XX`, so that neither `&` nor `=` nor a quote is left.
    static func appendFragmentValue<Output: ReportOutput & ~Copyable>(_ value: String, to page: inout Output) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                page.append(byte)
            default:
                page.append(UInt8(ascii: "%"))
                page.append(hex: UInt32(byte), uppercase: true, minimumDigits: 2)
            }
        }
    }
}
