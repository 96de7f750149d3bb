/// Writes XLIFF 2.0 documents (OASIS XLIFF Version 2.0, core, namespace `urn:oasis:names:tc:xliff:document:2.0`).
///
/// The output is UTF-8, indented by two spaces, and depends only on the document:
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
///   <file id="f1" original="fr.lproj/Localizable.strings">
///     <unit id="l10n-check-id:Hello_20_world" xml:space="preserve">
///       <notes>
///         <note>The first screen's title.</note>
///       </notes>
///       <segment state="translated" subState="l10n-check:needs-review-translation">
///         <source>Hello world</source>
///         <target>Bonjour tout le monde</target>
///       </segment>
///     </unit>
///     <group id="g1" type="l10n-check:plural">
///       <unit id="items.one" xml:space="preserve">...</unit>
///       <unit id="items.other" xml:space="preserve">...</unit>
///     </group>
///   </file>
/// </xliff>
/// ```
///
/// Writing is lossless: ``XLIFFReader`` reads back every file's table path and languages, and every unit's id,
/// resname, source, target, state, approval and note exactly, whatever the strings hold.
/// - Languages: XLIFF 2.0 has one `srcLang` and one `trgLang` per document, so every file must have the first
///   file's languages (``XLIFF2WriteError``); `trgLang` is left out when the target language is `nil`.
/// - Files: `<file id="f1">`, `f2`, ... in order, with the table path as `original`. A file without units holds one
///   empty `<group>`, since XLIFF 2.0 requires a unit or group in every file.
/// - Units: the `id` is the unit's id when it is an XML name token, else an encoding of it (see
///   `XLIFF2Identifier`: `l10n-check-id:Hello_20_world`); the resname is the unit's `name`; the note is the one
///   `<note>` of its `<notes>`; one `<segment>` holds the source and the target (none for a unit without target).
/// - States: `state` and, where XLIFF 2.0's four states cannot tell the unit's state or approval apart, a
///   `subState` of l10n-check's own (see `XLIFF2SegmentState`): `translated` with
///   `l10n-check:needs-review-translation`. Other tools read `state` as XLIFF 2.0 means it.
/// - Plural forms: consecutive units of one plural group (``XLIFFUnit/plural``) are written inside one
///   `<group id="g1" type="l10n-check:plural">`, each form a unit of its own id, read back in place.
/// - Whitespace: every unit has `xml:space="preserve"`; a carriage return is `&#13;`, and in attributes tab and
///   line feed are character references too.
/// - A character XML 1.0 cannot hold (U+0000-U+0008, U+000B, U+000C, U+000E-U+001F, U+FFFE, U+FFFF) is, in a source
///   or target, XLIFF 2.0's own `<cp hex="0001"/>`; in a note or an attribute, which can hold no element, the whole
///   value is written as `l10n-check-escaped:` and the value percent-encoded, as ``XLIFFWriter`` does.
///
/// The output is valid XLIFF 2.0 when the document is: languages that are BCP 47 tags, a target language whenever
/// a unit has a target, and ids unique within each file.
public enum XLIFF2Writer {
    /// The XLIFF 2.0 core namespace.
    static let namespace = "urn:oasis:names:tc:xliff:document:2.0"

    /// The document as XLIFF 2.0 text.
    public static func text(of document: XLIFFDocument) throws(XLIFF2WriteError) -> String {
        guard let first = document.files.first else { throw .noFiles }
        for file in document.files
        where file.sourceLanguage != first.sourceLanguage || file.targetLanguage != first.targetLanguage {
            throw .mixedLanguages(
                original: file.original, languages: languages(of: file), firstLanguages: languages(of: first))
        }
        let target = first.targetLanguage.map { " trgLang=\(XLIFFMarkup.attribute($0))" } ?? ""
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<xliff xmlns=\"\(namespace)\" version=\"2.0\""
        output += " srcLang=\(XLIFFMarkup.attribute(first.sourceLanguage))\(target)>\n"
        for (index, file) in document.files.enumerated() {
            write(file, id: "f\(index + 1)", to: &output)
        }
        output += "</xliff>\n"
        return output
    }

    /// The document as the UTF-8 bytes of ``text(of:)``.
    public static func bytes(of document: XLIFFDocument) throws(XLIFF2WriteError) -> [UInt8] {
        Array(try text(of: document).utf8)
    }

    private static func languages(of file: XLIFFFile) -> String {
        "\(file.sourceLanguage) to \(file.targetLanguage ?? "none")"
    }

    private static func write(_ file: XLIFFFile, id: String, to output: inout String) {
        output += "  <file id=\"\(id)\" original=\(XLIFFMarkup.attribute(file.original))>\n"
        var groups = 0
        var index = file.units.startIndex
        while index < file.units.endIndex {
            guard let group = file.units[index].plural?.group else {
                write(file.units[index], indent: "    ", to: &output)
                index += 1
                continue
            }
            groups += 1
            output += "    <group id=\"g\(groups)\" type=\"l10n-check:plural\">\n"
            while index < file.units.endIndex, file.units[index].plural?.group == group {
                write(file.units[index], indent: "      ", to: &output)
                index += 1
            }
            output += "    </group>\n"
        }
        if file.units.isEmpty { output += "    <group id=\"g1\"/>\n" }
        output += "  </file>\n"
    }

    private static func write(_ unit: XLIFFUnit, indent: String, to output: inout String) {
        let name = unit.resname.map { " name=\(XLIFFMarkup.attribute($0))" } ?? ""
        output += indent + "<unit id=\"\(XLIFF2Identifier.encoded(unit.id))\"\(name) xml:space=\"preserve\">\n"
        if let note = unit.note {
            output += indent + "  <notes>\n"
            output += indent + "    <note>\(XLIFFMarkup.content(XLIFFValueEncoding.encoded(note)))</note>\n"
            output += indent + "  </notes>\n"
        }
        let state = XLIFF2SegmentState.attributes(
            state: unit.state, isApproved: unit.isApproved, hasTarget: unit.target != nil)
        let stateAttributes = state.map { attributes in
            let subState = attributes.subState.map { " subState=\(XLIFFMarkup.attribute($0))" } ?? ""
            return " state=\"\(attributes.state)\"" + subState
        } ?? ""
        output += indent + "  <segment\(stateAttributes)>\n"
        output += indent + "    <source>\(content(unit.source))</source>\n"
        if let target = unit.target {
            output += indent + "    <target>\(content(target))</target>\n"
        }
        output += indent + "  </segment>\n"
        output += indent + "</unit>\n"
    }

    /// Text content with XLIFF 2.0's `<cp/>` for each character XML cannot hold.
    private static func content(_ text: String) -> String {
        XLIFFMarkup.content(text, escape: XLIFFCharacters.codePointElement(for:))
    }
}
