/// Reads gettext PO and POT files into the exchange model: ``POWriter``'s output exactly, and what translators'
/// tools make of it or write themselves (Poedit, Weblate, `msgmerge`'s wrapped lines).
///
/// - The header gives the target language (`Language: pt_BR` as `pt-BR`; none for a template), the source language
///   (`X-Source-Language`, else `und`) and the plural forms (see `POPluralMapping`). Only UTF-8 is read: a `charset`
///   other than UTF-8 or ASCII is an error, and so is a byte that is no UTF-8.
/// - Each entry is a unit of the table its first `#:` reference names (without a `:line`), else the table its
///   context starts with (see ``POContext``), else `Localizable.strings`, the table of `NSLocalizedString`. The id is
///   what follows the table in the context; another tool's context is the id as a whole, and an entry without
///   context has its `msgid` as id. Source is `msgid`, the note the `#.` lines. An empty `msgstr` is no target; a
///   `fuzzy` entry's target has the state `needs-review-translation`, any other `translated`.
/// - A plural entry is a group of forms, one unit per form of the language's categories with a translation or
///   named by the writer's context, ids from the group (another tool's entry: the id, `.`, the category, as in
///   `items.one`); the `one` form's source is `msgid`, the others' `msgid_plural`, unless the comments say otherwise
///   (see ``POFormComments``).
/// - Translator comments, `#|` previous messages, `#~` obsolete entries and flags other than `fuzzy` are skipped.
///
/// Every fault is ``TranslationError/malformed(_:reason:)`` at its line and column (see `POParser` for the
/// syntax), including a `msgstr[i]` beyond the header's `nplurals`, a second header, a `Plural-Forms` that does not
/// fit the language, and a broken `l10n-check-escaped:` value. A unit whose id an earlier unit of its table has is
/// read with a ``XLIFFUnitProblem/Kind/duplicateID`` problem, so the import refuses it alone.
public enum POReader {
    /// The document in `bytes`, read from `path` (the path goes into error locations and units' locations).
    public static func read(bytes: [UInt8], path: String) throws(TranslationError) -> XLIFFDocument {
        let source = POSource(bytes: bytes, path: path)
        try source.validateUTF8()
        let entries = try POParser.entries(of: source)
        let headerEntry = entries.first.flatMap { $0.isHeader ? $0 : nil }
        let header = POHeader(entry: headerEntry)
        let readable: Set<String> = ["utf-8", "utf8", "ascii", "us-ascii", "charset"]  // CHARSET: a template's
        if let charset = header.charset, !readable.contains(charset.lowercased()) {
            throw source.error(
                "the header says charset=\(charset); PO files are read as UTF-8 (convert with "
                    + "`msgconv --to-code=UTF-8`)", at: header.offset)
        }
        var reader = POEntryReader(source: source, header: header)
        for entry in entries.dropFirst(headerEntry == nil ? 0 : 1) {
            try reader.add(entry)
        }
        return reader.document
    }
}
