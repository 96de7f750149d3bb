import Lproj

/// Reads XLIFF documents, 1.2 and 1.1 (the writer's, Xcode's exports, translators' tools' output) and 2.0 and 2.1
/// (``XLIFF2Writer``'s and tools' output), into one model: the root's `version` decides which, and elements are
/// taken in the root's namespace.
///
/// What it reads of XLIFF 1.2 and 1.1:
/// - every `<file>` of the `<xliff version="1.2">` (or `"1.1"`) root, with `original`, `source-language` and
///   `target-language`;
/// - every `<trans-unit>` of a file's `<body>`, also inside `<group>` elements, with its `id`, `resname` and
///   `approved`, its `<source>`, `<target>` (and `state`, in any case: `TRANSLATED` is `translated`) and `<note>`
///   elements (several notes are joined with a line feed);
/// - text exactly as it stands: whether `xml:space` is `preserve` or missing (tools that leave it out mean the
///   text as it is, and a `.strings` value's whitespace matters), no whitespace is trimmed or collapsed. XML itself
///   reads a literal carriage return as a line feed; `&#13;` gives a carriage return;
/// - XLIFF's inline elements in `<source>` and `<target>`, as the original text they stand for (see
///   ``XLIFFInlineElement``): `<ph id="1">%@</ph>` and a target's `<x id="1"/>` for it both read as `%@`, `<g>` and
///   `<mrk>` as their content;
/// - the writer's escapes for characters XML cannot hold (see ``XLIFFWriter``).
///
/// It skips what it does not model: `<header>`, `<bin-unit>`, `<alt-trans>`, `<seg-source>`, context and count
/// groups, and elements of other namespaces.
///
/// What it reads of XLIFF 2.0 and 2.1 (see `XLIFF2ElementReader`):
/// - the root's `srcLang` and `trgLang` as every file's languages; each `<file>` with its `original` (required: it
///   names the table), units also inside `<group>` elements;
/// - each `<unit>`'s `id` (the writer's `l10n-check-id:` encoding undone, see `XLIFF2Identifier`) and `name` (as
///   the resname, the key); its `<notes>`' `<note>` elements joined with a line feed (category, priority and
///   `appliesTo` ignored; file and group notes skipped);
/// - its `<segment>` and `<ignorable>` elements joined in order into one source and one target (a target's `order`
///   respected, an ignorable without target taken as its source); a unit whose segments are translated only in
///   part is refused;
/// - the least advanced segment's `state`: `initial` is `new`, `translated` and `reviewed` are `translated`, `final`
///   is `final`, no `state` is no state, and the writer's own `subState` gives the 1.2 state and approval back (see
///   `XLIFF2SegmentState`); a unit without target has no state;
/// - inline codes as their original text: `<ph>`, `<sc>`, `<ec>` as the `<data>` of the unit's `<originalData>`
///   their `dataRef` names, a `<pc>` as the data of its `dataRefStart`, its content, and the data of its
///   `dataRefEnd`; `<mrk>` as its content; `<sm/>` and `<em/>` as nothing; `<cp hex="..."/>` as its character.
///   `disp` and `equiv` are display text, never taken as the original: a code whose data the file does not give
///   refuses its unit. It skips `<skeleton>`, modules' elements (`<mtc:matches>`, ...) and other namespaces.
///
/// Text arrives exactly: XML's predefined entities (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`), decimal and
/// hexadecimal character references (`&#10;`, `&#x2026;`, `&#x1F600;`) and CDATA sections, in text and in attribute
/// values. Anything that would lose text is an error or refuses the unit, never dropped in silence. No size limit
/// applies below the input's own (``FileBytes/maximumSize``): the system libxml2 reads with `XML_PARSE_HUGE` (see
/// `XMLPushParser`; Foundation's `XMLParser` failed every document over 10,000,000 bytes).
///
/// Every error is ``TranslationError/malformed(_:reason:)``, its reason in words. Malformed XML fails where the
/// parser detects it (often just after the fault); anything else fails at the start tag of the element at fault: a
/// root other than `<xliff>`, a version other than 1.1, 1.2, 2.0 or 2.1, a 2.0 root without `srcLang`, a 2.0
/// `<unit>` without id or `<segment>`, a `<segment>` without `<source>`, a state that is none of 2.0's four, a
/// `<target>` whose `order` is no free place, a `<file>` without `original` or `source-language`,
/// a `<trans-unit>` without id or `<source>`, a second `<source>` or `<target>`, a state that is no XLIFF state, a
/// broken `l10n-check-escaped:` value. An undeclared entity (`&nbsp;`) is an error where it stands; a
/// `<!DOCTYPE>` with an internal subset fails at its start (see `XLIFFProlog`). A document with no complete
/// `<xliff>` root fails at its end. Bytes that are no UTF-8 fail at their place (see `XLIFFInput`), and so does a
/// processing instruction without data (see `XLIFFProcessingInstructions`). Locations count lines and characters
/// as ``SourceLocation`` does; they are exact in UTF-8, the encoding XLIFF files have in practice (UTF-16 with a
/// byte order mark is read, but its locations can be off).
///
/// What a `.strings` value cannot carry is no error of the document: the unit gets an ``XLIFFUnit/problem``, and
/// the import refuses that unit alone. That is an element inside `<source>` or `<target>` that is no XLIFF inline
/// element (or any element inside `<note>`), an `<x/>`, `<bx/>` or `<ex/>` whose original text the file does not
/// give (no element of its id in the `<source>`, no `equiv-text`), an escape that names no character, anything
/// inside an escape or placeholder, and a unit whose id an earlier unit of its `<file>` has (the first is read);
/// in XLIFF 2.0 also an element that is no inline element of 2.0 (or any in a `<note>`), a code without original
/// data, a `<cp>` that names no character, and segments translated only in part.
public enum XLIFFReader {
    /// The document in `bytes`, read from `path` (the path goes into error locations and units' locations).
    public static func read(bytes: [UInt8], path: String) throws(TranslationError) -> XLIFFDocument {
        try XLIFFInput.validate(bytes, path: path)
        let utf8 = XLIFFInput.utf8(bytes)
        try XLIFFProlog.validate(utf8, path: path)
        try XLIFFProcessingInstructions.validate(utf8, path: path)
        let delegate = XLIFFParserDelegate(path: path, bytes: bytes)
        // libxml2 needs four bytes to tell the encoding, and fewer hold no root element: such a document ends
        // without one, as the reader says without parsing it.
        guard bytes.count >= 4 else { return try delegate.document(result: 0) }
        guard let parser = XMLPushParser(delegate: delegate) else {
            throw .malformed(SourceLocation(file: path, line: 1, column: 1), reason: XMLParseFailure.reason(forCode: 2))
        }
        return try delegate.document(result: parser.parse(bytes))
    }
}
