import Foundation
import L10nRules
import Testing

/// `check --format`: every reporter of the registry is a format of the command, and each writes what it should.
struct ReportFormatTests {
    static let bundleWithAnError = [
        "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n",
        "fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
    ]

    @Test func everyRegisteredReporterIsAFormat() throws {
        let bundle = try CommandRunner.makeBundle(Self.bundleWithAnError)
        for identifier in ReporterRegistry.identifiers {
            let result = try CommandRunner.run([bundle, "--format", identifier])
            #expect(result.status == 1, "--format \(identifier): \(result.errorOutput)")
            #expect(!result.output.isEmpty)
        }
    }

    @Test func everyFormatIsARegisteredReporter() throws {
        let result = try CommandRunner.run(["Resources/PopupStrings.bundle", "--format", "nonsense"])
        #expect(result.status == 2)
        // The parser lists the formats the command takes, one per `  - name` line.
        let offered = result.errorOutput.split(separator: "\n").filter { $0.hasPrefix("  - ") }.map { $0.dropFirst(4) }
        #expect(Set(offered.map(String.init)) == Set(ReporterRegistry.identifiers), "\(result.errorOutput)")
    }

    @Test func reportsGoToTheirFilesAndTheTerminalGetsTheFormat() throws {
        let bundle = try CommandRunner.makeBundle(Self.bundleWithAnError)
        let folder = (bundle as NSString).deletingLastPathComponent
        let result = try CommandRunner.run([
            bundle, "--report", "sarif=\(folder)/l10n.sarif", "--report", "checkstyle=\(folder)/l10n.xml",
            "--report", "json=\(folder)/l10n.json",
        ])
        #expect(result.status == 1)
        #expect(result.output.contains("error: missing key \"Edit\""))
        #expect(result.errorOutput.contains("wrote the sarif report \(folder)/l10n.sarif"))
        for file in ["l10n.sarif", "l10n.xml", "l10n.json"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file)")
        }
        let bad = try CommandRunner.run([bundle, "--report", "sarif"])
        #expect(bad.status == 2)
        #expect(bad.errorOutput.contains("--report"))
        let unwritable = try CommandRunner.run([bundle, "--report", "json=\(folder)/no/such/folder/r.json"])
        #expect(unwritable.status == 2)
        #expect(unwritable.output.contains("missing key"))
        #expect(unwritable.errorOutput.contains("cannot write the json report"))
    }

    @Test func sarifNamesTheFileFromWhereTheCommandRan() throws {
        let bundle = try CommandRunner.makeBundle(Self.bundleWithAnError)
        let result = try CommandRunner.run([bundle, "--format", "sarif"])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["missing-key"])
        let location = (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri == "file://\(bundle)/fr.lproj/Localizable.strings")
    }

    @Test func junitFailsOneTestCasePerRuleAndLanguage() throws {
        let bundle = try CommandRunner.makeBundle(Self.bundleWithAnError)
        let result = try CommandRunner.run([bundle, "--format", "junit", "--disable", "untranslated"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"))
        let rules = RuleRegistry.all.count - 1  // all but the disabled `untranslated`
        #expect(result.output.components(separatedBy: "<testcase ").count - 1 == 2 * rules)
        #expect(result.output.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(result.output.contains(#"<failure message="1 error" type="missing-key">"#))
    }
}
