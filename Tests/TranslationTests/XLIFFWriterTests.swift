import Testing
@testable import Translation

/// The writer's exact output, and its escapes for what XML cannot hold as it is.
struct XLIFFWriterTests {
    private let greeting = XLIFFDocument(files: [
        XLIFFFile(
            original: "fr.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr",
            units: [
                XLIFFUnit(id: "greeting", source: "Hello", target: "Bonjour", state: .translated, note: "Title"),
                XLIFFUnit(id: "cancel", source: "Cancel"),
            ])
    ])

    @Test func writesXcodesShapeIndentedByTwoSpaces() {
        #expect(XLIFFWriter.text(of: greeting, toolVersion: "1.2.0") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="fr.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
                <header>
                  <tool tool-id="l10n-check" tool-name="l10n-check" tool-version="1.2.0"/>
                </header>
                <body>
                  <trans-unit id="greeting" xml:space="preserve">
                    <source>Hello</source>
                    <target state="translated">Bonjour</target>
                    <note>Title</note>
                  </trans-unit>
                  <trans-unit id="cancel" xml:space="preserve">
                    <source>Cancel</source>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
    }

    @Test func bytesAreTheTextInUTF8AndTheSameEveryTime() {
        let text = XLIFFWriter.text(of: XLIFFSamples.trickyDocument, toolVersion: "1")
        #expect(XLIFFWriter.bytes(of: XLIFFSamples.trickyDocument, toolVersion: "1") == Array(text.utf8))
        #expect(XLIFFWriter.text(of: XLIFFSamples.trickyDocument, toolVersion: "1") == text)
    }

    @Test func escapesWhatXMLWouldChangeOrCannotHold() {
        let unit = XLIFFUnit(id: "a\u{1}b\t", source: "x\r\ny<\u{0}", target: "%@ & \u{FFFF}", note: "50%\u{1F}")
        let text = XLIFFWriter.text(of: XLIFFDocument(files: [
            XLIFFFile(original: "a\nb", sourceLanguage: "en", targetLanguage: "fr", units: [unit])
        ]), toolVersion: "1")
        #expect(text.contains("<file original=\"a&#10;b\""))
        #expect(text.contains("<trans-unit id=\"l10n-check-escaped:a%01b&#9;\""))
        #expect(text.contains("<source>x&#13;\ny&lt;<x id=\"U+0000\" ctype=\"x-l10n-check-char\"/></source>"))
        #expect(text.contains("<target>%@ &amp; <x id=\"U+FFFF\" ctype=\"x-l10n-check-char\"/></target>"))
        #expect(text.contains("<note>l10n-check-escaped:50%25%1F</note>"))
    }

    @Test func aStateWithoutATargetIsNotWritten() throws {
        let document = XLIFFDocument(files: [
            XLIFFFile(
                original: "x", sourceLanguage: "en", targetLanguage: "fr",
                units: [XLIFFUnit(id: "a", source: "b", state: .new)])
        ])
        let text = XLIFFWriter.text(of: document, toolVersion: "1")
        #expect(!text.contains("state="))
        #expect(try XLIFFReader.read(bytes: Array(text.utf8), path: "x").files[0].units[0].state == nil)
    }

    @Test func valueEncodingKeepsPlainValuesAndReversesEveryOther() {
        #expect(XLIFFValueEncoding.encoded("100% plain") == "100% plain")
        #expect(XLIFFValueEncoding.encoded("l10n-check-escaped:%") == "l10n-check-escaped:l10n-check-escaped:%25")
        for text in XLIFFSamples.trickyStrings {
            #expect(XLIFFValueEncoding.decoded(XLIFFValueEncoding.encoded(text)) == text)
        }
    }

    @Test(arguments: ["%G1", "%1", "%", "%FF", "%C3"].map { "l10n-check-escaped:" + $0 })
    func valueDecodingRejectsBrokenEscapes(_ value: String) {
        #expect(XLIFFValueEncoding.decoded(value) == nil)
    }

    @Test func characterEscapeIDsNameScalars() {
        #expect(XLIFFCharacters.escapeID(for: "\u{1}") == "U+0001")
        #expect(XLIFFCharacters.scalar(forEscapeID: "U+0001") == "\u{1}")
        #expect(XLIFFCharacters.scalar(forEscapeID: "U+fffe") == Unicode.Scalar(0xFFFE))
        #expect(XLIFFCharacters.scalar(forEscapeID: "U+10FFFF") == Unicode.Scalar(0x10FFFF))
        for id in ["U+D800", "U+110000", "U++001", "U+001", "U+0000001", "0001", "U+00G1"] {
            #expect(XLIFFCharacters.scalar(forEscapeID: id) == nil, "\(id)")
        }
    }

    @Test func statesAreTheStandardsOrExtensions() {
        #expect(XLIFFTargetState.standardValues.map(\.rawValue) == [
            "new", "needs-translation", "needs-adaptation", "needs-l10n", "needs-review-translation",
            "needs-review-adaptation", "needs-review-l10n", "translated", "final", "signed-off",
        ])
        #expect(XLIFFTargetState(rawValue: "signed-off") == .signedOff)
        #expect(XLIFFTargetState(rawValue: "x-needs-screenshot")?.isExtension == true)
        #expect(XLIFFTargetState.final.isExtension == false)
        for value in ["done", "Translated", "x-", "x-a b", "x-\u{1}", ""] {
            #expect(XLIFFTargetState(rawValue: value) == nil, "\(value)")
        }
    }
}
