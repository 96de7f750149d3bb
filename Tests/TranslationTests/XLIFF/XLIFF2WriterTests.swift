import Testing
@testable import Translation

/// The exact text of the XLIFF 2.0 writer, its groups, and the documents it cannot write.
struct XLIFF2WriterTests {
    @Test func aUnitIsWrittenWithItsNoteAndSegment() throws {
        let document = XLIFFDocument(files: [
            XLIFFFile(
                original: "fr.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr",
                units: [
                    XLIFFUnit(id: "greeting", source: "Hello", target: "Bonjour", state: .translated,
                              note: "The first screen's title."),
                    XLIFFUnit(id: "Cancel & close\u{1}", source: "Cancel\r\u{1}", target: "Annuler",
                              state: .needsReviewTranslation, note: "bell\u{7}"),
                    XLIFFUnit(id: "new", source: "New", resname: "new key"),
                ])
        ])
        #expect(try XLIFF2Writer.text(of: document) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
              <file id="f1" original="fr.lproj/Localizable.strings">
                <unit id="greeting" xml:space="preserve">
                  <notes>
                    <note>The first screen's title.</note>
                  </notes>
                  <segment state="translated">
                    <source>Hello</source>
                    <target>Bonjour</target>
                  </segment>
                </unit>
                <unit id="l10n-check-id:Cancel_20__26__20_close_1_" xml:space="preserve">
                  <notes>
                    <note>l10n-check-escaped:bell%07</note>
                  </notes>
                  <segment state="translated" subState="l10n-check:needs-review-translation">
                    <source>Cancel&#13;<cp hex="0001"/></source>
                    <target>Annuler</target>
                  </segment>
                </unit>
                <unit id="new" name="new key" xml:space="preserve">
                  <segment>
                    <source>New</source>
                  </segment>
                </unit>
              </file>
            </xliff>

            """)
    }

    @Test func pluralFormsOfAGroupAreWrittenTogetherInOneGroup() throws {
        let text = try XLIFF2Writer.text(of: XLIFF2Samples.pluralDocument)
        let groupLines = text.split(separator: "\n").filter { $0.contains("<group") }
        #expect(groupLines == [
            "    <group id=\"g1\" type=\"l10n-check:plural\">", "    <group id=\"g2\" type=\"l10n-check:plural\">",
            "    <group id=\"g3\" type=\"l10n-check:plural\">",
        ])
        let firstGroup = try #require(text.range(of: "<group id=\"g1\"")?.lowerBound)
        let firstEnd = try #require(text.range(of: "</group>")?.lowerBound)
        #expect(text[firstGroup..<firstEnd].components(separatedBy: "<unit ").count - 1 == 4)
        #expect(text.contains("<unit id=\"l10n-check-id:_2F_items:dict_2F_n:dict_2F_one:dict_2F_:string\""))
    }

    @Test func aFileWithoutUnitsHoldsAnEmptyGroupAndReadsBackEmpty() throws {
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "Base.lproj/Main.strings", sourceLanguage: "en", targetLanguage: nil, units: [])
        ])
        let text = try XLIFF2Writer.text(of: document)
        #expect(text.contains("<file id=\"f1\" original=\"Base.lproj/Main.strings\">\n    <group id=\"g1\"/>\n"))
        #expect(!text.contains("trgLang"))
        #expect(try XLIFFReader.read(bytes: Array(text.utf8), path: "x") == document)
    }

    @Test func aDocumentWithoutFilesOrWithTwoLanguagePairsIsRefused() {
        #expect(throws: XLIFF2WriteError.noFiles) { try XLIFF2Writer.text(of: XLIFFDocument(files: [])) }
        let mixed = XLIFFDocument(files: [
            XLIFFFile(original: "a", sourceLanguage: "en", targetLanguage: "fr", units: []),
            XLIFFFile(original: "b", sourceLanguage: "en", targetLanguage: nil, units: []),
        ])
        let error = #expect(throws: XLIFF2WriteError.self) { try XLIFF2Writer.text(of: mixed) }
        #expect(error == .mixedLanguages(original: "b", languages: "en to none", firstLanguages: "en to fr"))
        #expect(error?.description.contains("one document per pair") == true)
    }

    @Test(arguments: [
        ("settings.title", "settings.title"), ("a_b-c:d", "a_b-c:d"), ("", "l10n-check-id:"),
        ("Hello world", "l10n-check-id:Hello_20_world"), ("%d items", "l10n-check-id:_25_d_20_items"),
        ("l10n-check-id:x", "l10n-check-id:l10n-check-id:x"), ("a_b c", "l10n-check-id:a_5F_b_20_c"),
        ("é👍", "l10n-check-id:_E9__1F44D_"),
    ])
    func idsAreNameTokensThatReadBack(id: String, token: String) {
        #expect(XLIFF2Identifier.encoded(id) == token)
        #expect(XLIFF2Identifier.decoded(token) == id)
    }

    @Test(arguments: ["l10n-check-id:_20", "l10n-check-id:_G_", "l10n-check-id:__", "l10n-check-id:_D800_",
                      "l10n-check-id:_1234567_"])
    func brokenEncodedIdsAreNoIds(token: String) {
        #expect(XLIFF2Identifier.decoded(token) == nil)
    }
}
