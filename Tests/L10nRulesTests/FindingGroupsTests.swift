import Testing
@testable import L10nRules
import Lproj

/// One cause, one line: the text report groups a key missing in many languages and one encoding finding repeated
/// over the files of a folder; JSON keeps every finding.
struct FindingGroupsTests {
    private static func missing(_ language: String, key: String = "Done") -> Diagnostic {
        Diagnostic(
            rule: "missing-key", severity: .error,
            message: "missing key \"\(key)\": the base language en has it, \(language) does not",
            file: "\(language).lproj/Localizable.strings", language: language, table: "Localizable", key: key)
    }

    private static func report(_ diagnostics: [Diagnostic]) -> CheckReport {
        CheckReport(bundlePath: "B.bundle", bundleName: "B.bundle", baseLanguage: "en", languages: [],
                    diagnostics: diagnostics)
    }

    @Test func keyMissingInManyLanguagesIsOneLineAtTheFirstFile() {
        let languages = ["ar", "bg", "de", "fr"]
        let other = Diagnostic(rule: "extra-key", severity: .warning, message: "m", file: "bg.lproj/Localizable.strings")
        let diagnostics = [Self.missing("ar"), Self.missing("bg"), other] + languages.dropFirst(2).map { Self.missing($0) }
        let lines = FindingGroups.lines(diagnostics, root: "B.bundle", baseLanguage: "en")
        #expect(lines == [
            "B.bundle/ar.lproj/Localizable.strings: error: missing key \"Done\" of table Localizable in 4 languages: "
                + "ar, bg, de, fr; the base language en has it [missing-key]",
            "B.bundle/bg.lproj/Localizable.strings: warning: m [extra-key]",
        ])
        // JSON keeps one finding per language.
        let json = JSONReporter().render(Self.report(diagnostics))
        #expect(json.components(separatedBy: "\"rule\": \"missing-key\"").count - 1 == 4)
    }

    @Test func keyOfARemovedObjectInManyLanguagesIsOneLine() {
        let message = "extra key \"1tx-W0-xDw.title\": the object 1tx-W0-xDw was removed from Main.storyboard, so "
            + "it is never used"
        let diagnostics = ["ar", "ca", "de"].map { language in
            Diagnostic(
                rule: "extra-key", severity: .warning, message: message, file: "mul.lproj/Main.xcstrings",
                language: language, table: "Main", key: "1tx-W0-xDw.title")
        }
        let lines = FindingGroups.lines(diagnostics, root: "R", baseLanguage: "en")
        #expect(lines == ["R/mul.lproj/Main.xcstrings: warning: \(message) (in 3 languages: ar, ca, de) [extra-key]"])
    }

    @Test func fewLanguagesKeepTheirOwnLines() {
        let lines = FindingGroups.lines([Self.missing("ar"), Self.missing("bg")], root: "", baseLanguage: "en")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("the base language en has it, ar does not [missing-key]"))
    }

    @Test func differentKeysAreDifferentCauses() {
        let diagnostics = ["ar", "bg", "de"].flatMap { [Self.missing($0), Self.missing($0, key: "Edit")] }
        let lines = FindingGroups.lines(diagnostics, root: "", baseLanguage: "en")
        #expect(lines.count == 2)
        #expect(lines[1].contains("\"Edit\" of table Localizable in 3 languages: ar, bg, de"))
    }

    @Test func encodingNoteOverAFolderIsOneLine() {
        let diagnostics = ["A", "B", "C"].map { (name: String) -> Diagnostic in
            Diagnostic(
                rule: "encoding", severity: .note,
                message: "fr.lproj/\(name).strings is utf-16le while the base language's en.lproj/\(name).strings is "
                    + "utf-8; Apple reads both, but tools that merge or compare them may not",
                file: "fr.lproj/\(name).strings", language: "fr", table: name)
        }
        let other = Diagnostic(rule: "encoding", severity: .note, message: "x", file: "de.lproj/A.strings")
        let lines = FindingGroups.lines(diagnostics + [other], root: "", baseLanguage: "en")
        #expect(lines == [
            "fr.lproj/A.strings: note: fr.lproj/A.strings is utf-16le while the base language's en.lproj/A.strings is "
                + "utf-8; Apple reads both, but tools that merge or compare them may not (the same in 3 files of "
                + "fr.lproj/: A.strings, B.strings, C.strings) [encoding]",
            "de.lproj/A.strings: note: x [encoding]",
        ])
    }

    @Test func groupingIsLinear() {
        let languages = (0..<300).map { "l\($0)" }
        let diagnostics = (0..<200).flatMap { key in languages.map { Self.missing($0, key: "k\(key)") } }
        let lines = FindingGroups.lines(diagnostics, root: "", baseLanguage: "en")
        #expect(lines.count == 200)
    }
}

/// The findings limit leaves grouped findings whole in the text report, so a group names every language.
struct FindingGroupsLimitTests {
    @Test func groupedFindingsAreNotCutByTheLimit() {
        let missing = (0..<5).flatMap { key in
            ["ar", "bg", "de"].map { (language: String) -> Diagnostic in
                Diagnostic(
                    rule: "missing-key", severity: .error, message: "m", file: "\(language).lproj/L.strings",
                    language: language, table: "L", key: "k\(key)")
            }
        }.sorted()
        let lone = (0..<5).map { Diagnostic(rule: "extra-key", severity: .warning, message: "x\($0)", file: "ar.lproj/L.strings") }
        let report = CheckReport(bundlePath: "", bundleName: "B", baseLanguage: "en", languages: [],
                                 diagnostics: missing + lone)
        let limited = report.limitingFindings(perRuleAndFile: 2, exceptGrouped: true)
        #expect(limited.diagnostics.filter { $0.rule == "missing-key" }.count == 15)
        #expect(limited.diagnostics.filter { $0.rule == "extra-key" }.count == 3)
        #expect(limited.count(.error) == 15 && limited.count(.warning) == 5)
        #expect(report.limitingFindings(perRuleAndFile: 2).diagnostics.filter { $0.rule == "missing-key" }.count == 9)
    }
}
