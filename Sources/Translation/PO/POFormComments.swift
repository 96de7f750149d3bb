import ICUKit

/// The `#.` lines of a plural entry: the note its forms share, or each form's note, and the sources of forms that
/// are neither `msgid` nor `msgid_plural`.
///
/// ```
/// #. l10n-check-notes-by-form:
/// #. one: The count of files, singular
/// #. other: The count of files
/// #. l10n-check-sources-by-form:
/// #. few: %d files (few)
/// ```
///
/// Forms that share one note (or have none) get it as a plain note. Otherwise the lines after
/// `l10n-check-notes-by-form:` give each form's note, every line of it after the form's category (a form without
/// lines has no note). The lines after `l10n-check-sources-by-form:` give, the same way, the source of each form
/// whose source is not the one the reader takes (``POText`` writes each text's lines).
enum POFormComments {
    /// The line that starts per-form notes.
    static let notesMarker = "l10n-check-notes-by-form:"
    /// The line that starts per-form sources.
    static let sourcesMarker = "l10n-check-sources-by-form:"

    /// What the lines say of the forms.
    struct Content: Equatable {
        /// The note every form has, when they share one.
        var sharedNote: String?
        /// Each form's note, when they do not share one.
        var notes: [PluralCategory: String]?
        /// The sources that differ from the ones the reader takes.
        var sources: [PluralCategory: String] = [:]
    }

    /// The lines of `content`; `order` gives the forms' order.
    static func lines(of content: Content, order: [PluralCategory]) -> [String] {
        var lines = content.notes == nil ? content.sharedNote.map(POText.commentLines(of:)) ?? [] : [notesMarker]
        if let notes = content.notes { lines += labeled(notes, order: order) }
        if !content.sources.isEmpty { lines += [sourcesMarker] + labeled(content.sources, order: order) }
        return lines
    }

    /// What `lines` say.
    static func content(of lines: [String]) throws(POTextError) -> Content {
        let sourcesStart = lines.firstIndex(of: sourcesMarker) ?? lines.endIndex
        let noteLines = Array(lines[..<sourcesStart])
        var content = Content()
        if noteLines.first == notesMarker {
            content.notes = try texts(byForm: noteLines.dropFirst())
        } else if !noteLines.isEmpty {
            content.sharedNote = try decoded(noteLines)
        }
        if sourcesStart < lines.endIndex { content.sources = try texts(byForm: lines[(sourcesStart + 1)...]) }
        return content
    }

    private static func labeled(_ texts: [PluralCategory: String], order: [PluralCategory]) -> [String] {
        order.flatMap { category in
            (texts[category].map(POText.commentLines(of:)) ?? []).map { line in
                category.rawValue + ":" + (line.isEmpty ? "" : " " + line)
            }
        }
    }

    private static func texts(byForm lines: ArraySlice<String>) throws(POTextError) -> [PluralCategory: String] {
        var linesByForm: [PluralCategory: [String]] = [:]
        for line in lines {
            // On UTF-8: a combining mark at the start of a text joins the space before it into one character.
            let utf8 = line.utf8
            guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")),
                  let category = PluralCategory(rawValue: String(decoding: utf8[..<colon], as: UTF8.self))
            else {
                throw POTextError(reason: "the comment line \"\(line)\" does not start with a plural category and ':'")
            }
            var text = utf8[utf8.index(after: colon)...]
            if text.first == UInt8(ascii: " ") { text = text.dropFirst() }
            linesByForm[category, default: []].append(String(decoding: text, as: UTF8.self))
        }
        var texts: [PluralCategory: String] = [:]
        for (category, lines) in linesByForm { texts[category] = try decoded(lines) }
        return texts
    }

    private static func decoded(_ lines: [String]) throws(POTextError) -> String {
        guard let text = POText.text(ofCommentLines: lines) else {
            throw POTextError(reason: "a broken l10n-check-escaped: value in the comments")
        }
        return text
    }
}
