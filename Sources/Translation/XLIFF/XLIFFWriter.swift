/// Writes XLIFF 1.2 documents that validate against the strict and the transitional XLIFF 1.2 schemas.
///
/// The output is UTF-8, indented by two spaces, and depends only on the document and the tool version. Its shape is
/// the one of Xcode's exports:
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
///   <file original="fr.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
///     <header>
///       <tool tool-id="l10n-check" tool-name="l10n-check" tool-version="1.0"/>
///     </header>
///     <body>
///       <trans-unit id="greeting" xml:space="preserve">
///         <source>Hello</source>
///         <target state="translated">Bonjour</target>
///         <note>The first screen's title.</note>
///       </trans-unit>
///     </body>
///   </file>
/// </xliff>
/// ```
///
/// Writing is lossless: ``XLIFFReader`` reads back every id, resname, source, target, state, approval and note
/// exactly, whatever the strings hold (a unit's `resname` and `approved="yes"` are written only when it has them).
/// A unit's ``XLIFFUnit/origin`` is written as a location context group (`sourcefile` and `linenumber`), after
/// its target and before its note, as the schema orders them.
/// - Every unit has `xml:space="preserve"`: leading, trailing and repeated whitespace and line feeds are kept.
/// - A carriage return is written as `&#13;` (a literal one would be read as a line feed); in attributes, tab and
///   line feed are character references too.
/// - A character XML 1.0 cannot hold at all (U+0000-U+0008, U+000B, U+000C, U+000E-U+001F, U+FFFE, U+FFFF):
///   - in a source or target, as the inline element `<x id="U+0001" ctype="x-l10n-check-char"/>`, whose id names the
///     character; translators' tools keep such elements, and the reader turns it back into the character;
///   - in an id, another attribute or a note, which can hold no element, the whole value is written as
///     `l10n-check-escaped:` followed by the value with those characters and `%` percent-encoded as UTF-8
///     (`l10n-check-escaped:a%01b`); a value that itself starts with `l10n-check-escaped:` is encoded the same way,
///     so that reading is never ambiguous. Every other value is written as it is: the id is the key.
///
/// The output is valid XLIFF when the document is: at least one file (XLIFF requires one), languages that are
/// BCP 47 tags, and ids unique within each file. A state is written on its target; a unit with no target keeps
/// no state.
public enum XLIFFWriter {
    /// The document as XLIFF 1.2 text, naming l10n-check of `toolVersion` as the tool that wrote it.
    public static func text(of document: XLIFFDocument, toolVersion: String) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
        for file in document.files {
            write(file, toolVersion: toolVersion, to: &output)
        }
        output += "</xliff>\n"
        return output
    }

    /// The document as the UTF-8 bytes of ``text(of:toolVersion:)``.
    public static func bytes(of document: XLIFFDocument, toolVersion: String) -> [UInt8] {
        Array(text(of: document, toolVersion: toolVersion).utf8)
    }

    private static func write(_ file: XLIFFFile, toolVersion: String, to output: inout String) {
        let target = file.targetLanguage.map { " target-language=\(XLIFFMarkup.attribute($0))" } ?? ""
        output += "  <file original=\(XLIFFMarkup.attribute(file.original))"
        output += " source-language=\(XLIFFMarkup.attribute(file.sourceLanguage))\(target) datatype=\"plaintext\">\n"
        output += "    <header>\n"
        output += "      <tool tool-id=\"l10n-check\" tool-name=\"l10n-check\""
        output += " tool-version=\(XLIFFMarkup.attribute(toolVersion))/>\n"
        output += "    </header>\n"
        output += "    <body>\n"
        for unit in file.units {
            write(unit, to: &output)
        }
        output += "    </body>\n"
        output += "  </file>\n"
    }

    private static func write(_ unit: XLIFFUnit, to output: inout String) {
        let resname = unit.resname.map { " resname=\(XLIFFMarkup.attribute($0))" } ?? ""
        let approved = unit.isApproved ? " approved=\"yes\"" : ""
        output += "      <trans-unit id=\(XLIFFMarkup.attribute(unit.id))\(resname)\(approved)"
        output += " xml:space=\"preserve\">\n"
        output += "        <source>\(XLIFFMarkup.content(unit.source))</source>\n"
        if let target = unit.target {
            let state = unit.state.map { " state=\(XLIFFMarkup.attribute($0.rawValue))" } ?? ""
            output += "        <target\(state)>\(XLIFFMarkup.content(target))</target>\n"
        }
        if let origin = unit.origin {
            output += "        <context-group purpose=\"location\">\n"
            output += "          <context context-type=\"sourcefile\">"
            output += "\(XLIFFMarkup.content(XLIFFValueEncoding.encoded(origin.file)))</context>\n"
            output += "          <context context-type=\"linenumber\">\(origin.line)</context>\n"
            output += "        </context-group>\n"
        }
        if let note = unit.note {
            output += "        <note>\(XLIFFMarkup.content(XLIFFValueEncoding.encoded(note)))</note>\n"
        }
        output += "      </trans-unit>\n"
    }
}
