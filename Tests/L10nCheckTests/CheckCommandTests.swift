import Foundation
import Testing

/// `l10n-check [check] BUNDLE` as CI runs it: output formats and the exit-status contract.
struct CheckCommandTests {
    static let clean = [
        "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
        "fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
    ]

    @Test func cleanBundleExitsZero() throws {
        let bundle = try CommandRunner.makeBundle(Self.clean)
        let result = try CommandRunner.run([bundle])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("0 errors, 0 warnings, 0 notes in 2 languages of Test.bundle\n"))
    }

    @Test func errorsExitOneWithCompilerStyleLines() throws {
        var files = Self.clean
        files["fr.lproj/Localizable.strings"] = "\"Done\" = \"Terminé\"\n"
        let bundle = try CommandRunner.makeBundle(files)
        let result = try CommandRunner.run(["check", bundle])
        #expect(result.status == 1)
        let first = try #require(result.output.split(separator: "\n").first)
        #expect(first == "\(bundle)/fr.lproj/Localizable.strings:1:19: error: missing ';' after the entry \"Done\"; "
            + "Apple's parser rejects the whole file, so its only entry is lost at run time [syntax-error]")
    }

    @Test func warningsAloneExitZero() throws {
        var files = Self.clean
        files["fr.lproj/Localizable.strings"] = "\"Done\" = \"Terminé\";\n\"Old\" = \"Vieux\";\n"
        let result = try CommandRunner.run([try CommandRunner.makeBundle(files)])
        #expect(result.status == 0)
        #expect(result.output.contains("warning: extra key \"Old\""))
    }

    @Test func jsonOutputParses() throws {
        let result = try CommandRunner.run([try CommandRunner.makeBundle(Self.clean), "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["bundle"] as? String == "Test.bundle")
        #expect((object?["languages"] as? [Any])?.count == 2)
    }

    @Test func disabledRuleIsNotRun() throws {
        var files = Self.clean
        files["fr.lproj/Localizable.strings"] = "\"Other\" = \"Autre\";\n"
        let bundle = try CommandRunner.makeBundle(files)
        #expect(try CommandRunner.run([bundle]).status == 1)
        #expect(try CommandRunner.run([bundle, "--disable", "missing-key", "--disable", "extra-key"]).status == 0)
    }

    @Test(arguments: [
        (["/nonexistent/X.bundle"], "no such file or folder"),
        (["Package.swift"], "is a file"),
        (["Sources"], "holds no .lproj folder"),
        (["--format", "yaml", "Sources"], "The value 'yaml' is invalid"),
        (["--disable", "no-such-rule", "Sources"], "unknown rule 'no-such-rule'"),
        (["--no-such-option", "Sources"], "Unknown option '--no-such-option'"),
    ])
    func cannotDoItsJobExitsTwo(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    }

    @Test func unknownBaseExitsTwo() throws {
        let result = try CommandRunner.run([try CommandRunner.makeBundle(Self.clean), "--base", "de"])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("the base language de has no .lproj folder here (folders: en, fr)"))
    }

    @Test func folderNamedLikeATableIsAFinding() throws {
        let bundle = try CommandRunner.makeBundle(Self.clean)
        try FileManager.default.createDirectory(
            atPath: bundle + "/fr.lproj/InfoPlist.strings", withIntermediateDirectories: true)
        let result = try CommandRunner.run([bundle])
        #expect(result.status == 1)
        #expect(result.output.contains("fr.lproj/InfoPlist.strings: error: cannot be read: it is a folder, not a file "
            + "[unreadable-file]"))
    }

    @Test func helpExplainsEveryOptionWithAnExample() throws {
        let result = try CommandRunner.run(["check", "--help"])
        #expect(result.status == 0)
        let options = [
            "--base", "--format", "--disable", "--allow-untranslated", "--config", "--baseline", "--write-baseline",
            "--max-findings-per-file",
            "--max-input-size", "--report", "--strict", "--max-warnings", "--sources", "--include-vendored",
        ]
        for option in options {
            #expect(result.output.contains(option))
        }
        #expect(result.output.components(separatedBy: "Example:").count == options.count + 1)
        #expect(try CommandRunner.run(["--help"]).output.contains("Exit status: 0 when no finding is an error"))
    }
}

/// The project's own bundle is clean: CI fails on any finding in it.
struct ResourcesBundleTests {
    @Test func popupStringsBundleHasNoFinding() throws {
        let result = try CommandRunner.run(["Resources/PopupStrings.bundle", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
        let languages = try #require(object["languages"] as? [[String: Any]])
        #expect(languages.count == 24)
        #expect(languages.allSatisfy { $0["missing"] as? Int == 0 && $0["extra"] as? Int == 0 })
    }
}

/// The rules of issue 4 through the command line, on one small bundle with one defect of each kind.
struct TranslationDefectCommandTests {
    @Test func everyDefectIsFoundOnce() throws {
        let bundle = try CommandRunner.makeBundle([
            "en.lproj/Localizable.strings": """
                "Count" = "%1$d of %2$d";
                "Title" = "{NAME} in {CITY}";
                "Done" = "Done";
                "Cafe" = "Cafe";

                """,
            "de.lproj/Localizable.strings": """
                "Count" = "%1$@ von %2$d";
                "Title" = "{NAME} in {STADT}";
                "Done" = "";
                "Cafe" = "Caf\\u00e9";

                """,
            "French Canada.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
        ])
        let result = try CommandRunner.run([bundle, "--format", "json", "--disable", "missing-key"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { "\($0["rule"] as? String ?? "") \($0["file"] as? String ?? "")" }.sorted()
        #expect(found == [
            "empty-value de.lproj/Localizable.strings",
            "format-mismatch de.lproj/Localizable.strings",
            "invalid-language French Canada.lproj",
            "suspicious-escape de.lproj/Localizable.strings",
            "token-mismatch de.lproj/Localizable.strings",
        ], "\(diagnostics.map { $0["message"] ?? "" })")
    }
}
