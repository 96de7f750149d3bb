import Foundation

/// JUnit XML for CI systems that show test reports (GitLab, Jenkins): one test suite per language and one test case
/// per rule, which fails when the rule found errors in that language. Valid against the strict Apache Ant schema and
/// Jenkins' JUnit schema.
///
/// Warnings and notes fail nothing; as the Ant schema lets no test case hold output, they are listed in their suite's
/// `<system-out>`. Findings of a language the report has no summary for get a suite of their own, and
/// findings of no language one named ``noLanguageSuiteName``, after the report's languages.
public struct JUnitReporter: Reporter {
    /// The `--format` name.
    public static let identifier = "junit"

    /// The suite name for findings that belong to no language.
    public static let noLanguageSuiteName = "(no language)"

    /// The machine the report says the check ran on.
    public let hostname: String
    /// When the report says the check ran.
    public let timestamp: Date

    /// Creates the reporter; a blank `hostname` becomes `localhost`, and fixed values make the output reproducible.
    public init(hostname: String = ProcessInfo.processInfo.hostName, timestamp: Date = Date()) {
        self.hostname = hostname.contains { !$0.isWhitespace } ? hostname : "localhost"
        self.timestamp = timestamp
    }

    /// The whole output for a report.
    public func render(_ report: CheckReport) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>"]
        lines += suitesLines(report, firstID: 0).lines
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `<testsuite>` elements of one report, numbered from `firstID`, and how many there are.
    func suitesLines(_ report: CheckReport, firstID: Int) -> (lines: [String], suites: Int) {
        let rules = Self.testedRules(report)
        let suites = Suite.all(of: report)
        var lines: [String] = []
        for (offset, suite) in suites.enumerated() {
            lines += suiteLines(suite, id: firstID + offset, rules: rules, report: report)
        }
        return (lines, suites.count)
    }

    /// The rules that ran, then any other rule with findings (a report made by hand may not list its rules).
    private static func testedRules(_ report: CheckReport) -> [String] {
        var seen = Set<String>()
        return (report.rules + report.diagnostics.map(\.rule)).filter { seen.insert($0).inserted }
    }

    /// `2026-01-31T09:05:00`: UTC, as the Ant schema wants it, with no fraction and no zone.
    private var formattedTimestamp: String {
        timestamp.formatted(
            Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.dash)
                .dateTimeSeparator(.standard).time(includingFractionalSeconds: false).timeSeparator(.colon))
    }

    private func suiteLines(_ suite: Suite, id: Int, rules: [String], report: CheckReport) -> [String] {
        let cases = suite.testCases(rules: rules)
        let attributes = [
            ("name", suite.name), ("package", report.bundleName), ("id", String(id)), ("hostname", hostname),
            ("timestamp", formattedTimestamp), ("tests", String(cases.count)),
            ("failures", String(cases.filter { !$0.errors.isEmpty }.count)), ("errors", "0"), ("skipped", "0"),
            ("time", "0"),
        ]
        var lines = ["  " + Self.startTag("testsuite", attributes)]
        lines += propertyLines(suite, baseLanguage: report.baseLanguage)
        for testCase in cases {
            lines += testCaseLines(testCase, classname: report.bundleName + "." + suite.name, root: report.bundlePath)
        }
        let output = suite.diagnostics.filter { $0.severity != .error }
        lines.append("    " + Self.element("system-out", text: Self.compilerLines(output, root: report.bundlePath)))
        lines.append("    <system-err/>")
        lines.append("  </testsuite>")
        return lines
    }

    private func propertyLines(_ suite: Suite, baseLanguage: String) -> [String] {
        var properties = [("baseLanguage", baseLanguage)]
        if let summary = suite.summary {
            properties += [
                ("keys", String(summary.keys)), ("missing", String(summary.missing)), ("extra", String(summary.extra)),
            ]
        }
        let lines = properties.map { name, value in
            "      " + Self.startTag("property", [("name", name), ("value", value)], empty: true)
        }
        return ["    <properties>"] + lines + ["    </properties>"]
    }

    private func testCaseLines(_ testCase: TestCase, classname: String, root: String) -> [String] {
        let attributes = [("name", testCase.rule), ("classname", classname), ("time", "0")]
        guard !testCase.errors.isEmpty else { return ["    " + Self.startTag("testcase", attributes, empty: true)] }
        let count = testCase.errors.count
        let message = "\(count) error\(count == 1 ? "" : "s")"
        let failure = Self.startTag("failure", [("message", message), ("type", testCase.rule)])
        return [
            "    " + Self.startTag("testcase", attributes),
            "      " + failure + XMLEscaping.text(Self.compilerLines(testCase.errors, root: root)) + "</failure>",
            "    </testcase>",
        ]
    }

    /// One compiler-style line per finding, as the text report writes them.
    private static func compilerLines(_ diagnostics: [Diagnostic], root: String) -> String {
        diagnostics.map { TextReporter.line(for: $0, under: root) }.joined(separator: "\n")
    }

    private static func startTag(_ name: String, _ attributes: [(String, String)], empty: Bool = false) -> String {
        let pairs = attributes.map { " \($0.0)=\"\(XMLEscaping.attribute($0.1))\"" }.joined()
        return "<\(name)\(pairs)\(empty ? "/" : "")>"
    }

    /// `<name>text</name>`, or `<name/>` when the text is empty.
    private static func element(_ name: String, text: String) -> String {
        text.isEmpty ? "<\(name)/>" : "<\(name)>\(XMLEscaping.text(text))</\(name)>"
    }
}

/// The findings of one language (or of none), and its summary when the report has one.
private struct Suite {
    var language: String?
    var summary: LanguageSummary?
    var diagnostics: [Diagnostic]

    /// The report's languages in order, then languages only findings name, then findings of no language if any.
    static func all(of report: CheckReport) -> [Suite] {
        let byLanguage = Dictionary(grouping: report.diagnostics, by: \.language)
        var suites = report.languages.map {
            Suite(language: $0.language, summary: $0, diagnostics: byLanguage[$0.language] ?? [])
        }
        var seen = Set(report.languages.map(\.language))
        for case let language? in report.diagnostics.map(\.language) where seen.insert(language).inserted {
            suites.append(Suite(language: language, diagnostics: byLanguage[language] ?? []))
        }
        if let unplaced = byLanguage[nil] { suites.append(Suite(language: nil, diagnostics: unplaced)) }
        return suites
    }

    /// The language, or a stand-in where the schema needs a name that is not blank.
    var name: String {
        guard let language else { return JUnitReporter.noLanguageSuiteName }
        return language.contains { !$0.isWhitespace } ? language : "(unnamed language)"
    }

    /// One test case per rule, each with the rule's errors here.
    func testCases(rules: [String]) -> [TestCase] {
        let errors = Dictionary(grouping: diagnostics.filter { $0.severity == .error }, by: \.rule)
        return rules.map { TestCase(rule: $0, errors: errors[$0] ?? []) }
    }
}

/// One rule's errors in one suite.
private struct TestCase {
    var rule: String
    var errors: [Diagnostic]
}
