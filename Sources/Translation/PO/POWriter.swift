/// Writes gettext PO files: one per target language, with every table of an ``XLIFFDocument``, for translators'
/// tools (Poedit, Weblate, Crowdin, Lokalize) and gettext's own.
///
/// ```
/// msgid ""
/// msgstr ""
/// "Project-Id-Version: MyApp\n"
/// "PO-Revision-Date: \n"
/// "Last-Translator: \n"
/// "Language-Team: \n"
/// "Language: pt_BR\n"
/// "MIME-Version: 1.0\n"
/// "Content-Type: text/plain; charset=UTF-8\n"
/// "Content-Transfer-Encoding: 8bit\n"
/// "Plural-Forms: nplurals=3; plural=(n != 0 && n % 1000000 == 0) ? 1 : (n <= 1) ? 0 : 2;\n"
/// "X-Generator: l10n-check 1.0\n"
/// "X-Source-Language: en\n"
///
/// #. The first screen's title.
/// #: en.lproj/Localizable.strings
/// msgctxt "Localizable.strings:greeting"
/// msgid "Hello"
/// msgstr "Olá"
/// ```
///
/// Each unit is an entry: its note as `#.` lines, its file's `original` as the `#:` reference, `msgctxt` the table's
/// file name and the unit's id (see ``POContext``), `msgid` its source, `msgstr` its target. An untranslated unit (no
/// target, or the state `new` or `needs-translation` without approval) has `msgstr ""`, since PO has no other way to
/// say it; so has an empty target. A unit whose state needs a review is `#, fuzzy`; so is a translated one whose
/// leading or trailing line feed differs from its source's, which `msgfmt --check` refuses otherwise. The forms of a
/// plural group are one entry with `msgid_plural` and a `msgstr[i]` per form of the language's ``GettextPluralForms``
/// (see `POFileEntries`). Texts are escaped as ``POText`` says, so that ``POReader`` reads back every id, source,
/// target and note exactly; the states it reads back are `translated`, `needs-review-translation` for fuzzy
/// entries, and none for untranslated ones, without approval.
///
/// The output is UTF-8 and depends only on the document, the project name and the tool version: the revision date,
/// translator and team are left empty for the translator's tool to fill in. Every file passes `msgfmt --check`
/// without a word. What PO cannot carry: a file without units, the order of a plural group's forms (read back in
/// CLDR order, where the group's first form stands), a document's files of the same `original` (read back as one),
/// and a unit's ``XLIFFUnit/resname`` (the export never sets one; the id is written).
public enum POWriter {
    /// The PO text of `document`, whose files must all have the same target language; `project` is the header's
    /// `Project-Id-Version`.
    public static func text(of document: XLIFFDocument, project: String, toolVersion: String) throws(TranslationError)
        -> String
    {
        let languages = Set(document.files.map(\.targetLanguage))
        guard languages.count == 1, let target = languages.first ?? nil else {
            let names = languages.map { $0 ?? "none" }.sorted().joined(separator: ", ")
            let have = names.isEmpty ? "none" : names
            throw .invalidLanguage(
                names, reason: "a PO file holds one target language; the document's files have \(have)")
        }
        let forms = try GettextPluralForms(language: target)
        let fields = [
            ("Project-Id-Version", project), ("PO-Revision-Date", ""), ("Last-Translator", ""), ("Language-Team", ""),
            ("Language", POHeader.gettextName(ofTag: target)), ("MIME-Version", "1.0"),
            ("Content-Type", "text/plain; charset=UTF-8"), ("Content-Transfer-Encoding", "8bit"),
            ("Plural-Forms", forms.headerValue), ("X-Generator", "l10n-check \(toolVersion)"),
            ("X-Source-Language", document.files.first?.sourceLanguage ?? ""),
        ]
        var output = "msgid \"\"\nmsgstr \"\"\n"
        for (name, value) in fields {
            let oneLine = String(value.unicodeScalars.map { scalar in
                scalar.properties.generalCategory == .control ? " " : Character(scalar)
            })
            output += "\"\(POStringLiteral.escaped(oneLine.isEmpty ? "\(name): " : "\(name): \(oneLine)"))\\n\"\n"
        }
        for file in document.files {
            for entry in POFileEntries.entries(of: file, forms: forms) {
                output += "\n" + text(of: entry)
            }
        }
        return output
    }

    /// The document as the UTF-8 bytes of ``text(of:project:toolVersion:)``.
    public static func bytes(of document: XLIFFDocument, project: String, toolVersion: String)
        throws(TranslationError) -> [UInt8]
    {
        Array(try text(of: document, project: project, toolVersion: toolVersion).utf8)
    }

    /// The lines of one entry.
    static func text(of entry: POEntry) -> String {
        var output = ""
        for line in entry.extractedComments { output += line.isEmpty ? "#.\n" : "#. \(line)\n" }
        for reference in entry.references { output += "#: \(reference)\n" }
        if !entry.flags.isEmpty { output += "#, \(entry.flags.joined(separator: ", "))\n" }
        if let context = entry.context { output += POStringLiteral.field("msgctxt", context) }
        output += POStringLiteral.field("msgid", entry.id ?? "")
        if let pluralID = entry.pluralID {
            output += POStringLiteral.field("msgid_plural", pluralID)
            for (index, translation) in entry.translations.enumerated() {
                output += POStringLiteral.field("msgstr[\(index)]", translation)
            }
        } else {
            output += POStringLiteral.field("msgstr", entry.translations.first ?? "")
        }
        return output
    }
}
