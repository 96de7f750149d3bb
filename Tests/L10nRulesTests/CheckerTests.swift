import Lproj
import Testing
import TestSupport
@testable import L10nRules

/// The checker as a whole: one finding per missing key, one per missing table, summaries, ordering.
struct CheckerTests {
    @Test func missingTableIsReportedOnceNotPerKey() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n\"b\" = \"2\";\n",
            "en.lproj/InfoPlist.strings": "\"x\" = \"1\";\n\"y\" = \"2\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"1\";\n",
        ])
        let report = Checker().check(context)
        #expect(report.diagnostics.map { "\($0.rule) \($0.file) \($0.key ?? "-")" } == [
            "missing-table fr.lproj/InfoPlist.strings -",
            "missing-key fr.lproj/Localizable.strings b",
        ])
        #expect(report.languages.map(\.missing) == [0, 3])
    }

    @Test func stringsdictKeysCountAsPresent() throws {
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
            </dict></dict></plist>
            """
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n", "en.lproj/Localizable.stringsdict": stringsdict,
            "de.lproj/Localizable.strings": "\"a\" = \"1\";\n",
        ])
        let report = Checker().check(context)
        #expect(report.diagnostics.map { "\($0.rule) \($0.file) \($0.key ?? "-")" } == [
            "missing-key de.lproj/Localizable.stringsdict files",
        ])
        #expect(report.languages.map(\.keys) == [2, 1])
    }

    @Test func syntaxErrorsInEveryLanguageAreReported() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n", "fr.lproj/Localizable.strings": "\"a\" = \"1\"\n",
        ])
        let found = Checker().check(context).diagnostics
        #expect(found.map { "\($0.rule) \($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.language ?? "")" } == [
            "syntax-error fr.lproj/Localizable.strings:1:10 fr",
        ])
    }

    @Test func disabledRulesDoNotRun() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n", "fr.lproj/Localizable.strings": "\"b\" = \"1\";\n",
        ])
        let report = Checker(disabledRules: ["missing-key"]).check(context)
        #expect(report.diagnostics.map(\.rule) == ["extra-key"])
        #expect(!report.hasErrors)
    }

    /// The rules started first are those whose work grows with every entry of every language or every call; the
    /// others follow, each group in the registry's order.
    @Test func longRulesAreStartedFirst() {
        let rules = RuleRegistry.all
        let started = Checker.startOrder(of: rules).map { rules[$0].description.id }
        #expect(Array(started.prefix(3)) == ["format-mismatch", "unused-key", "key-not-in-tables"])
        #expect(Array(started.dropFirst(3)) == rules.map { $0.description.id }.filter {
            !["format-mismatch", "unused-key", "key-not-in-tables"].contains($0)
        })
    }

    /// The report's order, worked out from numbers, is the language's rank, then `Diagnostic`'s own order.
    @Test func reportOrderIsLanguageThenFileLineColumnRuleKeyMessage() {
        var random = SeededRandom(seed: 11)
        func pick(_ choices: [String]) -> String { choices[Int.random(in: 0..<choices.count, using: &random)] }
        let diagnostics = (0..<600).map { _ in
            Diagnostic(
                rule: pick(["missing-key", "extra-key", "unused-key"]), severity: .warning, message: pick(["a", "b"]),
                file: pick(["fr.lproj/A.strings", "de.lproj/A.strings", "A.swift", "../Sources/B.swift", "é.strings"]),
                location: Int.random(in: 0..<4, using: &random) == 0 ? nil
                    : SourceLocation(file: "", line: Int.random(in: 1...3, using: &random),
                                     column: Int.random(in: 1...3, using: &random)),
                key: pick(["k", "l"]))
        }
        let ranks = diagnostics.map { _ in Int.random(in: 0..<3, using: &random) }
        let expected = diagnostics.indices.sorted { lhs, rhs in
            ranks[lhs] != ranks[rhs] ? ranks[lhs] < ranks[rhs] : diagnostics[lhs] < diagnostics[rhs]
        }.map { diagnostics[$0] }
        func line(_ found: Diagnostic) -> String {
            "\(found.file):\(found.line ?? 0):\(found.column ?? 0) \(found.rule) \(found.key ?? "") \(found.message)"
        }
        #expect(Checker.reportOrder(diagnostics, ranks: ranks).map(line) == expected.map(line))
    }

    @Test func duplicateKeysWithDifferentValuesAreErrors() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n\"a\" = \"1\";\n\"b\" = \"1\";\n\"b\" = \"2\";\n",
        ])
        let found = Checker().check(context).diagnostics
        #expect(found.map { "\($0.severity) \($0.line ?? 0)" } == ["warning 2", "error 4"])
        #expect(found.last?.message == "duplicate key \"b\" (first at line 3) with a different value; Apple uses this "
            + "last value and the earlier one is never shown")
    }

    @Test func aBinaryPropertyListKeepsTheFirstDuplicate() throws {
        // bplist00 {"a": "1", "a": "2"}, as a compiled bundle could hold it; CoreFoundation keeps "1".
        let binary: [UInt8] = [
            0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD2, 0x01, 0x01, 0x02, 0x03, 0x51, 0x61, 0x51, 0x31,
            0x51, 0x32, 0x00, 0x08, 0x00, 0x0D, 0x00, 0x0F, 0x00, 0x11, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02,
            0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x13,
        ]
        let context = try ExampleBundles.context(["en.lproj/Localizable.strings": binary])
        let found = Checker().check(context).diagnostics
        #expect(found.map(\.rule) == ["duplicate-key"])
        #expect(found.first?.message == "duplicate key \"a\" with a different value; Apple uses the first value "
            + "(a binary property list) and this one is never shown")
        #expect(context.languages.first?.folder.tables["Localizable"]?.strings?.table == ["a": "1"])
    }

    @Test func findingsAreOrderedBaseFirstThenByLanguage() throws {
        let context = try ExampleBundles.context([
            "en.lproj/Localizable.strings": "\"a\" = \"1\";\n\"a\" = \"1\";\n",
            "de.lproj/Localizable.strings": "\"x\" = \"1\";\n", "ar.lproj/Localizable.strings": "\"y\" = \"1\";\n",
        ])
        #expect(Checker().check(context).diagnostics.map { $0.language ?? "" }
            == ["en", "ar", "ar", "de", "de"])
    }
}
