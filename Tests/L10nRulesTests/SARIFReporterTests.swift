import Foundation
import TestSupport
import Testing
@testable import L10nRules
import Lproj

struct SARIFReporterTests {
    @Test func matchesGoldenFile() throws {
        try GoldenFile.check(SARIFReporter().render(try ReporterFixture.report()), against: "report.sarif")
    }

    // The schema tests need ../shared/schemas beside the package, python3 and its jsonschema module; without any of
    // them they are skipped, not failed, so the package still tests on its own.
    @Test(.enabled(if: SARIFSchema.isAvailable, "needs ../shared/schemas, python3 and its jsonschema module"))
    func validatesAgainstTheSchema() throws {
        let errors = try SARIFSchema.errors(in: SARIFReporter().render(try ReporterFixture.report()))
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    /// The validation above can fail: a level SARIF does not define is rejected.
    @Test(.enabled(if: SARIFSchema.isAvailable, "needs ../shared/schemas, python3 and its jsonschema module"))
    func schemaRejectsAnInvalidLevel() throws {
        let log = SARIFReporter().render(try ReporterFixture.report())
        let broken = log.replacingOccurrences(of: #""level": "warning""#, with: #""level": "fatal""#)
        #expect(broken != log)
        #expect(try !SARIFSchema.errors(in: broken).isEmpty)
    }

    @Test(
        .enabled(if: ArcGISCorpus.bundlePath != nil, "../shared/corpora is not beside the package: skipped"),
        .enabled(if: SARIFSchema.isAvailable, "needs ../shared/schemas, python3 and its jsonschema module"))
    func arcGISBundleValidatesAgainstTheSchema() throws {
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(path: ArcGISCorpus.bundlePath!)))
        let log = SARIFReporter().render(report)
        let errors = try SARIFSchema.errors(in: log)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        let results = try Self.results(of: log)
        #expect(results.count == report.diagnostics.count)
        let uriCharacters = CharacterSet(charactersIn:
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/:%")
        for uri in try results.map(Self.uri) {
            #expect(uri.hasPrefix("file:///") && uri.unicodeScalars.allSatisfy(uriCharacters.contains), "\(uri)")
        }
    }

    @Test func percentEncodesSpacesAndNonASCII() throws {
        let diagnostic = Self.diagnostic(file: "zh Hant.lproj/Lokalisierbär.strings")
        let results = try Self.results(of: Self.render([diagnostic], bundlePath: "Resources/My App.bundle"))
        #expect(try Self.uri(results[0]) == "Resources/My%20App.bundle/zh%20Hant.lproj/Lokalisierb%C3%A4r.strings")
    }

    @Test func percentEncodesURIDelimiters() {
        #expect(SARIFReporter.uri(for: "a%b#c?d:e.strings", under: "x/") == "x/a%25b%23c%3Fd%3Ae.strings")
        #expect(SARIFReporter.uri(for: "fr.lproj/A.strings", under: "") == "fr.lproj/A.strings")
        #expect(SARIFReporter.percentEncoded("tab\there") == "tab%09here")
    }

    @Test func absoluteBundlePathIsAFileURI() {
        #expect(SARIFReporter.uri(for: "fr.lproj/A.strings", under: "/tmp/My App.bundle")
            == "file:///tmp/My%20App.bundle/fr.lproj/A.strings")
    }

    @Test func regionOnlyWhenTheFindingHasALine() throws {
        let withoutLine = Self.diagnostic(file: "fr.lproj/A.strings")
        let withLine = Self.diagnostic(
            file: "fr.lproj/A.strings", location: Lproj.SourceLocation(file: "", line: 3, column: 7))
        let results = try Self.results(of: Self.render([withoutLine, withLine]))
        #expect(try Self.physicalLocation(results[0])["region"] == nil)
        let region = try #require(try Self.physicalLocation(results[1])["region"] as? [String: Int])
        #expect(region == ["startLine": 3, "startColumn": 7])
    }

    @Test func ruleIndexPointsAtTheRuleInTheDriver() throws {
        let log = SARIFReporter().render(try ReporterFixture.report())
        let rules = try Self.rules(of: log)
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.descriptions.map(\.id))
        let results = try Self.results(of: log)
        #expect(!results.isEmpty)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func noRuleIndexForARuleOutsideTheRegistry() throws {
        let results = try Self.results(of: Self.render([Self.diagnostic(rule: "no-such-rule")]))
        #expect(results[0]["ruleId"] as? String == "no-such-rule")
        #expect(results[0]["ruleIndex"] == nil)
    }

    @Test func levelFollowsTheDiagnosticSeverity() throws {
        let diagnostics = [Severity.note, .warning, .error].map { Self.diagnostic(rule: "missing-key", severity: $0) }
        let log = Self.render(diagnostics)
        #expect(try Self.results(of: log).map { $0["level"] as? String } == ["note", "warning", "error"])
        let missingKey = try #require(try Self.rules(of: log).first { $0["id"] as? String == "missing-key" })
        #expect((missingKey["defaultConfiguration"] as? [String: String])?["level"] == "error")
    }

    @Test func fingerprintsAreStableAndTellKeysApart() throws {
        let report = try ReporterFixture.report()
        let first = try Self.fingerprints(of: SARIFReporter().render(report))
        #expect(try Self.fingerprints(of: SARIFReporter().render(report)) == first)
        #expect(Set(first).count == first.count)
        let keys = ["Done", "Edit"].map { Self.diagnostic(key: $0) }
        let byKey = try Self.fingerprints(of: Self.render(keys))
        #expect(byKey[0] != byKey[1])
    }

    @Test func repeatedIdentityGetsTheNextOccurrence() {
        let hash = SARIFReporter.identityHash(of: Self.diagnostic(key: "Done"))
        #expect(SARIFReporter.fingerprints(of: [Self.diagnostic(key: "Done"), Self.diagnostic(key: "Done")])
            == ["\(hash):1", "\(hash):2"])
    }

    /// The published FNV-1a 64-bit test vectors.
    @Test func fnv1aMatchesTheReferenceValues() {
        #expect(SARIFReporter.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(SARIFReporter.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(SARIFReporter.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func propertiesHoldOnlyWhatTheFindingHas() throws {
        let diagnostics = [
            Self.diagnostic(language: "fr", table: "Localizable", key: "Done"),
            Self.diagnostic(language: nil, table: nil, key: nil),
        ]
        let results = try Self.results(of: Self.render(diagnostics))
        let properties = results[0]["properties"] as? [String: String]
        #expect(properties == ["language": "fr", "table": "Localizable", "key": "Done"])
        #expect(results[1]["properties"] == nil)
    }

    @Test func firstSentenceEndsAtTheFirstFullStop() {
        #expect(SARIFReporter.firstSentence(of: "One (a.b). Two.") == "One (a.b).")
        #expect(SARIFReporter.firstSentence(of: "Only one") == "Only one")
    }

    // MARK: Helpers

    static func diagnostic(
        rule: String = "missing-key", severity: Severity = .error, file: String = "fr.lproj/Localizable.strings",
        location: Lproj.SourceLocation? = nil, language: String? = "fr", table: String? = "Localizable",
        key: String? = "Done"
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, severity: severity, message: "a finding", file: file, location: location, language: language,
            table: table, key: key)
    }

    static func render(_ diagnostics: [Diagnostic], bundlePath: String = "Example.bundle") -> String {
        SARIFReporter().render(CheckReport(
            bundlePath: bundlePath, bundleName: "Example.bundle", baseLanguage: "en", languages: [],
            diagnostics: diagnostics))
    }

    static func run(of log: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        return runs[0]
    }

    static func results(of log: String) throws -> [[String: Any]] {
        try #require(try run(of: log)["results"] as? [[String: Any]])
    }

    static func rules(of log: String) throws -> [[String: Any]] {
        let tool = try #require(try run(of: log)["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        return try #require(driver["rules"] as? [[String: Any]])
    }

    static func physicalLocation(_ result: [String: Any]) throws -> [String: Any] {
        let locations = try #require(result["locations"] as? [[String: Any]])
        try #require(locations.count == 1)
        return try #require(locations[0]["physicalLocation"] as? [String: Any])
    }

    static func uri(_ result: [String: Any]) throws -> String {
        let artifact = try #require(try physicalLocation(result)["artifactLocation"] as? [String: String])
        return try #require(artifact["uri"])
    }

    static func fingerprints(of log: String) throws -> [String] {
        try results(of: log).map { result in
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            return try #require(fingerprints[SARIFReporter.fingerprintKey])
        }
    }
}

/// The vendored SARIF 2.1.0 schema beside the package, checked by python3's `jsonschema`.
enum SARIFSchema {
    static var path: String { ExternalCommand.schemasFolder.appendingPathComponent("sarif-schema-2.1.0.json").path }

    /// Whether the schema, python3 and its jsonschema module are all there.
    static let isAvailable: Bool = FileManager.default.fileExists(atPath: path)
        && (try? python(["-c", "import jsonschema"]).status) == 0

    /// Prints one line per schema violation and exits 1 when there is any.
    static let validator = """
        import json, sys, jsonschema
        with open(sys.argv[1], encoding="utf-8") as file: schema = json.load(file)
        with open(sys.argv[2], encoding="utf-8") as file: log = json.load(file)
        errors = list(jsonschema.validators.validator_for(schema)(schema).iter_errors(log))
        for error in errors: print("/".join(map(str, error.absolute_path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

    /// The schema violations of a SARIF log; empty when it is valid.
    static func errors(in log: String) throws -> [String] {
        let file = TemporaryFiles.path("l10n-check", suffix: ".sarif")
        try log.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (status, output) = try python(["-c", validator, path, file])
        guard status != 0 else { return [] }
        let lines = output.split(separator: "\n").map(String.init)
        return lines.isEmpty ? ["python3 exited with status \(status)"] : lines
    }

    /// Runs python3 from the `PATH`, with its standard output and error together.
    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalCommand.run("/usr/bin/env", ["python3"] + arguments)
    }
}
