import Foundation
import Testing
import TestSupport

/// `l10n-check pseudo` as a team runs it: pseudo-localize, then check; refusals, dry runs, JSON, and every corpus
/// bundle with `.lproj` folders checking clean in both pseudo-languages.
struct PseudoCommandTests {
    private static var corpora: String { SharedFolder.corpora?.path ?? "" }
    private static var hasCorpora: Bool { SharedFolder.hasCorpora }
    /// The corpus bundles with `.lproj` folders, as `l10n-check` is pointed at them.
    private static let corpusBundles = [
        "arcgis-runtime-ios-100.3/ArcGIS.bundle", "arcgis-maps-sdk-swift-toolkit/Resources",
        "deltachat-ios/deltachat-ios", "rectangle-2023/Rectangle", "rectangle-2023/RectangleLauncher",
        "rectangle-2026/Rectangle", "rectangle-2026/RectangleLauncher",
    ]
    /// The findings a translation can have that pseudo-localization must never cause.
    private static let forbidden: Set<String> = [
        "format-mismatch", "token-mismatch", "missing-key", "missing-table", "plural-category", "empty-value",
        "extra-key", "stringsdict-structure", "syntax-error", "encoding",
    ]

    /// A writable copy of a bundle in a new temporary folder (the corpora may be read-only; never written in place).
    private static func copy(of path: String) throws -> String {
        let folder = TemporaryFiles.path("l10n-check-pseudo")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let copy = folder + "/" + (path as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        for child in [""] + (FileManager.default.subpaths(atPath: copy) ?? []) {
            let item = (copy as NSString).appendingPathComponent(child)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: item, isDirectory: &isFolder)
            try FileManager.default.setAttributes([.posixPermissions: isFolder.boolValue ? 0o755 : 0o644], ofItemAtPath: item)
        }
        return copy
    }

    private static func projectBundle() throws -> String {
        try copy(of: CommandRunner.packageRoot.appendingPathComponent("Resources/PopupStrings.bundle").path)
    }

    /// The rules of the check's findings about `language`, one per finding.
    private static func findings(in bundle: String, language: String) throws -> [String] {
        let result = try CommandRunner.run([bundle, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        return diagnostics.filter { $0["language"] as? String == language }.compactMap { $0["rule"] as? String }
    }

    @Test func pseudoThenCheckFindsNothingWrongWithTheProjectBundle() throws {
        let bundle = try Self.projectBundle()
        let accented = try CommandRunner.run(["pseudo", bundle, "--language", "en-XA"])
        #expect(accented.status == 0)
        #expect(accented.output == "wrote \(bundle)/en-XA.lproj/Localizable.strings: create en-XA.lproj/Localizable.strings "
            + "with 40 keys of the base en, pseudo-localized (en-XA: accented, 35 % longer, in brackets)\n")
        #expect(accented.errorOutput.isEmpty)
        let rightToLeft = try CommandRunner.run(["pseudo", bundle, "--language", "ar-XB"])
        #expect(rightToLeft.status == 0)

        let text = try String(contentsOfFile: bundle + "/en-XA.lproj/Localizable.strings", encoding: .utf8)
        #expect(text.contains("\"Show more\" = \"[Šĥöŵ ɱöŕé one]\";"))
        #expect(text.contains("\"%d of %d\" = \"[%1$d öƒ %2$d one]\";"))
        let arabic = try String(contentsOfFile: bundle + "/ar-XB.lproj/Localizable.strings", encoding: .utf8)
        #expect(arabic.contains("\"attachments.count.zero\" = \"\u{202E}%d attachments\u{202C}\";"))

        // The pseudo-languages' region codes are no user's: the one warning, which is why they are safe to ship.
        #expect(try Self.findings(in: bundle, language: "en-XA") == ["invalid-language"])
        #expect(try Self.findings(in: bundle, language: "ar-XB") == ["invalid-language"])
        #expect(try CommandRunner.run([bundle]).status == 0)
    }

    @Test func anExistingFolderIsRefusedUnlessReplaceIsGiven() throws {
        let bundle = try Self.projectBundle()
        #expect(try CommandRunner.run(["pseudo", bundle, "--language", "en-XA"]).status == 0)
        let path = bundle + "/en-XA.lproj/Localizable.strings"
        try "\"Edit\" = \"mine\";\n".write(toFile: path, atomically: true, encoding: .utf8)
        try "keep".write(toFile: bundle + "/en-XA.lproj/README.txt", atomically: true, encoding: .utf8)

        let again = try CommandRunner.run(["pseudo", bundle, "--language", "EN-xa"])
        #expect(again.status == 1)
        #expect(again.output.isEmpty)
        #expect(again.errorOutput == "\(path): error: not written: en-XA.lproj exists already; its files are replaced "
            + "only when asked (--replace)\n1 of 1 file not written\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\"Edit\" = \"mine\";\n")

        let replaced = try CommandRunner.run(["pseudo", bundle, "--language", "en-XA", "--replace"])
        #expect(replaced.status == 0)
        #expect(replaced.output.contains(": replace en-XA.lproj/Localizable.strings with 40 keys"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"Edit\" = \"[Éðîţ one]\";"))
        #expect(try String(contentsOfFile: bundle + "/en-XA.lproj/README.txt", encoding: .utf8) == "keep")
    }

    @Test func aDryRunSaysWhatItWouldWriteAndWritesNothing() throws {
        let bundle = try Self.projectBundle()
        let result = try CommandRunner.run(["pseudo", bundle, "--language", "ar-XB", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("would write \(bundle)/ar-XB.lproj/Localizable.strings: create "))
        #expect(!FileManager.default.fileExists(atPath: bundle + "/ar-XB.lproj"))
    }

    @Test func jsonIsTheWriteReportOfTheOtherWritingCommands() throws {
        let bundle = try Self.projectBundle()
        let result = try CommandRunner.run(["pseudo", bundle, "--language", "en-XA", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["command"] as? String == "pseudo")
        #expect(json["dryRun"] as? Bool == false)
        let written = try #require(json["written"] as? [[String: Any]])
        #expect(written.map { $0["path"] as? String } == [bundle + "/en-XA.lproj/Localizable.strings"])
        #expect((written.first?["keys"] as? [String])?.first == "No value")
        #expect((json["refused"] as? [Any])?.isEmpty == true)
        #expect((json["skipped"] as? [Any])?.isEmpty == true)
        #expect(json["summary"] as? [String: Int] == ["written": 1, "refused": 0, "skipped": 0])
    }

    @Test(arguments: ["fr-XA", "en", "en-XB", "pseudo", ""])
    func anUnknownPseudoLanguageIsABadArgument(language: String) throws {
        let bundle = try Self.projectBundle()
        let result = try CommandRunner.run(["pseudo", bundle, "--language", language])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("use en-XA (accented) or ar-XB (right to left)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: bundle).filter { $0.contains("XA") }.isEmpty)
    }

    @Test func aPathThatIsNoBundleIsABadArgument() throws {
        let result = try CommandRunner.run(["pseudo", "/nonexistent/X.bundle", "--language", "en-XA"])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("no such folder"))
    }

    @Test func helpExplainsTheCommandWithExamples() throws {
        let result = try CommandRunner.run(["pseudo", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("Examples:"))
        #expect(result.output.contains("l10n-check pseudo Resources/PopupStrings.bundle --language en-XA"))
    }

    /// Every corpus bundle with `.lproj` folders, in a copy: pseudo-localized in both languages, then checked, has
    /// no finding of the kinds a broken translation has for the pseudo-languages.
    @Test(.enabled(if: hasCorpora, "needs ../shared/corpora beside the package"), arguments: corpusBundles)
    func everyCorpusBundleChecksCleanInBothPseudoLanguages(relative: String) throws {
        let bundle = try Self.copy(of: Self.corpora + "/" + relative)
        for language in ["en-XA", "ar-XB"] {
            let result = try CommandRunner.run(["pseudo", bundle, "--language", language])
            #expect(result.status == 0, "\(relative) \(language): \(result.errorOutput)")
            let found = try Self.findings(in: bundle, language: language)
            #expect(found.filter { Self.forbidden.contains($0) }.isEmpty, "\(relative) \(language): \(found)")
        }
    }

    /// A bundle whose tables are all in String Catalogs gets nothing, and says why.
    @Test(.enabled(if: hasCorpora, "needs ../shared/corpora beside the package"))
    func catalogsAreLeftOutAndSaidSo() throws {
        let bundle = try Self.copy(of: Self.corpora + "/rectangle-2026/Rectangle")
        let result = try CommandRunner.run(["pseudo", bundle, "--language", "en-XA"])
        #expect(result.status == 0)
        #expect(result.output == "nothing to write\n")
        #expect(result.errorOutput == "\(bundle)/en-XA.lproj/Main.strings: note: left out: the table is kept in the String "
            + "Catalog mul.lproj/Main.xcstrings, and l10n-check has no catalog writer that keeps a catalog's "
            + "formatting; add the language there in Xcode\n")
    }
}
