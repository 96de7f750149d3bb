import Foundation
import Testing
import TestSupport

/// `l10n-check extract`: the keys a repository's code looks up added to its development language's tables.
struct ExtractCommandTests {
    /// The existing table, whose bytes must all stay (a comment, no line break at the end).
    static let existing = "/* Kept as it is */\n\"Done\" = \"Done\";"

    /// An app: Swift and Objective-C calls, a comment, a `value:`, a run-time key, tables Main and Localizable, and
    /// an English Localizable table with one key already.
    static let repository = [
        "App/Resources/en.lproj/Localizable.strings": existing,
        "App/Sources/View.swift": """
            let done = NSLocalizedString("Done", comment: "")
            let title = NSLocalizedString("alert.\\(kind).title", comment: "")
            let save = NSLocalizedString("Save", value: "Save Now", comment: "The save button")
            let menu = NSLocalizedString("Window", tableName: "Main", comment: "")

            """,
        "App/Sources/Menu.m": """
            NSString *cancel = NSLocalizedString(@"Cancel", @"Dismisses the sheet");
            NSString *about = NSLocalizedStringFromTable(@"About", @"Main", nil);

            """,
    ]

    private static func read(_ root: String, _ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    @Test func addsTheMissingKeysWithCommentsAndValuesKeepingOldBytes() throws {
        let root = try CommandRunner.makeBundle(Self.repository)
        let result = try CommandRunner.run(["extract", root])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(try Self.read(root, "App/Resources/en.lproj/Localizable.strings") == Self.existing
            + "\n\n/* Dismisses the sheet */\n\"Cancel\" = \"Cancel\";\n"
            + "\n/* The save button */\n\"Save\" = \"Save Now\";\n")
        #expect(try Self.read(root, "App/Resources/en.lproj/Main.strings") == """
            /* No comment provided by engineer. */
            "About" = "About";

            /* No comment provided by engineer. */
            "Window" = "Window";

            """)
        #expect(result.errorOutput.contains("alert.*.title"), "\(result.errorOutput)")
        let check = try CommandRunner.run([root])
        #expect(!check.output.contains("key-not-in-tables"), "\(check.output)")
    }

    @Test func aSecondRunAndADryRunWriteNothing() throws {
        let root = try CommandRunner.makeBundle(Self.repository)
        let dry = try CommandRunner.run(["extract", root, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.output.contains("would write"))
        #expect(try Self.read(root, "App/Resources/en.lproj/Localizable.strings") == Self.existing)
        #expect(!FileManager.default.fileExists(atPath: root + "/App/Resources/en.lproj/Main.strings"))
        _ = try CommandRunner.run(["extract", root])
        let again = try CommandRunner.run(["extract", root])
        #expect(again.status == 0)
        #expect(again.output == "nothing to write\n")
    }

    @Test func jsonListsTheKeysOfEachFile() throws {
        let root = try CommandRunner.makeBundle(Self.repository)
        let result = try CommandRunner.run(["extract", root, "--format", "json", "--dry-run"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["command"] as? String == "extract")
        let written = try #require(object["written"] as? [[String: Any]])
        #expect(written.compactMap { $0["keys"] as? [String] }.sorted { ($0.first ?? "") < ($1.first ?? "") }
            == [["About", "Window"], ["Cancel", "Save"]])
    }
}
