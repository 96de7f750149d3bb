import ICUKit
import Testing
@testable import Translation

/// The writer's header, entries and states, as translators' tools and gettext read them.
struct POWriterTests {
    @Test func headerNamesTheLanguageAndItsPluralForms() throws {
        let document = POSamples.document([POSamples.unit("k", source: "s", target: "t")], language: "pt-BR")
        let text = try POWriter.text(of: document, project: "My \"App\"\n2", toolVersion: "2.1")
        let forms = try GettextPluralForms(language: "pt-BR")
        #expect(text.hasPrefix("""
            msgid ""
            msgstr ""
            "Project-Id-Version: My \\"App\\" 2\\n"
            "PO-Revision-Date: \\n"
            "Last-Translator: \\n"
            "Language-Team: \\n"
            "Language: pt_BR\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Plural-Forms: \(forms.headerValue)\\n"
            "X-Generator: l10n-check 2.1\\n"
            "X-Source-Language: en\\n"

            #: en.lproj/Localizable.strings
            msgctxt "Localizable.strings:k"
            msgid "s"
            msgstr "t"

            """))
        #expect(forms.categories == [.one, .many, .other])
        let read = try POReader.read(bytes: Array(text.utf8), path: "pt_BR.po")
        #expect(read.files.map(\.targetLanguage) == ["pt-BR"])
        #expect(read.files.map(\.sourceLanguage) == ["en"])
    }

    /// Untranslated states have no msgstr, states to review are fuzzy, approval makes any target translated.
    @Test func statesBecomeMsgstrAndFuzzy() throws {
        let cases: [(XLIFFTargetState?, Bool, String, Bool)] = [
            (nil, false, "T", false), (.new, false, "", false), (.needsTranslation, false, "", false),
            (.new, true, "T", false), (.needsReviewTranslation, false, "T", true), (.needsReviewL10n, false, "T", true),
            (.needsAdaptation, false, "T", true), (.needsReviewTranslation, true, "T", false),
            (.translated, false, "T", false), (.final, false, "T", false), (.signedOff, false, "T", false),
            (XLIFFTargetState(rawValue: "x-mine"), false, "T", false),
        ]
        for (state, approved, msgstr, fuzzy) in cases {
            let unit = XLIFFUnit(id: "k", source: "S", target: "T", state: state, isApproved: approved)
            let text = try POSamples.write(POSamples.document([unit], language: "de"))
            #expect(text.hasSuffix("msgid \"S\"\nmsgstr \"\(msgstr)\"\n"), "\(String(describing: state)) \(approved)")
            #expect(text.contains("#, fuzzy\n") == fuzzy, "\(String(describing: state)) \(approved)")
            let read = try #require(try POSamples.roundTrip(POSamples.document([unit], language: "de")).files.first?.units.first)
            #expect(read.target == (msgstr.isEmpty ? nil : "T"))
            #expect(read.state == (msgstr.isEmpty ? nil : fuzzy ? .needsReviewTranslation : .translated))
            #expect(!read.isApproved)
        }
        let noTarget = try POSamples.write(POSamples.document([XLIFFUnit(id: "k", source: "S")], language: "de"))
        #expect(noTarget.hasSuffix("msgid \"S\"\nmsgstr \"\"\n"))
    }

    /// `msgfmt --check` refuses a translated entry whose line feeds at the ends differ from its source's: the writer
    /// marks it fuzzy.
    @Test func translationsWithOtherLineFeedsAtTheEndsAreFuzzy() throws {
        let pairs: [(String, String, Bool)] = [
            ("a\n", "b", true), ("a", "\nb", true), ("\na\n", "\nb\n", false), ("a\r\n", "b\n", false),
            ("a\nb", "c", false), ("\n", "\n", false),
        ]
        for (source, target, fuzzy) in pairs {
            let unit = POSamples.unit("k", source: source, target: target)
            let text = try POSamples.write(POSamples.document([unit], language: "de"))
            #expect(text.contains("#, fuzzy") == fuzzy, "\(source.debugDescription) \(target.debugDescription)")
        }
    }

    @Test func multilineTextsAreWrittenLineByLine() throws {
        let unit = POSamples.unit("k", source: "one\ntwo\n\nthree\"\\", target: "\r\n", note: " indented\n\ttab")
        let text = try POSamples.write(POSamples.document([unit], language: "de"))
        #expect(text.hasSuffix("""
            #.  indented
            #. \ttab
            #: en.lproj/Localizable.strings
            #, fuzzy
            msgctxt "Localizable.strings:k"
            msgid ""
            "one\\n"
            "two\\n"
            "\\n"
            "three\\"\\\\"
            msgstr "\\r\\n"

            """))
    }

    @Test func tablePathsWithSpacesAndColonsAreOneWord() throws {
        let document = POSamples.document(
            [POSamples.unit("k", source: "s", target: "t")], language: "de", original: "en.lproj/Main Menu:2%.strings")
        let text = try POSamples.write(document)
        #expect(text.contains("#: en.lproj/Main%20Menu%3A2%25.strings\nmsgctxt \"Main%20Menu%3A2%25.strings:k\""))
        #expect(try POSamples.roundTrip(document) == document)
    }

    @Test func aDocumentOfNoOrSeveralTargetLanguagesIsRefused() throws {
        #expect(throws: TranslationError.self) { try POSamples.write(XLIFFDocument(files: [])) }
        var document = POSamples.document([], language: "de")
        document.files.append(XLIFFFile(original: "x", sourceLanguage: "en", targetLanguage: "fr", units: []))
        #expect(throws: TranslationError.invalidLanguage(
            "de, fr", reason: "a PO file holds one target language; the document's files have de, fr")) {
            try POSamples.write(document)
        }
    }

    @Test func gettextLanguageNames() {
        #expect(POHeader.tag(fromGettext: "pt_BR") == "pt-BR")
        #expect(POHeader.tag(fromGettext: "sr@latin") == "sr-Latn")
        #expect(POHeader.tag(fromGettext: "sr_RS@cyrillic") == "sr-Cyrl-RS")
        #expect(POHeader.tag(fromGettext: "ca@valencia") == "ca-valencia")
        #expect(POHeader.gettextName(ofTag: "zh-Hans") == "zh_Hans")
    }
}
