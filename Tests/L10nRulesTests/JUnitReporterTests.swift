import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import L10nRules
import Lproj
import TestSupport

/// The JUnit reporter with a fixed machine and time, so its output can be compared.
private let reporter = JUnitReporter(hostname: "ci-runner", timestamp: Date(timeIntervalSince1970: 1_767_225_600))

/// The JUnit schemas: Apache Ant's and Jenkins'.
let junitSchemas = XMLSchemas(["JUnit.xsd", "junit-10.xsd"])

/// A parsed JUnit document, for questions about its elements.
private struct JUnitDocument {
    let document: XMLDocument

    init(_ text: String) throws { document = try XMLDocument(xmlString: text, options: []) }

    func elements(_ xpath: String) throws -> [XMLElement] {
        try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    func attribute(_ name: String, of xpath: String) throws -> [String] {
        try elements(xpath).map { $0.attribute(forName: name)?.stringValue ?? "" }
    }
}

/// A report made by hand: an error and a warning of a language with no summary, a note and an error of no language.
private func reportWithUnplacedFindings() -> CheckReport {
    CheckReport(
        bundlePath: "App.bundle", bundleName: "App.bundle", baseLanguage: "en",
        languages: [LanguageSummary(language: "en", directory: "en.lproj", keys: 1, missing: 0, extra: 0, expected: 1)],
        diagnostics: [
            Diagnostic(rule: "invalid-language", severity: .error, message: "bad", file: "xx.lproj", language: "xx"),
            Diagnostic(rule: "empty-value", severity: .warning, message: "empty", file: "xx.lproj/A.strings",
                       language: "xx"),
            Diagnostic(rule: "syntax-error", severity: .error, message: "broken", file: "A.xcstrings"),
            Diagnostic(rule: "stale-translation", severity: .note, message: "stale", file: "A.xcstrings"),
        ],
        rules: ["syntax-error", "invalid-language", "empty-value", "stale-translation"])
}

/// A finding about a key with markup and a control character, in a bundle whose name has them too.
private func reportWithMarkupInAKey() -> CheckReport {
    let key = "a<&\"'>\u{1}b"
    return CheckReport(
        bundlePath: "A&B\u{1}.bundle", bundleName: "A&B\u{1}.bundle", baseLanguage: "en",
        languages: [
            LanguageSummary(language: "en", directory: "en.lproj", keys: 1, missing: 0, extra: 0, expected: 1),
            LanguageSummary(language: "fr", directory: "fr.lproj", keys: 0, missing: 1, extra: 0, expected: 1),
        ],
        diagnostics: [
            Diagnostic(rule: "missing-key", severity: .error, message: "missing key \"\(key)\"",
                       file: "fr.lproj/Localizable.strings", language: "fr", key: key),
        ],
        rules: ["missing-key"])
}

struct JUnitReporterTests {
    @Test func matchesGoldenFile() throws {
        try GoldenFile.check(reporter.render(try ReporterFixture.report()), against: "report.junit.xml")
    }

    @Test(.enabled(if: junitSchemas.available, "needs ../shared/schemas beside the package and xmllint: skipped"))
    func validatesAgainstTheAntAndJenkinsSchemas() throws {
        #expect(try junitSchemas.problems(with: reporter.render(try ReporterFixture.report())) == [])
        #expect(try junitSchemas.problems(with: reporter.render(reportWithUnplacedFindings())) == [])
        #expect(try junitSchemas.problems(with: reporter.render(reportWithMarkupInAKey())) == [])
    }

    /// The check itself can fail: a suite time that is no number breaks both schemas.
    @Test(.enabled(if: junitSchemas.available, "needs ../shared/schemas beside the package and xmllint: skipped"))
    func aBrokenDocumentFailsBothSchemas() throws {
        let broken = reporter.render(reportWithUnplacedFindings())
            .replacingOccurrences(of: #"time="0">"#, with: #"time="x">"#)
        #expect(try junitSchemas.problems(with: broken).count == 2)
    }

    /// A suite per language with a test case per rule that ran; a test case fails when its rule found errors there.
    @Test func countsTestsAndFailures() throws {
        let report = try ReporterFixture.report()
        let document = try JUnitDocument(reporter.render(report))
        #expect(try document.attribute("name", of: "/testsuites/testsuite") == ["en", "fr", "ru"])
        #expect(try document.attribute("id", of: "/testsuites/testsuite") == ["0", "1", "2"])
        #expect(try document.attribute("tests", of: "//testsuite") == Array(repeating: String(RuleRegistry.all.count), count: 3))
        #expect(try document.elements("//testcase").count == report.languages.count * report.rules.count)
        #expect(try document.attribute("failures", of: "//testsuite") == ["0", "2", "2"])
        #expect(try document.attribute("name", of: "//testcase[failure]")
            == ["syntax-error", "missing-key", "missing-table", "plural-category"])
        #expect(try document.attribute("message", of: "//failure") == ["1 error", "1 error", "1 error", "2 errors"])
        #expect(try document.attribute("classname", of: "//testsuite[@name='ru']/testcase").allSatisfy {
            $0 == "Example.bundle.ru"
        })
    }

    @Test func warningsAndNotesFailNothingAndGoToTheSuiteOutput() throws {
        let document = try JUnitDocument(reporter.render(reportWithUnplacedFindings()))
        #expect(try document.attribute("name", of: "/testsuites/testsuite") == ["en", "xx", "(no language)"])
        #expect(try document.attribute("name", of: "//testcase[failure]") == ["invalid-language", "syntax-error"])
        #expect(try document.attribute("failures", of: "//testsuite") == ["0", "1", "1"])
        let output = try document.elements("//testsuite/system-out").map { $0.stringValue ?? "" }
        #expect(output == ["", "App.bundle/xx.lproj/A.strings: warning: empty [empty-value]",
                           "App.bundle/A.xcstrings: note: stale [stale-translation]"])
        #expect(try document.attribute("name", of: "//testsuite[@name='xx']/properties/property") == ["baseLanguage"])
    }

    /// A report that does not list its rules still gets a test case for each rule with findings.
    @Test func rulesWithFindingsGetTestCasesWhenTheReportListsNone() throws {
        var report = reportWithUnplacedFindings()
        report.rules = []
        let document = try JUnitDocument(reporter.render(report))
        #expect(try document.attribute("name", of: "//testsuite[@name='en']/testcase")
            == ["invalid-language", "empty-value", "syntax-error", "stale-translation"])
        #expect(try document.attribute("failures", of: "//testsuite") == ["0", "1", "1"])
    }

    /// The Ant schema wants suite names that are not blank; a folder named ` .lproj` gets a stand-in.
    @Test func aBlankLanguageNameGetsAStandIn() throws {
        var report = reportWithUnplacedFindings()
        report.languages[0].language = " "
        let document = try JUnitDocument(reporter.render(report))
        #expect(try document.attribute("name", of: "/testsuites/testsuite").first == "(unnamed language)")
    }

    @Test func escapesMarkupAndForbiddenCharactersInAKey() throws {
        let text = reporter.render(reportWithMarkupInAKey())
        #expect(text.contains(#"missing key &quot;a&lt;&amp;&quot;&apos;&gt;\u{1}b&quot;"#))
        #expect(text.contains(#"package="A&amp;B\u{1}.bundle""#))
        #expect(!text.unicodeScalars.contains("\u{1}"))
        let document = try JUnitDocument(text)
        #expect(try document.elements("//failure").map(\.stringValue)
            == [#"A&B\u{1}.bundle/fr.lproj/Localizable.strings: error: missing key "a<&"'>\u{1}b" [missing-key]"#])
        #expect(try document.attribute("package", of: "//testsuite") == [#"A&B\u{1}.bundle"#, #"A&B\u{1}.bundle"#])
    }

    @Test func escapesAttributesSoParsersKeepWhitespace() {
        #expect(XMLEscaping.attribute("a\tb\nc\rd'e") == "a&#9;b&#10;c&#13;d&apos;e")
        #expect(XMLEscaping.text("a\tb\nc\rd") == "a\tb\nc&#13;d")
        #expect(XMLEscaping.text("\u{0}\u{1F}\u{7F}\u{FFFE}\u{FFFF}é😀")
            == #"\u{0}\u{1f}"# + "\u{7F}" + #"\u{fffe}\u{ffff}é😀"#)
    }

    @Test func aDisabledRuleHasNoTestCase() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n", "fr.lproj/Localizable.strings": "\"b\" = \"1\";\n",
        ])
        let report = Checker(disabledRules: ["missing-key"]).check(context)
        #expect(report.rules == RuleRegistry.all.map { $0.description.id }.filter { $0 != "missing-key" })
        let document = try JUnitDocument(reporter.render(report))
        #expect(try document.elements("//testcase[@name='missing-key']").isEmpty)
        #expect(try document.attribute("tests", of: "//testsuite") == Array(repeating: String(RuleRegistry.all.count - 1), count: 2))
        #expect(try document.elements("//failure").isEmpty)
    }

    @Test func endsWithANewlineAndDefaultsTheHostname() throws {
        #expect(reporter.render(try ReporterFixture.report()).hasSuffix("</testsuites>\n"))
        #expect(JUnitReporter(hostname: " ").hostname == "localhost")
        #expect(!JUnitReporter().hostname.isEmpty)
    }
}

/// The real ArcGIS bundle's JUnit report: valid against both schemas, failing exactly on its two real defects.
@Suite(.enabled(if: ArcGISCorpus.bundlePath != nil, "../shared/corpora is not beside the package: skipped"))
struct ArcGISBundleJUnitReporterTests {
    private func report() throws -> CheckReport {
        Checker().check(try CheckContext(bundle: BundleReader.read(path: try #require(ArcGISCorpus.bundlePath))))
    }

    @Test func failsOnTheRealDefects() throws {
        let report = try report()
        let document = try JUnitDocument(reporter.render(report))
        #expect(try document.elements("//testcase").count == 30 * report.rules.count)
        let failing = try document.elements("//testcase[failure]").map { testCase in
            ["classname", "name"].map { testCase.attribute(forName: $0)?.stringValue ?? "" }.joined(separator: " ")
        }
        #expect(failing == ["ArcGIS.bundle.ko format-mismatch", "ArcGIS.bundle.zh-Hant-HK missing-key"])
    }

    @Test(.enabled(if: junitSchemas.available, "needs ../shared/schemas beside the package and xmllint: skipped"))
    func validatesAgainstTheAntAndJenkinsSchemas() throws {
        #expect(try junitSchemas.problems(with: reporter.render(try report())) == [])
    }
}
