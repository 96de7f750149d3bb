import Foundation
import Testing

/// `import` says what it took that still needs a look (units to review, a language matched to another folder):
/// as notes on standard error and in the JSON report, without making the exit status 1.
struct ImportNotesCommandTests {
    private static let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Localizable.strings" source-language="en" target-language="fr-CA" datatype="plaintext">
            <body>
              <trans-unit id="7" resname="a"><source>A</source><target state="NEEDS-REVIEW-L10N">Ah</target></trans-unit>
              <trans-unit id="8" resname="b"><source>B <ph id="1">%@</ph></source>
                <target state="x-reviewed"><x id="1"/> Bé</target></trans-unit>
            </body>
          </file>
        </xliff>

        """

    private func imported(_ extra: [String]) throws -> (result: CommandRunner.Result, bundle: String) {
        let bundle = try CommandRunner.makeBundle([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B %@\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        let file = (bundle as NSString).deletingLastPathComponent + "/fr.xlf"
        try Self.xliff.write(toFile: file, atomically: true, encoding: .utf8)
        return (try CommandRunner.run(["import", bundle, file] + extra), bundle)
    }

    @Test func notesGoToStandardErrorAndTheExitStatusStaysZero() throws {
        let (result, bundle) = try imported([])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput.contains(
            "fr.xlf:3:3: note: the target-language fr-CA matched fr.lproj, the bundle's only folder of that language"))
        #expect(result.errorOutput.contains(
            "fr.xlf:5:7: note: \"a\" imported, but its state needs-review-l10n asks for a review"))
        #expect(result.errorOutput.contains(
            "fr.xlf:6:7: note: \"b\" imported as translated; its state x-reviewed is its tool's own"))
        let table = try String(contentsOfFile: bundle + "/fr.lproj/Localizable.strings", encoding: .utf8)
        #expect(table == "\"a\" = \"Ah\";\n\"b\" = \"%@ Bé\";\n")
    }

    @Test func notesAreListedInTheJSONReport() throws {
        let (result, _) = try imported(["--format", "json", "--dry-run"])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.map { $0["kind"] as? String } == ["languageFallback", "needsReview", "customState"])
        #expect(notes.map { $0["key"] as? String } == [nil, "a", "b"])
        #expect(notes.map { $0["line"] as? Int } == [3, 5, 6])
        #expect((object["summary"] as? [String: Any])?["notes"] as? Int == 3)
    }
}
