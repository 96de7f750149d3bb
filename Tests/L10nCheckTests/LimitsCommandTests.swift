import Foundation
import Testing

/// `check --max-findings-per-file`, names that try to forge report lines, and a large catalog through `parse`.
struct LimitsCommandTests {
    @Test func findingsLimitShortensTheListNotTheTotals() throws {
        var french = "\"a\" = \"1\";\n"
        for index in 0..<30 { french += "\"x\(index)\" = \"1\";\n" }
        let bundle = try CommandRunner.makeBundle([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n", "fr.lproj/Localizable.strings": french,
        ])
        let result = try CommandRunner.run(["check", bundle, "--max-findings-per-file", "5", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 6)
        #expect((diagnostics.last?["message"] as? String)?.hasPrefix("25 more extra-key findings in this file") == true)
        #expect((object["summary"] as? [String: Int])?["warnings"] == 30)
        let all = try CommandRunner.run(["check", bundle, "--max-findings-per-file", "0", "--format", "json"])
        let allObject = try #require(try JSONSerialization.jsonObject(with: Data(all.output.utf8)) as? [String: Any])
        #expect((allObject["diagnostics"] as? [Any])?.count == 30)
    }

    @Test func negativeLimitIsAUsageError() throws {
        let bundle = try CommandRunner.makeBundle(["en.lproj/Localizable.strings": "\"a\" = \"1\";\n"])
        #expect(try CommandRunner.run(["check", bundle, "--max-findings-per-file", "-1"]).status == 2)
    }

    /// A folder and a key named to print a fake finding on a line of its own, and to recolour the terminal.
    @Test func namesFromTheBundleCannotForgeLines() throws {
        let forged = "fr\r\(bundleMarker):1:1: error: forged [syntax-error]\u{1B}[8m"
        let bundle = try CommandRunner.makeBundle([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n",
            "\(forged).lproj/Localizable.strings": "\"a\" = \"1\";\n\"b\\n\(bundleMarker):2:2: error: forged\" = \"2\";\n",
        ])
        let result = try CommandRunner.run(["check", bundle])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix(bundleMarker) })
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.output.contains("fr\\r\(bundleMarker):1:1: error: forged [syntax-error]\\u{1B}[8m"))
    }

    private let bundleMarker = "Forged.strings"

    /// 20,000 keys in two languages: `parse` used to work out the catalog's languages again for every key.
    @Test func largeCatalogParsesInOnePass() throws {
        var strings: [String] = []
        for index in 0..<20_000 {
            strings.append("\"k\(index)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", "
                + "\"value\": \"v\"}}, \"fr\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"w\"}}}}")
        }
        let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(strings.joined(separator: ",\n"))}}\n"
        let bundle = try CommandRunner.makeBundle(["Localizable.xcstrings": json])
        let result = try CommandRunner.run(["parse", bundle + "/Localizable.xcstrings", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect((object["entries"] as? [Any])?.count == 40_000)
    }
}
