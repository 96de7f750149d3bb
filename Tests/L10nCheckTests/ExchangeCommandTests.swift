import Foundation
import Testing

/// `export` of several languages, `.xcloc` packages and `--only`, and `import --format json`'s account of every
/// unit, run as a user runs them.
struct ExchangeCommandTests {
    /// A copy of the project's bundle in a new folder, and that folder.
    private func bundleCopy() throws -> (bundle: String, folder: String) {
        let bundle = try TranslatorCommandTests.projectBundleCopy()
        return (bundle, (bundle as NSString).deletingLastPathComponent)
    }

    @Test func theOutputFolderIsMadeWhenMissingAndADryRunWritesNothing() throws {
        let (bundle, folder) = try bundleCopy()
        let out = folder + "/Localizations/today"
        let dryRun = try CommandRunner.run(["export", bundle, "--language", "de", "--xcloc", "--output-dir", out, "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.output.hasPrefix("would write \(out)/de.xcloc: "))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Localizations"))
        let written = try CommandRunner.run(["export", bundle, "--language", "de", "--xcloc", "--output-dir", out])
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/de.xcloc/contents.json"))
        try Data().write(to: URL(fileURLWithPath: folder + "/file"))
        let notAFolder = try CommandRunner.run(["export", bundle, "--language", "de", "--output-dir", folder + "/file"])
        #expect(notAFolder.status == 2 && notAFolder.errorOutput.contains("exists and is no folder"))
    }

    @Test func everyLanguageGoesIntoTheFolderAsAFileOrAnXcloc() throws {
        let (bundle, folder) = try bundleCopy()
        let out = folder + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let files = try CommandRunner.run(["export", bundle, "--all-languages", "--output-dir", out])
        #expect(files.status == 0)
        let languages = try FileManager.default.contentsOfDirectory(atPath: bundle)
            .filter { $0.hasSuffix(".lproj") && $0 != "en.lproj" }.map { String($0.dropLast(6)) }.sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == languages.map { $0 + ".xliff" })
        let again = try CommandRunner.run(["export", bundle, "--language", "de", "--output-dir", out])
        #expect(again.status == 2 && again.errorOutput.contains("exists; give --replace"))

        let packages = folder + "/xcloc"
        try FileManager.default.createDirectory(atPath: packages, withIntermediateDirectories: false)
        let xcloc = try CommandRunner.run(["export", bundle, "--language", "de", "--language", "fr", "--xcloc",
                                           "--output-dir", packages])
        #expect(xcloc.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: packages).sorted() == ["de.xcloc", "fr.xcloc"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: packages + "/de.xcloc/Localized Contents/de.xliff"))
            == Data(contentsOf: URL(fileURLWithPath: out + "/de.xliff")))

        let imported = try CommandRunner.run(["import", bundle, packages + "/de.xcloc", "--format", "json"])
        #expect(imported.status == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(imported.output.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["written"] == 0 && summary["appliedUnits"] == 0 && summary["refusedUnits"] == 0)
        #expect((summary["unchangedUnits"] ?? 0) > 0)
    }

    @Test func theJSONReportListsUnitsAppliedUnchangedAndRefusedAndARefusalFailsTheRun() throws {
        let (bundle, folder) = try bundleCopy()
        let xliff = folder + "/de.xliff"
        #expect(try CommandRunner.run(["export", bundle, "--language", "de", "--output", xliff]).status == 0)
        var text = try String(contentsOfFile: xliff, encoding: .utf8)
        // One translation changed, one made unsafe (a string where the base has a number).
        text = text.replacingOccurrences(
            of: "<target state=\"translated\">Bearbeiten</target>", with: "<target state=\"translated\">Ändern</target>")
        text = text.replacingOccurrences(
            of: "<target state=\"translated\">%1$d von %2$d</target>",
            with: "<target state=\"translated\">%1$@ von %2$d</target>")
        try text.write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["import", bundle, xliff, "--format", "json"])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let applied = try #require(report["applied"] as? [[String: Any]])
        #expect(applied.map { $0["key"] as? String } == ["Edit"])
        #expect(applied.first?["file"] as? String == "de.lproj/Localizable.strings")
        let refused = (report["skippedUnits"] as? [[String: Any]] ?? []).filter { $0["refused"] as? Bool == true }
        #expect(refused.map { $0["key"] as? String } == ["%d of %d"])
        #expect(refused.first?["kind"] as? String == "formatMismatch")
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["appliedUnits"] == 1 && summary["refusedUnits"] == 1 && summary["written"] == 1)
        #expect((report["unchanged"] as? [Any])?.count == summary["unchangedUnits"])
    }

    @Test func xliff2GoesOutAndComesBack() throws {
        let (bundle, folder) = try bundleCopy()
        let file = folder + "/de.xliff"
        #expect(try CommandRunner.run(["export", bundle, "--language", "de", "--format", "xliff2", "--output", file])
            .status == 0)
        var text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("version=\"2.0\" srcLang=\"en\" trgLang=\"de\""))
        #expect(text.contains("<segment state=\"translated\">") && !text.contains("state=\"final\""))
        let unchanged = try CommandRunner.run(["import", bundle, file])
        #expect(unchanged.status == 0 && unchanged.output == "nothing to write\n")
        text = text.replacingOccurrences(of: "<target>Bearbeiten</target>", with: "<target>Ändern</target>")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try CommandRunner.run(["import", bundle, file])
        #expect(imported.status == 0)
        #expect(imported.output == "wrote \(bundle)/de.lproj/Localizable.strings: update 1 translation\n")
    }

    @Test func onlyUntranslatedSaysWhenThereIsNothingToDo() throws {
        let (bundle, _) = try bundleCopy()
        let result = try CommandRunner.run(["export", bundle, "--language", "de", "--only", "untranslated"])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput == "note: nothing to export for de: no unit is untranslated\n")
    }

    @Test func contradictoryOptionsAreUsageErrors() throws {
        let (bundle, _) = try bundleCopy()
        for arguments in [
            ["export", bundle],
            ["export", bundle, "--language", "de", "--all-languages"],
            ["export", bundle, "--language", "de", "--language", "fr", "--output", "x.xliff"],
            ["export", bundle, "--language", "de", "--xcloc", "--output", "x"],
            ["export", bundle, "--language", "de", "--only", "some"],
        ] {
            #expect(try CommandRunner.run(arguments).status == 2, "\(arguments)")
        }
    }
}
