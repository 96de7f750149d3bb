import Foundation
import Testing
import TestSupport

/// `new-language`, `sync`, `export` and `import` as a translator runs them, on a copy of the project's bundle.
struct TranslatorCommandTests {
    /// A copy of `Resources/PopupStrings.bundle` in a new temporary folder.
    static func projectBundleCopy() throws -> String {
        let folder = TemporaryFiles.path("l10n-check-translator")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let copy = folder + "/PopupStrings.bundle"
        try FileManager.default.copyItem(
            atPath: CommandRunner.packageRoot.appendingPathComponent("Resources/PopupStrings.bundle").path, toPath: copy)
        return copy
    }

    @Test func newLanguageWritesOnceAndTheCheckerAcceptsIt() throws {
        let bundle = try Self.projectBundleCopy()
        let dryRun = try CommandRunner.run(["new-language", bundle, "hr", "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.output.hasPrefix("would write \(bundle)/hr.lproj/Localizable.strings: "))
        #expect(!FileManager.default.fileExists(atPath: bundle + "/hr.lproj"))

        // From the bundle's own base, run from another folder than the repository's: no templates needed.
        let created = try CommandRunner.run(["new-language", bundle, "--language", "hr"], in: URL(fileURLWithPath: "/"))
        #expect(created.status == 0, "\(created.errorOutput)")
        #expect(created.output.contains("create hr.lproj/Localizable.strings with"))
        let table = try String(contentsOfFile: bundle + "/hr.lproj/Localizable.strings", encoding: .utf8)
        #expect(table.contains(".one\" = ") && table.contains(".few\" = ") && table.contains(".other\" = "))
        #expect(!table.contains(".many\" = ") && !table.contains(".two\" = ") && !table.contains(".zero\" = "))
        let again = try CommandRunner.run(["new-language", bundle, "hr"])
        #expect(again.status == 2)
        #expect(again.errorOutput.contains("hr.lproj exists already; nothing was written"))

        let check = try CommandRunner.run([bundle])
        #expect(check.status == 0)
        #expect(check.output.contains("hr.lproj/Localizable.strings:"))  // untranslated notes for the translator
    }

    @Test func newLanguageReportsAsJSONAsTheOtherWritingCommandsDo() throws {
        let bundle = try Self.projectBundleCopy()
        let created = try CommandRunner.run(["new-language", bundle, "--language", "sk", "--format", "json"])
        #expect(created.status == 0, "\(created.errorOutput)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(created.output.utf8)) as? [String: Any])
        #expect(report["command"] as? String == "new-language")
        let written = try #require(report["written"] as? [[String: Any]])
        #expect(written.map { $0["path"] as? String } == [bundle + "/sk.lproj/Localizable.strings"])
        #expect(((written.first?["keys"] as? [String])?.count ?? 0) > 30)
        #expect((report["summary"] as? [String: Int])?["written"] == 1)
    }

    @Test func newLanguageFromTemplatesKeepsTheirPluralForms() throws {
        let bundle = try Self.projectBundleCopy()
        let templates = CommandRunner.packageRoot.appendingPathComponent("lproj-templates").path
        let created = try CommandRunner.run(["new-language", bundle, "hr", "--templates", templates])
        #expect(created.status == 0)
        #expect(created.output.contains("plural forms one, few, other"))
        let twice = try CommandRunner.run(["new-language", bundle, "hr", "--language", "de"])
        #expect(twice.status == 64 || twice.status == 2)
        #expect(twice.errorOutput.contains("Two languages given"))
    }

    @Test func newLanguageRejectsWhatIsNoLanguage() throws {
        let result = try CommandRunner.run(["new-language", try Self.projectBundleCopy(), "xx-NOPE"])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("\"xx-NOPE\" is no valid language ID"))
    }

    @Test func syncFillsGapsKeepsExtrasAndThenHasNothingToDo() throws {
        let bundle = try Self.projectBundleCopy()
        let french = bundle + "/fr.lproj/Localizable.strings"
        let original = try String(contentsOfFile: french, encoding: .utf8)
        let withoutEdit = original.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("\"Edit\"") }.joined(separator: "\n") + "\"Old\" = \"Vieux\";\n"
        try withoutEdit.write(toFile: french, atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run([bundle]).status == 1)

        let synced = try CommandRunner.run(["sync", bundle])
        #expect(synced.status == 0)
        #expect(synced.output == "wrote \(french): add 1 key of the base en to fr.lproj/Localizable.strings, its text "
            + "standing in until translated\n")
        #expect(synced.errorOutput.contains("fr.lproj/Localizable.strings: note: kept 1 key the base language does "
            + "not have: \"Old\""))
        let after = try String(contentsOfFile: french, encoding: .utf8)
        #expect(after.hasPrefix(withoutEdit))
        #expect(after.hasSuffix("\"Edit\" = \"Edit\";\n"))
        #expect(try CommandRunner.run([bundle]).status == 0)
        #expect(try CommandRunner.run(["sync", bundle]).output == "nothing to write\n")
    }

    @Test func aNewLanguageGoesOutAsXLIFFAndComesBackTranslated() throws {
        let bundle = try Self.projectBundleCopy()
        #expect(try CommandRunner.run(["new-language", bundle, "hr"]).status == 0)
        let xliff = (bundle as NSString).deletingLastPathComponent + "/hr.xlf"
        let exported = try CommandRunner.run(["export", bundle, "--language", "hr", "--output", xliff])
        #expect(exported.status == 0)
        let again = try CommandRunner.run(["export", bundle, "--language", "hr", "--output", xliff])
        #expect(again.status == 2)
        #expect(again.errorOutput.contains("exists; give --replace to replace it"))

        // The translator's tool: two units translated, the rest left as they were.
        var text = try String(contentsOfFile: xliff, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "<source>Edit</source>\n        <target state=\"new\">Edit</target>",
            with: "<source>Edit</source>\n        <target state=\"translated\">Uredi</target>")
        text = text.replacingOccurrences(
            of: "<source>%1$d of %2$d</source>\n        <target state=\"new\">%1$d of %2$d</target>",
            with: "<source>%1$d of %2$d</source>\n        <target state=\"translated\">%1$d od %2$d</target>")
        try text.write(toFile: xliff, atomically: true, encoding: .utf8)

        let imported = try CommandRunner.run(["import", bundle, xliff])
        #expect(imported.status == 0)  // units still marked new are listed, not refused
        #expect(imported.output == "wrote \(bundle)/hr.lproj/Localizable.strings: update 2 translations\n")
        let table = try String(contentsOfFile: bundle + "/hr.lproj/Localizable.strings", encoding: .utf8)
        #expect(table.contains("\"Edit\" = \"Uredi\";"))
        #expect(table.contains("\"%d of %d\" = \"%1$d od %2$d\";"))
        #expect(try CommandRunner.run([bundle]).status == 0)
        #expect(try CommandRunner.run(["import", bundle, xliff]).output == "nothing to write\n")
    }

    @Test func importRefusesWhatIsNoXLIFFWithItsPlace() throws {
        let bundle = try Self.projectBundleCopy()
        let xliff = (bundle as NSString).deletingLastPathComponent + "/broken.xlf"
        try "<xliff version=\"1.2\">\n  <file>\n</xliff>\n".write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["import", bundle, xliff])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("\(xliff):"))
    }
}
