import Foundation
import Testing
@testable import L10nRules
import Lproj

/// Names and texts from a bundle cannot forge report lines or drive a terminal, in any format.
struct ReportEscapingTests {
    /// A finding whose folder, file, key and message hold a line feed, a carriage return, ESC, a C1 control and
    /// U+2028, as a hostile bundle can name them.
    private static let hostile = Diagnostic(
        rule: "extra-key", severity: .error,
        message: "extra key \u{1B}[2Jk\ny: x.strings:1:1: error: forged\r\u{9B}31m\u{2028}",
        file: "fr\n.lproj/L\u{1B}]0;title\u{07}.strings", location: SourceLocation(file: "x", line: 2, column: 1),
        language: "fr\n", table: "L", key: "k\ny")

    private static func report(_ diagnostics: [Diagnostic]) -> CheckReport {
        CheckReport(
            bundlePath: "B\n.bundle", bundleName: "B\n.bundle", baseLanguage: "en",
            languages: [LanguageSummary(language: "fr\n", directory: "fr\n.lproj", keys: 1, missing: 0, extra: 1, expected: 1)],
            diagnostics: diagnostics)
    }

    @Test func textLineStaysOneLineWithVisibleEscapes() {
        let line = TextReporter.line(for: Self.hostile, under: "B.bundle")
        #expect(!line.unicodeScalars.contains { TerminalText.needsEscape($0) })
        #expect(line == "B.bundle/fr\\n.lproj/L\\u{1B}]0;title\\u{7}.strings:2:1: error: extra key \\u{1B}[2Jk\\ny: "
            + "x.strings:1:1: error: forged\\r\\u{9B}31m\\u{2028} [extra-key]")
    }

    @Test func wholeTextReportHasOnlyItsOwnLineBreaks() {
        let text = TextReporter().render(Self.report([Self.hostile]))
        // One finding, a blank line, the table's header and one row, a blank line, the totals.
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
        #expect(!text.unicodeScalars.contains { TerminalText.needsEscape($0) && $0 != "\n" })
        #expect(text.contains("fr\\n "))
        #expect(text.contains("of B\\n.bundle"))
    }

    @Test func jsonEscapesEveryControlCharacter() throws {
        let json = JSONReporter().render(Self.report([Self.hostile]))
        #expect(!json.unicodeScalars.contains { TerminalText.needsEscape($0) && $0 != "\n" })
        #expect(json.contains("\\u001b") && json.contains("\\u009b") && json.contains("\\u2028"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["file"] as? String == Self.hostile.file)
        #expect(diagnostics.first?["message"] as? String == Self.hostile.message)
    }

    @Test func sarifEscapesEveryControlCharacter() {
        let sarif = SARIFReporter().render(Self.report([Self.hostile]))
        #expect(!sarif.unicodeScalars.contains { TerminalText.needsEscape($0) && $0 != "\n" })
    }

    @Test func junitHoldsOnlyWhatXMLCanAndForgesNoFailureLine() {
        let xml = JUnitReporter().render(Self.report([Self.hostile]))
        // XML 1.0 cannot hold C0 controls but tab, line feed and carriage return; the latter two appear only as
        // the document's own line breaks or as character references.
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let failureLines = xml.split(separator: "\n").filter { $0.contains("forged") }
        #expect(failureLines.count == 1)
    }
}
