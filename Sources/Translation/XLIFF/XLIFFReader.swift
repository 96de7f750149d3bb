import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Lproj

/// Reads XLIFF 1.2 documents: the writer's, Xcode's exports and translators' tools' output.
///
/// What it reads:
/// - every `<file>` of the `<xliff version="1.2">` root, with `original`, `source-language` and `target-language`;
/// - every `<trans-unit>` of a file's `<body>`, also inside `<group>` elements, with its `id`, `<source>`,
///   `<target>` (and `state`) and `<note>` elements (several notes are joined with a line feed);
/// - text exactly as it stands: whether `xml:space` is `preserve` or missing (tools that leave it out mean the
///   text as it is, and a `.strings` value's whitespace matters), no whitespace is trimmed or collapsed. XML itself
///   reads a literal carriage return as a line feed; `&#13;` gives a carriage return;
/// - the writer's escapes for characters XML cannot hold (see ``XLIFFWriter``).
///
/// It skips what it does not model: `<header>`, `<bin-unit>`, `<alt-trans>`, `<seg-source>`, context and count
/// groups, and elements of other namespaces.
///
/// Text arrives exactly: XML's predefined entities (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`), decimal and
/// hexadecimal character references (`&#10;`, `&#x2026;`, `&#x1F600;`) and CDATA sections, in text and in attribute
/// values. Anything that would lose text is an error or refuses the unit, never dropped in silence.
///
/// Every error is ``TranslationError/malformed(_:reason:)``, its reason in words. Malformed XML fails where the
/// parser detects it (often just after the fault); anything else fails at the start tag of the element at fault: a
/// root other than `<xliff>`, a version other than 1.2, a `<file>` without `original` or `source-language`, a
/// `<trans-unit>` without id or `<source>`, an id used twice in a file, a second `<source>` or `<target>`, a state
/// that is no XLIFF state, a broken `l10n-check-escaped:` value. An undeclared entity (`&nbsp;`) is an error where it
/// stands; a `<!DOCTYPE>` with an internal subset fails at its start (see `XLIFFProlog`: Foundation's parser loses
/// the text of the entities declared there). A document with no complete `<xliff>` root fails at its end. Bytes
/// that are no UTF-8 fail at their place (see `XLIFFInput`: Foundation's parser would crash on them), and so does a
/// processing instruction without data (see `XLIFFProcessingInstructions`, the same reason). Locations
/// count lines and characters as ``SourceLocation`` does; they are exact in UTF-8, the encoding XLIFF files have in
/// practice (UTF-16 with a byte order mark is read, but its locations can be off).
///
/// An element inside `<source>`, `<target>` or `<note>` other than the writer's character escape (`<g>`, `<ph>`,
/// another tool's `<x/>`), an escape that names no character, or anything inside an escape is no error of the
/// document: the unit gets an ``XLIFFUnit/problem`` at that element, and the import refuses that unit alone.
public enum XLIFFReader {
    /// The document in `bytes`, read from `path` (the path goes into error locations and units' locations).
    public static func read(bytes: [UInt8], path: String) throws(TranslationError) -> XLIFFDocument {
        try XLIFFInput.validate(bytes, path: path)
        let utf8 = XLIFFInput.utf8(bytes)
        try XLIFFProlog.validate(utf8, path: path)
        try XLIFFProcessingInstructions.validate(utf8, path: path)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let delegate = XLIFFParserDelegate(path: path, bytes: bytes)
        parser.delegate = delegate
        _ = parser.parse()
        return try delegate.document()
    }
}
