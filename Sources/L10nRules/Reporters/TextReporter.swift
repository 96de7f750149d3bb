/// Compiler-style lines (`path:line:column: error: message [rule-id]`) that editors, Xcode and CI annotators
/// understand, one per cause (see ``FindingGroups``), then a table of languages and the totals.
public struct TextReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "text"

    /// Creates the reporter.
    public init() {}

    /// The whole output for a report.
    public func render(_ report: CheckReport) -> String {
        var lines = FindingGroups.lines(report.diagnostics, root: report.bundlePath, baseLanguage: report.baseLanguage)
        if !lines.isEmpty { lines.append("") }
        lines += summaryTable(report)
        lines.append("")
        lines.append(totals(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One finding: the file's path under `root`, its line and column when known, severity, message, rule id; control
    /// characters from the bundle's names and texts shown as escapes (see ``TerminalText``), so the line stays one line.
    public static func line(for diagnostic: Diagnostic, under root: String) -> String {
        var place = root.isEmpty ? diagnostic.file : (root.hasSuffix("/") ? root : root + "/") + diagnostic.file
        if let line = diagnostic.line {
            place += ":\(line)"
            if let column = diagnostic.column { place += ":\(column)" }
        }
        return TerminalText.visible("\(place): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]")
    }

    private func summaryTable(_ report: CheckReport) -> [String] {
        let baseMark = " (base)"
        let nameWidth = max(8, report.languages.map { TerminalText.visible($0.language).count + baseMark.count }.max() ?? 0) + 1
        func row(_ cells: [String]) -> String {
            cells[0].padding(nameWidth) + cells.dropFirst().map { $0.leftPadding(9) }.joined()
        }
        var rows = [row(["language", "keys", "missing", "extra", "complete"])]
        for language in report.languages {
            let name = TerminalText.visible(language.language) + (language.language == report.baseLanguage ? baseMark : "")
            rows.append(row([
                name, String(language.keys), String(language.missing), String(language.extra),
                Self.percent(language.percentComplete),
            ]))
        }
        return rows
    }

    private func totals(_ report: CheckReport) -> String {
        let counts = [(report.count(.error), "error"), (report.count(.warning), "warning"), (report.count(.note), "note")]
        let parts = counts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.joined(separator: ", ") + " in \(report.languages.count) languages of \(TerminalText.visible(report.bundleName))"
    }

    /// `97.3%`; `99.9%` rather than a rounded `100.0%` while anything is missing.
    static func percent(_ value: Double) -> String {
        let tenths = value < 100 ? min((value * 10).rounded(.down), 999) : 1000
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)%"
    }
}

extension String {
    /// The string padded with spaces on the right to `width`.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }

    /// The string padded with spaces on the left to `width`.
    func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
