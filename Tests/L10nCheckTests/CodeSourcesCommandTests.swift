import Foundation
import Testing
import TestSupport

/// The keys an app's code looks up, as facts of the check: a repository's own sources, or `--sources` for a bundle.
struct CodeSourcesCommandTests {
    /// A small app: Swift and Objective-C calls, a key built at run time, three dead keys in two tables, a key code
    /// uses that no table holds, and a translation lacking a key code uses.
    static let repository = [
        "App/Resources/en.lproj/Localizable.strings": """
            "Done" = "Done";
            "Cancel" = "Cancel";
            "alert.save.title" = "Save?";
            "alert.quit.title" = "Quit?";
            "Old Title" = "Old";
            "Legacy" = "Legacy";

            """,
        "App/Resources/fr.lproj/Localizable.strings": """
            "Done" = "Terminé";
            "alert.save.title" = "Enregistrer ?";
            "alert.quit.title" = "Quitter ?";
            "Old Title" = "Ancien";
            "Legacy" = "Hérité";

            """,
        "App/Resources/en.lproj/Menu.strings": "\"File\" = \"File\";\n\"Unused Menu\" = \"Unused\";\n",
        "App/Resources/fr.lproj/Menu.strings": "\"File\" = \"Fichier\";\n\"Unused Menu\" = \"Inutilisé\";\n",
        "App/Sources/View.swift": """
            let done = NSLocalizedString("Done", comment: "")
            let title = NSLocalizedString("alert.\\(kind).title", comment: "")
            let orphan = NSLocalizedString("Orphan", value: "Orphan text", comment: "")

            """,
        "App/Sources/Menu.m": """
            NSString *cancel = NSLocalizedString(@"Cancel", nil);
            NSString *file = NSLocalizedStringFromTable(@"File", @"Menu", nil);

            """,
    ]

    /// Every finding of a JSON report of a repository (or of one bundle), as `rule key file:line:column`.
    static func findings(_ output: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let bundles = object["bundles"] as? [[String: Any]] ?? [object]
        return bundles.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }.map { finding in
            let place = [finding["file"] as? String ?? "", (finding["line"] as? Int).map(String.init),
                         (finding["column"] as? Int).map(String.init)].compactMap { $0 }.joined(separator: ":")
            return "\(finding["rule"] as? String ?? "") \(finding["key"] as? String ?? "-") \(place)"
        }.sorted()
    }

    @Test func repositoryChecksTheKeysItsCodeUses() throws {
        let root = try CommandRunner.makeBundle(Self.repository)
        let result = try CommandRunner.run([root, "--format", "json"])
        #expect(result.status == 1)
        #expect(try Self.findings(result.output) == [
            "key-not-in-tables Orphan ../Sources/View.swift:3:32",
            "missing-key Cancel fr.lproj/Localizable.strings",
            "unused-key Legacy en.lproj/Localizable.strings:6:1",
            "unused-key Old Title en.lproj/Localizable.strings:5:1",
            "unused-key Unused Menu en.lproj/Menu.strings:2:1",
        ])
    }

    @Test func bundleGetsSourcesOnlyWithTheOption() throws {
        let root = try CommandRunner.makeBundle(Self.repository)
        let bundle = root + "/App/Resources"
        let without = try CommandRunner.run([bundle, "--format", "json"])
        #expect(!without.output.contains("unused-key") && !without.output.contains("key-not-in-tables"))
        let with = try CommandRunner.run([bundle, "--sources", root + "/App/Sources"])
        #expect(with.output.contains("\(bundle)/../Sources/View.swift:3:32: warning: key \"Orphan\""))
        #expect(with.output.components(separatedBy: "[unused-key]").count - 1 == 3, "\(with.output)")
    }

    /// A call's file is named from the bundle whichever way the two folders are given: both relative, one
    /// absolute, or climbing with `..`; a source folder of several files names each of them.
    @Test(arguments: [
        ("App/Resources", "App/Sources"), ("App/Resources", "ABSOLUTE/App/Sources"),
        ("ABSOLUTE/App/Resources", "App/Sources"), ("App/Resources", "App/Resources/../Sources"),
        ("App/Resources/", "./App/Sources/"),
    ])
    func callSitesAreNamedFromTheBundle(bundle: String, sources: String) throws {
        var files = Self.repository
        files["App/Sources/More/Second.swift"] = "let b = NSLocalizedString(\"Second orphan\", comment: \"\")\n"
        let root = try CommandRunner.makeBundle(files)
        func place(_ path: String) -> String { path.replacingOccurrences(of: "ABSOLUTE", with: root) }
        let result = try CommandRunner.run(
            [place(bundle), "--sources", place(sources), "--format", "json"], in: URL(fileURLWithPath: root))
        let found = try Self.findings(result.output).filter { $0.hasPrefix("key-not-in-tables") }
        #expect(found == [
            "key-not-in-tables Orphan ../Sources/View.swift:3:32",
            "key-not-in-tables Second orphan ../Sources/More/Second.swift:1:27",
        ], "\(result.output)")
    }

    /// The Settings app reads a `Settings.bundle`'s tables, not the app's code: no note asks for a wrapper there.
    @Test func aSettingsBundleIsNotJudged() throws {
        var files = Self.repository
        files["App/Settings.bundle/en.lproj/Root.strings"] = "\"Group\" = \"Group\";\n\"Sync\" = \"Sync\";\n"
        files["App/Settings.bundle/fr.lproj/Root.strings"] = "\"Group\" = \"Groupe\";\n\"Sync\" = \"Synchro\";\n"
        let root = try CommandRunner.makeBundle(files)
        let result = try CommandRunner.run([root, "--format", "json"])
        #expect(try Self.findings(result.output).filter { $0.contains("Root.strings") } == [], "\(result.output)")
        #expect(try Self.findings(result.output).filter { $0.hasPrefix("unused-key") }.count == 3)
    }

    @Test func extraKeyLeavesOutKeysTheCodeUses() throws {
        var files = Self.repository
        files["App/Resources/fr.lproj/Localizable.strings", default: ""] += "\"Orphan\" = \"Orphelin\";\n"
        let root = try CommandRunner.makeBundle(files)
        let findings = try Self.findings(try CommandRunner.run([root, "--format", "json"]).output)
        #expect(!findings.contains { $0.hasPrefix("extra-key") })
        #expect(!findings.contains { $0.hasPrefix("key-not-in-tables") })
    }
}
