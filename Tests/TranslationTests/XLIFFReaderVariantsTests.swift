import Lproj
import Testing
@testable import Translation

/// What tools write differently from Xcode: XLIFF 1.1, keys in `resname`, ids used twice, states in upper case.
struct XLIFFReaderVariantsTests {
    private func read(_ text: String) throws -> XLIFFDocument {
        try XLIFFReader.read(bytes: Array(text.utf8), path: "de.xlf")
    }

    @Test func anXLIFF11DocumentReadsLikeXLIFF12() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE xliff PUBLIC "-//XLIFF//DTD XLIFF//EN" "http://www.oasis-open.org/committees/xliff/documents/xliff.dtd">
            <xliff version="1.1" xmlns="urn:oasis:names:tc:xliff:document:1.1">
              <file original="en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="Delete %@"><source>Delete <ph id="1">%@</ph></source>
                    <target state="translated"><x id="1"/> löschen</target><note>Button</note></trans-unit>
                </body>
              </file>
            </xliff>
            """
        #expect(try read(text) == XLIFFDocument(files: [XLIFFFile(
            original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "de",
            units: [XLIFFUnit(id: "Delete %@", source: "Delete %@", target: "%@ löschen", state: .translated,
                              note: "Button")])]))
        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"Delete %@\" = \"Delete %@\";\n", "de.lproj/Localizable.strings": "",
        ])
        let plan = try XLIFFImport.plan([read(text)], bundlePath: bundle, base: nil)
        #expect(plan.changedKeys.values.flatMap { $0 } == ["Delete %@"])
        #expect(plan.skipped.isEmpty)
    }

    @Test(arguments: ["2.2", "1.0", "1.3", "3.0", ""])
    func otherVersionsAreRefused(_ version: String) {
        let error = #expect(throws: TranslationError.self) { try read("<xliff version=\"\(version)\"></xliff>") }
        #expect(error?.description.contains("only XLIFF 1.1, 1.2, 2.0 and 2.1 are read") == true)
    }

    @Test func aResnameIsTheKeyAndTheIdOnlyNamesTheUnit() throws {
        let text = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.strings" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="1" resname="Cancel"><source>Cancel</source><target>Abbrechen</target></trans-unit>
                <trans-unit id="Done"><source>Done</source><target>Fertig</target></trans-unit>
                <trans-unit id="3" resname="l10n-check-escaped:a%01b"><source>x</source><target>y</target></trans-unit>
              </body></file>
            </xliff>
            """
        let units = try #require(try read(text).files.first?.units)
        #expect(units.map(\.key) == ["Cancel", "Done", "a\u{1}b"])
        #expect(units.map(\.id) == ["1", "Done", "3"])
        #expect(units.map(\.resname) == ["Cancel", nil, "a\u{1}b"])
        let written = XLIFFWriter.bytes(of: try read(text), toolVersion: "1")
        #expect(try XLIFFReader.read(bytes: written, path: "again") == (try read(text)))

        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n\"Done\" = \"Done\";\n\"1\" = \"One\";\n",
            "de.lproj/Localizable.strings": "",
        ])
        let plan = try XLIFFImport.plan([read(text)], bundlePath: bundle, base: nil)
        try FileWriter.apply(plan.writes)
        #expect(TestBundles.text(bundle + "/de.lproj/Localizable.strings")
            == "\"Cancel\" = \"Abbrechen\";\n\"Done\" = \"Fertig\";")
        #expect(plan.skipped.map(\.key) == ["a\u{1}b"])
    }

    @Test func aRepeatedIdRefusesEachLaterUnitAloneNamingTheFirstsLine() throws {
        let text = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.strings" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="a"><source>A</source><target>Ä</target></trans-unit>
                <trans-unit id="b"><source>B</source><target>Be</target></trans-unit>
                <group>
                  <trans-unit id="a"><source>A</source><target>Aa</target></trans-unit>
                </group>
                <trans-unit id="a"><source>A</source><target>Aaa</target></trans-unit>
              </body></file>
              <file original="Other.strings" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="a"><source>A</source><target>Ä</target></trans-unit>
              </body></file>
            </xliff>
            """
        let document = try read(text)
        let units = document.files[0].units
        #expect(units.map(\.target) == ["Ä", "Be", "Aa", "Aaa"])
        #expect(units.map { $0.problem?.kind } == [nil, nil, .duplicateID, .duplicateID])
        #expect(units[2].problem?.location == Lproj.SourceLocation(file: "de.xlf", line: 6, column: 7))
        #expect(units[2].problem?.reason
            == "the id \"a\" is used by an earlier <trans-unit> of this <file>, at line 3; only the first is imported")
        #expect(units[3].problem?.reason.contains("at line 3") == true)
        #expect(document.files[1].units.first?.problem == nil)

        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n", "de.lproj/Localizable.strings": "",
        ])
        let plan = try XLIFFImport.plan([XLIFFDocument(files: [document.files[0]])], bundlePath: bundle, base: nil)
        #expect(plan.skipped.map(\.kind) == [.duplicateID, .duplicateID])
        #expect(plan.skipped.map(\.location?.line) == [6, 8])
        try FileWriter.apply(plan.writes)
        #expect(TestBundles.text(bundle + "/de.lproj/Localizable.strings") == "\"a\" = \"Ä\";\n\"b\" = \"Be\";")
    }

    @Test func statesAreReadInAnyCase() throws {
        let states = ["TRANSLATED", "Needs-Review-Translation", "new", "X-Reviewed-By-Legal", "x-mine", "Final"]
        let units = states.enumerated().map { index, state in
            "<trans-unit id=\"k\(index)\"><source>a</source><target state=\"\(state)\">b</target></trans-unit>"
        }.joined()
        let text = "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body>"
            + units + "</body></file></xliff>"
        let read = try #require(try read(text).files.first?.units.map(\.state))
        #expect(read.map { $0?.rawValue } == [
            "translated", "needs-review-translation", "new", "x-Reviewed-By-Legal", "x-mine", "final",
        ])
    }
}
