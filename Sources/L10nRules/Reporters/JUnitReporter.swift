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

    /// Appends the whole output for a report.
    public func write(_ report: CheckReport, into output: inout [UInt8]) {
        ByteSink.write(into: &output, capacity: report.estimatedOutputSize(bytesPerFinding: 100)) { sink in
            sink.append(utf8: Self.header)
            writeSuites(report, firstID: 0, into: &sink)
            sink.append(literal: "</testsuites>\n")
        }
    }

    /// The XML declaration and the start of `<testsuites>`, each on its line.
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites>\n"

    /// Appends the `<testsuite>` elements of one report, numbered from `firstID`, each line ending with a line
    /// break, and says how many there are.
    @discardableResult
    func writeSuites(_ report: CheckReport, firstID: Int, into output: inout ByteSink) -> Int {
        let rules = Self.testedRules(report)
        let suites = Suite.all(of: report)
        let timestamp = formattedTimestamp
        for (offset, suite) in suites.enumerated() {
            writeSuite(suite, id: firstID + offset, rules: rules, report: report, timestamp: timestamp, into: &output)
        }
        return suites.count
    }

    /// The rules that ran, then any other rule with findings (a report made by hand may not list its rules).
    private static func testedRules(_ report: CheckReport) -> [String] {
        var seen = Set<String>()
        var rules = report.rules.filter { seen.insert($0).inserted }
        var previous: String?
        for index in report.diagnostics.indices where report.diagnostics[index].rule != previous {
            let rule = report.diagnostics[index].rule
            previous = rule
            if seen.insert(rule).inserted { rules.append(rule) }
        }
        return rules
    }

    /// `2026-01-31T09:05:00`: UTC, as the Ant schema wants it, with no fraction and no zone.
    private var formattedTimestamp: String {
        timestamp.formatted(
            Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.dash)
                .dateTimeSeparator(.standard).time(includingFractionalSeconds: false).timeSeparator(.colon))
    }

    private func writeSuite(
        _ suite: Suite, id: Int, rules: [String], report: CheckReport, timestamp: String, into output: inout ByteSink
    ) {
        let cases = suite.testCases(rules: rules, of: report.diagnostics)
        let attributes = [
            ("name", suite.name), ("package", report.bundleName), ("id", String(id)), ("hostname", hostname),
            ("timestamp", timestamp), ("tests", String(cases.count)),
            ("failures", String(cases.filter { !$0.errors.isEmpty }.count)), ("errors", "0"), ("skipped", "0"),
            ("time", "0"),
        ]
        Self.appendStartTag("  ", "testsuite", attributes, to: &output)
        writeProperties(suite, baseLanguage: report.baseLanguage, into: &output)
        let prefix = TextReporter.linePrefix(report.bundlePath, inXMLText: true)
        let classname = report.bundleName + "." + suite.name
        for testCase in cases {
            Self.writeTestCase(testCase, of: report.diagnostics, classname: classname, prefix: prefix, into: &output)
        }
        let notes = suite.members.filter { report.diagnostics[$0].severity != .error }
        if notes.isEmpty {
            output.append(literal: "    <system-out/>\n")
        } else {
            output.append(literal: "    <system-out>")
            Self.appendCompilerLines(notes, of: report.diagnostics, prefix: prefix, to: &output)
            output.append(literal: "</system-out>\n")
        }
        output.append(literal: "    <system-err/>\n  </testsuite>\n")
    }

    private func writeProperties(_ suite: Suite, baseLanguage: String, into output: inout ByteSink) {
        var properties = [("baseLanguage", baseLanguage)]
        if let summary = suite.summary {
            properties += [
                ("keys", String(summary.keys)), ("missing", String(summary.missing)), ("extra", String(summary.extra)),
            ]
        }
        output.append(literal: "    <properties>\n")
        for (name, value) in properties {
            Self.appendStartTag("      ", "property", [("name", name), ("value", value)], empty: true, to: &output)
        }
        output.append(literal: "    </properties>\n")
    }

    private static func writeTestCase(
        _ testCase: TestCase, of diagnostics: [Diagnostic], classname: String, prefix: [UInt8],
        into output: inout ByteSink
    ) {
        let attributes = [("name", testCase.rule), ("classname", classname), ("time", "0")]
        guard !testCase.errors.isEmpty else {
            return appendStartTag("    ", "testcase", attributes, empty: true, to: &output)
        }
        let count = testCase.errors.count
        appendStartTag("    ", "testcase", attributes, to: &output)
        let failure = [("message", "\(count) error\(count == 1 ? "" : "s")"), ("type", testCase.rule)]
        appendStartTag("      ", "failure", failure, lineBreak: false, to: &output)
        appendCompilerLines(testCase.errors, of: diagnostics, prefix: prefix, to: &output)
        output.append(literal: "</failure>\n    </testcase>\n")
    }

    /// One compiler-style line per finding (given by its position in `diagnostics`), as the text report writes
    /// them, between line breaks, escaped as XML character data.
    private static func appendCompilerLines(
        _ positions: [Int], of diagnostics: [Diagnostic], prefix: [UInt8], to output: inout ByteSink
    ) {
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for (offset, index) in positions.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: "\n")) }
                TextReporter.appendLine(for: diagnostics[index], prefix: prefix, inXMLText: true, to: &output)
            }
        }
    }

    /// Appends `indent<name attribute="value"...>` (`/>` when `empty`) and, unless told not to, a line break.
    private static func appendStartTag(
        _ indent: String, _ name: String, _ attributes: [(String, String)], empty: Bool = false,
        lineBreak: Bool = true, to output: inout ByteSink
    ) {
        output.append(utf8: indent)
        output.append(UInt8(ascii: "<"))
        output.append(utf8: name)
        for (attribute, value) in attributes {
            output.append(UInt8(ascii: " "))
            output.append(utf8: attribute)
            output.append(literal: "=\"")
            XMLEscaping.appendAttribute(value, to: &output)
            output.append(UInt8(ascii: "\""))
        }
        if empty { output.append(literal: "/>") } else { output.append(UInt8(ascii: ">")) }
        if lineBreak { output.append(UInt8(ascii: "\n")) }
    }
}

/// The findings of one language (or of none), and its summary when the report has one.
private struct Suite {
    var language: String?
    var summary: LanguageSummary?
    /// The positions of its findings in the report's.
    var members: [Int]

    /// The report's languages in order, then languages only findings name, then findings of no language if any.
    static func all(of report: CheckReport) -> [Suite] {
        var byLanguage: [String?: [Int]] = [:]
        var order: [String] = []
        for index in report.diagnostics.indices {
            let language = report.diagnostics[index].language
            if byLanguage[language] == nil, let language { order.append(language) }
            byLanguage[language, default: []].append(index)
        }
        var suites = report.languages.map {
            Suite(language: $0.language, summary: $0, members: byLanguage[$0.language] ?? [])
        }
        let summarized = Set(report.languages.map(\.language))
        for language in order where !summarized.contains(language) {
            suites.append(Suite(language: language, members: byLanguage[language] ?? []))
        }
        if let unplaced = byLanguage[nil] { suites.append(Suite(language: nil, members: unplaced)) }
        return suites
    }

    /// The language, or a stand-in where the schema needs a name that is not blank.
    var name: String {
        guard let language else { return JUnitReporter.noLanguageSuiteName }
        return language.contains { !$0.isWhitespace } ? language : "(unnamed language)"
    }

    /// One test case per rule, each with the rule's errors here.
    func testCases(rules: [String], of diagnostics: [Diagnostic]) -> [TestCase] {
        var errors: [String: [Int]] = [:]
        for index in members where diagnostics[index].severity == .error {
            errors[diagnostics[index].rule, default: []].append(index)
        }
        return rules.map { TestCase(rule: $0, errors: errors[$0] ?? []) }
    }
}

/// One rule's errors in one suite, as positions in the report's findings.
private struct TestCase {
    var rule: String
    var errors: [Int]
}
