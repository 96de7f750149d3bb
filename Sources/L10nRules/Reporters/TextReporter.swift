/// Compiler-style lines (`path:line:column: error: message [rule-id]`) that editors, Xcode and CI annotators
/// understand, one per cause (a key missing in many languages is one line), then a table of languages and the totals.
public struct TextReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "text"

    /// Creates the reporter.
    public init() {}

    /// Appends the whole output for a report.
    public func write(_ report: CheckReport, into output: inout [UInt8]) {
        let prefix = Self.linePrefix(report.bundlePath)
        ByteSink.write(into: &output, capacity: report.estimatedOutputSize(bytesPerFinding: 40 + prefix.count)) { sink in
            write(report, prefix: prefix, into: &sink)
        }
    }

    private func write(_ report: CheckReport, prefix: [UInt8], into output: inout ByteSink) {
        let lines = FindingGroups.lineFindings(report.diagnostics, baseLanguage: report.baseLanguage)
        for line in lines {
            Self.appendLine(for: report.diagnostics[line.index], message: line.message, prefix: prefix, to: &output)
            output.append(UInt8(ascii: "\n"))
        }
        if !lines.isEmpty { output.append(UInt8(ascii: "\n")) }
        for row in summaryTable(report) {
            output.append(utf8: row)
            output.append(UInt8(ascii: "\n"))
        }
        output.append(UInt8(ascii: "\n"))
        if let sources = report.sources {
            output.append(utf8: TerminalText.visible(sources.line))
            output.append(UInt8(ascii: "\n"))
        }
        output.append(utf8: totals(report))
        output.append(UInt8(ascii: "\n"))
    }

    /// One finding: the file's path under `root`, its line and column when known, severity, message, rule id; control
    /// characters from the bundle's names and texts shown as escapes (see ``TerminalText``), so the line stays one line.
    public static func line(for diagnostic: Diagnostic, under root: String) -> String {
        var bytes: [UInt8] = []
        appendLine(for: diagnostic, prefix: linePrefix(root), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The start of the lines of files under `root`: the root and a `/`, escaped as ``TerminalText`` (and then as XML
    /// character data with `inXMLText`); empty for an empty root.
    static func linePrefix(_ root: String, inXMLText: Bool = false) -> [UInt8] {
        var prefix: [UInt8] = []
        if !root.isEmpty { TerminalText.appendVisible(root.hasSuffix("/") ? root : root + "/", to: &prefix, inXMLText: inXMLText) }
        return prefix
    }

    /// Appends the line of ``line(for:under:)`` (with `message` in place of the finding's own when given) after a
    /// ``linePrefix(_:inXMLText:)``, without a line break; with `inXMLText`, escaped as XML character data too.
    @inline(__always)
    static func appendLine<Output: ReportOutput & ~Copyable>(
        for diagnostic: Diagnostic, message: String? = nil, prefix: [UInt8], inXMLText: Bool = false,
        to output: inout Output
    ) {
        output.append(contentsOf: prefix)
        TerminalText.appendVisible(diagnostic.file, to: &output, inXMLText: inXMLText)
        if let line = diagnostic.line {
            output.append(UInt8(ascii: ":"))
            output.append(decimal: line)
            if let column = diagnostic.column {
                output.append(UInt8(ascii: ":"))
                output.append(decimal: column)
            }
        }
        output.append(literal: ": ")
        output.append(utf8: diagnostic.severity.rawValue)
        output.append(literal: ": ")
        TerminalText.appendVisible(message ?? diagnostic.message, to: &output, inXMLText: inXMLText)
        output.append(literal: " [")
        TerminalText.appendVisible(diagnostic.rule, to: &output, inXMLText: inXMLText)
        output.append(UInt8(ascii: "]"))
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

    /// `3 errors, 1 warning, 0 notes in 4 languages of App.bundle`.
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
