import Foundation
import TestSupport
import Testing
@testable import L10nRules
import Lproj

/// Checkstyle XML, read back by Python's `xml.etree` as Checkstyle 8's consumers read it.
struct CheckstyleReporterTests {
    @Test func matchesGoldenFile() throws {
        let reporter = CheckstyleReporter(workingDirectory: "/work/repo")
        try GoldenFile.check(reporter.render(try ReporterFixture.report()), against: "report.checkstyle.xml")
    }

    /// Reads the file as consumers of Checkstyle 8 do: `checkstyle` > `file[@name]` > `error[@line, @column,
    /// @severity, @message, @source]`; prints one tab-separated line per error, or the first shape mistake.
    static let reader = """
        import sys, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        assert root.tag == "checkstyle" and root.get("version"), "root"
        for file in root:
            assert file.tag == "file" and file.get("name"), "file"
            for error in file:
                assert error.tag == "error", "error tag"
                assert set(error.attrib) <= {"line", "column", "severity", "message", "source"}, error.attrib
                assert error.get("severity") in ("error", "warning", "info", "ignore"), "severity"
                assert error.get("message") and error.get("source"), "message and source"
                if error.get("column") is not None: assert error.get("line") is not None, "column without line"
                for number in ("line", "column"):
                    if error.get(number) is not None: assert int(error.get(number)) >= 1, number
                print("\\t".join([file.get("name"), error.get("line") or "", error.get("column") or "",
                                 error.get("severity"), error.get("source"), error.get("message")]))
        """

    static let pythonIsAvailable = (try? ExternalCommand.run("/usr/bin/env", ["python3", "-c", "pass"]).status) == 0

    @Test(.enabled(if: pythonIsAvailable, "needs python3"))
    func pythonReadsEveryFinding() throws {
        let report = try ReporterFixture.report()
        var tricky = report
        tricky.diagnostics.append(Diagnostic(
            rule: "extra-key", severity: .note, message: "<\"quotes\" & 'apostrophes'>\ttab\nline", file: "a&b.lproj"))
        let rows = try Self.read(CheckstyleReporter(workingDirectory: "/").render(tricky))
        #expect(rows.count == tricky.diagnostics.count)
        let last = try #require(rows.last)
        #expect(last == ["\(report.bundlePath)/a&b.lproj", "", "", "info", "l10n-check.extra-key",
                         "<\"quotes\" & 'apostrophes'>\ttab\nline"])
        let first = try #require(tricky.diagnostics.first)
        #expect(rows.first?[5] == first.message)
        #expect(rows.first?[1] == first.line.map(String.init) ?? "")
    }

    /// The rows the Python reader prints: name, line, column, severity, source, message.
    static func read(_ xml: String) throws -> [[String]] {
        let file = TemporaryFiles.path("l10n-check", suffix: ".xml")
        try xml.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // Each message's own tabs and line breaks are written by Python as escapes, so one row stays one line.
        let script = reader.replacingOccurrences(
            of: "error.get(\"message\")]))", with: "error.get(\"message\").encode(\"unicode_escape\").decode()]))")
        let (status, output) = try ExternalCommand.run("/usr/bin/env", ["python3", "-c", script, file])
        guard status == 0 else { throw ReadFailure(output: output) }
        return output.split(separator: "\n").map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { field in
                String(field).replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\n", with: "\n")
            }
        }
    }

    struct ReadFailure: Error { let output: String }
}
