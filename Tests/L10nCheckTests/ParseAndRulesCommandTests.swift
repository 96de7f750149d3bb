import Foundation
import Testing

/// `l10n-check parse FILE` (`.strings`, and a storyboard or xib as ibtool's table) and `l10n-check rules`.
struct ParseAndRulesCommandTests {
    @Test func parseShowsEntriesAsJSON() throws {
        let bundle = try CommandRunner.makeBundle(["fr.lproj/Localizable.strings": "/* c */\n\"a\" = \"é\\n\";\nb = c;\n"])
        let result = try CommandRunner.run(["parse", bundle + "/fr.lproj/Localizable.strings", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "text")
        #expect(object["encoding"] as? String == "utf-8")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.map { $0["key"] as? String } == ["a", "b"])
        #expect(entries.map { $0["value"] as? String } == ["é\n", "c"])
        #expect(entries.map { $0["line"] as? Int } == [2, 3])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func parseReportsProblemsAndExitsOne() throws {
        let bundle = try CommandRunner.makeBundle(["fr.lproj/Localizable.strings": "\"a\" = \"1\";\n@ \"b\" = \"2\";\n"])
        let result = try CommandRunner.run(["parse", bundle + "/fr.lproj/Localizable.strings"])
        #expect(result.status == 1)
        #expect(result.output.contains("Localizable.strings:2:1: error: unexpected '@'"))
    }

    @Test func parseOfAFolderExitsTwo() throws {
        let result = try CommandRunner.run(["parse", "Sources"])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("is a folder, not a file"))
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <window title="Software Update" id="5"/>
                <tableColumn identifier="Name" id="49">
                    <tableHeaderCell key="headerCell" title="Name"/>
                </tableColumn>
                <constraint firstAttribute="width" constant="80" placeholder="YES" id="gB2-et-KkU"/>
            </objects>
        </document>
        """

    /// A xib's texts as the `.strings` table ibtool exports from it.
    @Test func parseOfAXibPrintsIbtoolsTable() throws {
        let bundle = try CommandRunner.makeBundle(["Base.lproj/Update.xib": Self.xib])
        let result = try CommandRunner.run(["parse", bundle + "/Base.lproj/Update.xib"])
        #expect(result.status == 0, "\(result.errorOutput)")
        // Keys sorted as ibtool sorts them: numbers by value, so object 5 before object 49.
        #expect(result.output == """

            /* Class = "NSWindow"; title = "Software Update"; ObjectID = "5"; */
            "5.title" = "Software Update";

            /* Class = "NSTableColumn"; headerCell.title = "Name"; ObjectID = "49"; */
            "49.headerCell.title" = "Name";

            """)
    }

    @Test func parseOfAXibShowsItsTextsAsJSON() throws {
        let bundle = try CommandRunner.makeBundle(["Base.lproj/Update.xib": Self.xib])
        let result = try CommandRunner.run(["parse", bundle + "/Base.lproj/Update.xib", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "ib")
        #expect(object["encoding"] as? String == "utf-8")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.map { $0["key"] as? String } == ["5.title", "49.headerCell.title"])
        #expect(entries.map { $0["value"] as? String } == ["Software Update", "Name"])
        #expect(entries.map { $0["line"] as? Int } == [4, 6])
        #expect(entries.map { $0["column"] as? Int } == [9, 13])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func parseOfAMalformedStoryboardReportsItAndExitsOne() throws {
        let bundle = try CommandRunner.makeBundle(["Base.lproj/Main.storyboard": "<document>\n<scenes>\n</document>\n"])
        let result = try CommandRunner.run(["parse", bundle + "/Base.lproj/Main.storyboard"])
        #expect(result.status == 1)
        #expect(result.output.contains("Main.storyboard:3:12: error: "))
        #expect(result.output.contains("an end tag that does not match its start tag"))
    }

    @Test func rulesListsEveryRule() throws {
        let result = try CommandRunner.run(["rules"])
        #expect(result.status == 0)
        for id in ["syntax-error", "encoding", "missing-table", "missing-key", "extra-key", "duplicate-key",
                   "plural-category", "unreadable-file"] {
            #expect(result.output.contains("\(id) ("))
        }
        #expect(result.output.contains("Triggers:") && result.output.contains("Does not trigger:"))
    }

    @Test func rulesShowsOneRule() throws {
        let result = try CommandRunner.run(["rules", "plural-category"])
        #expect(result.output.hasPrefix("plural-category (error): Plural category"))
        #expect(try CommandRunner.run(["rules", "nope"]).status == 2)
    }
}

/// String Catalogs from the command line: a catalog file is a bundle of its own, and `parse` lists its units.
struct CatalogCommandTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Done": {"localizations": {"de": {"stringUnit": {"state": "needs_review", "value": "Fertig"}}}},
          "Edit": {}}}
        """

    @Test func checksACatalogFile() throws {
        let folder = try CommandRunner.makeBundle(["Localizable.xcstrings": Self.catalog])
        let result = try CommandRunner.run([folder + "/Localizable.xcstrings"])
        #expect(result.status == 1)
        // A missing key of a catalog stands at the catalog key.
        #expect(result.output.contains("Localizable.xcstrings:3:3: error: missing key \"Edit\""))
        #expect(result.output.contains("Localizable.xcstrings:2:61: warning: \"Done\" in de is marked needs_review"))
    }

    @Test func parsesACatalog() throws {
        let folder = try CommandRunner.makeBundle(["Localizable.xcstrings": Self.catalog])
        let result = try CommandRunner.run(["parse", folder + "/Localizable.xcstrings", "--format", "json"])
        #expect(result.status == 0, "\(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "xcstrings")
        let entries = try #require(object["entries"] as? [[String: Any]])
        // The source language has the key itself as its text where it has no unit.
        #expect(entries.map { $0["key"] as? String } == ["Done", "Done [de]", "Edit"])
    }
}
