/// How texts PO cannot carry as they are are written, so that every text reads back exactly.
///
/// - A string (`msgctxt`, `msgid`, `msgstr`) holds every character XML can hold: tab, line feed and carriage return
///   as escapes (see ``POStringLiteral``), the rest as UTF-8. A text that holds a character XML cannot hold
///   (U+0000-U+0008, U+000B, U+000C, U+000E-U+001F, U+FFFE, U+FFFF; gettext refuses U+0004 outright, and U+0000 would
///   cut the string short in a compiled catalog) is written as XLIFF writes such a value: `l10n-check-escaped:`
///   followed by the text with those characters and `%` percent-encoded, and so is a text that itself starts with
///   `l10n-check-escaped:`.
/// - A comment (a note, a form's source) is one `#.` line per line of its text. A text with a carriage return, a
///   character XML cannot hold, a line starting with `l10n-check-` (the writer's own markers) or a line ending with
///   `\` (which gettext's tools join with the next line) is written on one line: `l10n-check-escaped:` and the text
///   with those characters, line feeds, backslashes and `%` percent-encoded.
enum POText {
    /// A string's text as written.
    static func encoded(_ text: String) -> String { XLIFFValueEncoding.encoded(text) }

    /// The text a written string stands for, or `nil` for a broken `l10n-check-escaped:` value.
    static func decoded(_ text: String) -> String? { XLIFFValueEncoding.decoded(text) }

    /// What starts the writer's marker lines in comments.
    static let markerPrefix = "l10n-check-"

    /// The comment lines of `text`.
    static func commentLines(of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let needsEscape = lines.contains { line in
            line.utf8.starts(with: markerPrefix.utf8) || line.utf8.last == UInt8(ascii: "\\")
        }
            || !text.unicodeScalars.allSatisfy { $0 != "\r" && XLIFFCharacters.isXMLCharacter($0) }
        guard needsEscape else { return lines.map(String.init) }
        return [XLIFFValueEncoding.escaped(text) { scalar in
            scalar != "\r" && scalar != "\n" && scalar != "\\" && XLIFFCharacters.isXMLCharacter(scalar)
        }]
    }

    /// The text of comment lines, or `nil` for a broken `l10n-check-escaped:` value.
    static func text(ofCommentLines lines: [String]) -> String? {
        decoded(lines.joined(separator: "\n"))
    }
}
