import ICUKit
import Testing
@testable import Translation

/// PO files as translators' tools write them: Poedit, Weblate, msgmerge, templates, other projects' files.
struct POReaderToolFilesTests {
    private func read(_ text: String) throws -> XLIFFDocument {
        try POReader.read(bytes: Array(text.utf8), path: "tool.po")
    }

    /// Poedit 3: its own header fields and French rules (two forms), lines wrapped at 79 columns, translator
    /// comments, an obsolete entry.
    static let poedit = """
        # Translation of MyApp.
        # Jane Doe <jane@example.com>, 2024.
        #
        msgid ""
        msgstr ""
        "Project-Id-Version: MyApp 1.0\\n"
        "Report-Msgid-Bugs-To: \\n"
        "POT-Creation-Date: 2024-03-01 10:00+0100\\n"
        "PO-Revision-Date: 2024-03-02 11:12+0100\\n"
        "Last-Translator: Jane Doe <jane@example.com>\\n"
        "Language-Team: French\\n"
        "Language: fr_CA\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=2; plural=(n > 1);\\n"
        "X-Generator: Poedit 3.4.2\\n"
        "X-Source-Language: en\\n"

        # A translator's own remark.
        #. The first screen's title.
        #: en.lproj/Localizable.strings
        msgctxt "Localizable.strings:greeting"
        msgid "Hello"
        msgstr "Bonjour"

        #: en.lproj/Localizable.strings
        msgctxt "Localizable.strings:long"
        msgid ""
        "A long text that Poedit wraps at seventy-nine columns, so that its lines end "
        "with a space.\\n"
        "And a second line."
        msgstr ""
        "Un long texte que Poedit coupe à soixante-dix-neuf colonnes, de sorte que ses "
        "lignes se terminent par une espace.\\n"
        "Et une seconde ligne."

        #: en.lproj/Localizable.strings
        msgctxt "Localizable.strings:files.{}"
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d fichier"
        msgstr[1] "%d fichiers"

        #: en.lproj/Localizable.strings
        msgctxt "Localizable.strings:empty"
        msgid "Untranslated"
        msgstr ""

        #~ msgctxt "Localizable.strings:old"
        #~ msgid "Old"
        #~ msgstr "Ancien"

        """

    @Test func poedit() throws {
        let document = try read(Self.poedit)
        #expect(document.files.count == 1)
        let file = try #require(document.files.first)
        #expect(file.original == "en.lproj/Localizable.strings")
        #expect(file.targetLanguage == "fr-CA")
        #expect(file.sourceLanguage == "en")
        #expect(file.units.map(\.id) == ["greeting", "long", "files.one", "files.other", "empty"])
        #expect(file.units[0] == POSamples.unit("greeting", source: "Hello", target: "Bonjour", note: "The first screen's title."))
        #expect(file.units[1].source == "A long text that Poedit wraps at seventy-nine columns, so that its lines end with a space.\nAnd a second line.")
        #expect(file.units[1].target?.hasSuffix("une espace.\nEt une seconde ligne.") == true)
        #expect(file.units[2] == POSamples.unit("files.one", source: "%d file", target: "%d fichier"))
        #expect(file.units[3] == POSamples.unit("files.other", source: "%d files", target: "%d fichiers"))
        #expect(file.units[3].plural == UnitPlural(prefix: "files.", category: .other))
        #expect(file.units[4].target == nil && file.units[4].state == nil)
    }

    /// Weblate 5: its header wraps Plural-Forms over two lines in gettext's own style for Russian; a fuzzy entry
    /// with the previous msgid, a c-format flag, an obsolete entry with its previous msgid.
    static let weblate = """
        # SOME DESCRIPTIVE TITLE.
        # This file is distributed under the same license as the MyApp package.
        msgid ""
        msgstr ""
        "Project-Id-Version: MyApp\\n"
        "Report-Msgid-Bugs-To: \\n"
        "POT-Creation-Date: 2024-01-01 00:00+0000\\n"
        "PO-Revision-Date: 2024-05-06 07:08+0000\\n"
        "Last-Translator: Anonymous <noreply@weblate.org>\\n"
        "Language-Team: Russian <https://hosted.weblate.org/projects/myapp/strings/ru/>\\n"
        "Language: ru\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && "
        "n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;\\n"
        "X-Generator: Weblate 5.4\\n"

        #. Title
        #: en.lproj/Localizable.strings
        #, fuzzy
        #| msgid "Hi"
        msgctxt "Localizable.strings:greeting"
        msgid "Hello"
        msgstr "Привет"

        #: en.lproj/Localizable.strings
        #, c-format
        msgctxt "Localizable.strings:files.{}"
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d файл"
        msgstr[1] "%d файла"
        msgstr[2] "%d файлов"

        #~| msgid "Gone"
        #~ msgid "Gone away"
        #~ msgstr "Ушёл"

        """

    @Test func weblate() throws {
        let file = try #require(try read(Self.weblate).files.first)
        #expect(file.targetLanguage == "ru")
        #expect(file.sourceLanguage == "und")
        #expect(file.units[0] == POSamples.unit("greeting", source: "Hello", target: "Привет", review: true, note: "Title"))
        #expect(file.units.map(\.id) == ["greeting", "files.one", "files.few", "files.many"])
        #expect(file.units.map(\.target) == ["Привет", "%d файл", "%d файла", "%d файлов"])
        #expect(file.units.map(\.source) == ["Hello", "%d file", "%d files", "%d files"])
    }

    /// A project's own PO: no contexts, source texts as ids, references to source code with line numbers, names
    /// with spaces in gettext's isolates, CRLF line ends and a byte order mark.
    @Test func sourceKeyedFileWithCRLF() throws {
        let text = "\u{FEFF}msgid \"\"\r\nmsgstr \"\"\r\n\"Language: de\\n\"\r\n\"Content-Type: text/plain; charset=utf-8\\n\"\r\n"
            + "\r\n#: src/main.c:12 src/other.c:40\r\nmsgid \"Open\"\r\nmsgstr \"Öffnen\"\r\n"
            + "\r\n#: \u{2068}src/my file.c\u{2069}:3\r\nmsgid \"One day\"\r\nmsgid_plural \"%d days\"\r\n"
            + "msgstr[0] \"Ein Tag\"\r\nmsgstr[1] \"%d Tage\"\r\n"
            + "\r\nmsgctxt \"menu|File\"\r\nmsgid \"Close\"\r\nmsgstr \"Schließen\"\r\n"
        let document = try read(text)
        #expect(document.files.map(\.original) == ["src/main.c", "src/my file.c", "Localizable.strings"])
        #expect(document.files[0].units == [POSamples.unit("Open", source: "Open", target: "Öffnen")])
        #expect(document.files[1].units.map(\.id) == ["One day.one", "One day.other"])
        #expect(document.files[1].units.map(\.target) == ["Ein Tag", "%d Tage"])
        #expect(document.files[2].units == [POSamples.unit("menu|File", source: "Close", target: "Schließen")])
        #expect(document.files[2].units[0].location?.line == 16)
    }

    /// A template: no language, gettext's placeholders, empty translations.
    @Test func template() throws {
        let text = """
            msgid ""
            msgstr ""
            "Project-Id-Version: PACKAGE VERSION\\n"
            "Language: \\n"
            "Content-Type: text/plain; charset=CHARSET\\n"
            "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"

            #: en.lproj/Localizable.strings
            msgctxt "Localizable.strings:files.{}"
            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] ""
            msgstr[1] ""

            """
        let file = try #require(try read(text).files.first)
        #expect(file.targetLanguage == nil)
        #expect(file.units == [
            POSamples.unit("files.one", source: "%d file", target: nil),
            POSamples.unit("files.other", source: "%d files", target: nil),
        ])
    }

    /// A file without header, and one with nothing but its header.
    @Test func minimalFiles() throws {
        #expect(try read("").files.isEmpty)
        #expect(try read("msgid \"\"\nmsgstr \"Language: fr\\n\"\n").files.isEmpty)
        let file = try #require(try read("msgid \"a\" \"b\"\nmsgstr \"c\"").files.first)
        #expect(file.units == [POSamples.unit("ab", source: "ab", target: "c")])
        #expect(file.original == "Localizable.strings")
        #expect(file.targetLanguage == nil)
    }

    /// Escapes gettext knows that the writer never writes: bytes in octal and hexadecimal, C's other letters.
    @Test func everyGettextEscape() throws {
        let text = "msgid \"\\a\\b\\f\\v\\'\\?\\101\\x42\\303\\251\\1\"\nmsgstr \"x\"\n"
        let unit = try #require(try read(text).files.first?.units.first)
        #expect(unit.source == "\u{7}\u{8}\u{C}\u{B}'?ABé\u{1}")
    }
}
