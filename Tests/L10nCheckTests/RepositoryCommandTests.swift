import Foundation
import Testing
import TestSupport

/// `l10n-check .` in a repository: every bundle found and checked, one report, exit status over all bundles.
struct RepositoryCommandTests {
    private static var corpora: String { SharedFolder.corpora?.path ?? "" }
    private static var hasCorpora: Bool { SharedFolder.hasCorpora }

    private static let repository = [
        "App/Resources/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
        "App/Resources/fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
        "Widget/en.lproj/Localizable.strings": "\"A\" = \"A\";\n\"B\" = \"B\";\n",
        "Widget/de.lproj/Localizable.strings": "\"A\" = \"Ä\";\n",
        "Pods/Lib/en.lproj/Localizable.strings": "\"X\" = \"X\";\n",
        "Pods/Lib/de.lproj/Localizable.strings": "\n",
    ]

    @Test func checksEveryBundleInItsOwnSection() throws {
        let root = try CommandRunner.makeBundle(Self.repository)
        let result = try CommandRunner.run([root])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("== \(root)/App/Resources ==\n"))
        #expect(result.output.contains("== \(root)/Widget ==\n\(root)/Widget/de.lproj/Localizable.strings: error: "))
        #expect(!result.output.contains("Pods"))
        #expect(result.output.hasSuffix("1 error, 0 warnings, 0 notes in 2 bundles under \(root)\n"))
    }

    @Test func exitsZeroWhenNoBundleHasAnError() throws {
        var files = Self.repository
        files["Widget/de.lproj/Localizable.strings"] = "\"A\" = \"Ä\";\n\"B\" = \"Ö\";\n"
        #expect(try CommandRunner.run([try CommandRunner.makeBundle(files)]).status == 0)
    }

    @Test func configurationInTheFolderExcludes() throws {
        var files = Self.repository
        files[".l10n-check.yml"] = "exclude: [Widget]\n"
        let root = try CommandRunner.makeBundle(files)
        let result = try CommandRunner.run([root, "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let bundles = try #require(object["bundles"] as? [[String: Any]])
        #expect(bundles.map { $0["path"] as? String } == ["App/Resources"])
    }

    @Test func badExclusionIsAnErrorWithItsPlace() throws {
        var files = Self.repository
        files[".l10n-check.yml"] = "base: en\nexclude:\n  - /abs\n"
        let root = try CommandRunner.makeBundle(files)
        let result = try CommandRunner.run([root])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains(".l10n-check.yml:3:5: exclude: globs are matched against paths relative"))
    }

    @Test func baselineSpansTheBundles() throws {
        let root = try CommandRunner.makeBundle(Self.repository)
        let baseline = root + "/baseline.json"
        #expect(try CommandRunner.run([root, "--write-baseline", baseline]).status == 1)
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains("Widget/de.lproj/Localizable.strings"))
        let again = try CommandRunner.run([root, "--baseline", baseline])
        #expect(again.status == 0)
        #expect(again.errorOutput.contains("1 known findings left out"))
    }

    @Test(.enabled(if: hasCorpora, "needs ../shared/corpora"))
    func rectangleHasTwoBundlesAndOneBundleKeepsTheSingleObject() throws {
        let result = try CommandRunner.run([Self.corpora + "/rectangle-2023", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let bundles = try #require(object["bundles"] as? [[String: Any]])
        #expect(bundles.map { $0["path"] as? String } == ["Rectangle", "RectangleLauncher"])
        #expect(bundles.allSatisfy { $0["baseLanguage"] is String && $0["diagnostics"] is [Any] })
        let single = try CommandRunner.run([Self.corpora + "/arcgis-runtime-ios-100.3/ArcGIS.bundle", "--format", "json"])
        let singleObject = try #require(
            try JSONSerialization.jsonObject(with: Data(single.output.utf8)) as? [String: Any])
        #expect(singleObject["bundles"] == nil && singleObject["bundle"] as? String == "ArcGIS.bundle")
    }

    @Test(.enabled(if: hasCorpora, "needs ../shared/corpora"))
    func toolkitKeyMissingEverywhereIsOneLine() throws {
        let result = try CommandRunner.run([Self.corpora + "/arcgis-maps-sdk-swift-toolkit/Resources"])
        let lines = result.output.split(separator: "\n").filter { $0.contains("\"Attachments failed to load.\"") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("in 39 languages: ar, bg, ") == true)
        let json = try CommandRunner.run([Self.corpora + "/arcgis-maps-sdk-swift-toolkit/Resources", "--format", "json"])
        #expect(json.output.components(separatedBy: "missing key \\\"Attachments failed to load.\\\"").count - 1 == 39)
    }
}
