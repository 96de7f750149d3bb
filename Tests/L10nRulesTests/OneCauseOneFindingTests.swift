import Testing
@testable import L10nRules
import Lproj

/// One cause, one finding: an empty file of a table the base has keys in is missing-table's finding only.
struct OneCauseOneFindingTests {
    private static func findings(_ files: [String: String]) throws -> [Diagnostic] {
        let bundle = try BundleReader.read(files: files.mapValues { Array($0.utf8) })
        return Checker().check(try CheckContext(bundle: bundle)).diagnostics
    }

    @Test func anEmptyFileOfATableTheBaseHasIsOneMissingTable() throws {
        let found = try Self.findings([
            "en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Maps\";\n",
            "fr.lproj/InfoPlist.strings": "",
        ])
        #expect(found.map(\.rule) == ["missing-table"])
        #expect(found.first?.message.contains("fr.lproj/InfoPlist.strings is empty (0 bytes)") == true)
    }

    /// Where the base has no key in the table, the empty file is still a syntax-error warning.
    @Test func anEmptyFileOfAnEmptyTableIsStillAWarning() throws {
        let found = try Self.findings([
            "en.lproj/InfoPlist.strings": "/* Nothing yet. */\n",
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
            "fr.lproj/InfoPlist.strings": "",
        ])
        #expect(found.map { "\($0.rule) \($0.severity)" } == ["syntax-error warning"])
    }

    /// The summary counts what the findings report: a library default, a text without a word and a `#bc-ignore!`
    /// text are asked of no translator, so a language lacking them misses nothing.
    @Test func textsNobodyTranslatesAreNeitherExpectedNorMissing() throws {
        let bundle = try BundleReader.read(files: [
            "Base.lproj/Main.storyboard": Array(InterfaceBuilderExamples.placeholderStoryboard.utf8),
            "fr.lproj/Main.strings": Array("\"Tit-le-Lbl.text\" = \"Bienvenue\";\n".utf8),
            "de.lproj/Main.strings": Array("\"Tit-le-Lbl.text\" = \"Willkommen\";\n".utf8),
        ])
        let report = Checker().check(try CheckContext(bundle: bundle))
        #expect(!report.diagnostics.contains { $0.rule == "missing-key" && $0.language == "fr" })
        let french = try #require(report.languages.first { $0.language == "fr" })
        #expect(french.missing == 0 && french.percentComplete == 100, "\(french)")
    }

    /// A regional folder without the file gets its language folder's table (a note); with an empty file, Apple finds
    /// that file first and the table is empty (an error).
    @Test func aRegionalFolderGetsItsLanguagesTableOnlyWithoutAFileOfItsOwn() throws {
        let files = [
            "en.lproj/Statuses.strings": "\"Online\" = \"Online\";\n",
            "de.lproj/Statuses.strings": "\"Online\" = \"Online\";\n",
            "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "de-AT.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
        ]
        let severity = { (found: [Diagnostic]) in
            found.filter { $0.rule == "missing-table" && $0.language == "de-AT" }.map(\.severity)
        }
        #expect(severity(try Self.findings(files)) == [.note])
        var empty = files
        empty["de-AT.lproj/Statuses.strings"] = ""
        #expect(severity(try Self.findings(empty)) == [.error])
    }
}
