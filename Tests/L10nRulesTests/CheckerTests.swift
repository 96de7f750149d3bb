import Testing
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
