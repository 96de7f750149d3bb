/// Reads the entries of a PO or POT file, as gettext's grammar has them, line by line.
///
/// An entry is comments, then `msgctxt` (optional), `msgid`, `msgid_plural` (optional) and `msgstr` or `msgstr[0]`,
/// `msgstr[1]`..., each keyword followed by one or more strings, on its line and on the lines after it (blank lines
/// may come between, as gettext reads them; a `#.`, `#:` or `#,` comment ends them). `#.`, `#:`
/// and `#,` comments go to the entry that follows them; translator comments (`# `), previous messages (`#|`) and
/// obsolete entries (`#~`) are skipped. Lines end at `\n`, `\r\n` or `\r`; a UTF-8 byte order mark is skipped.
/// Anything else is an error where it stands: an unknown keyword, a keyword out of its order or without its string,
/// a string without its closing quote or with an escape gettext does not know, a comment between an entry's
/// keywords, an entry without `msgstr`, text after a string.
struct POParser {
    private let source: POSource
    private let bytes: [UInt8]
    private var entries: [POEntry] = []
    /// The entry being read, until the next one starts.
    private var current: POEntry?
    /// Comments read since the last entry, for the next one.
    private var comments = POEntry()
    /// The field that strings on a line of their own continue.
    private var field: Field?

    /// The fields of an entry that take strings.
    private enum Field {
        case context, id, pluralID, translation
    }

    /// The entries of the file at `source`, in order.
    static func entries(of source: POSource) throws(TranslationError) -> [POEntry] {
        var parser = POParser(source: source)
        try parser.parse()
        return parser.entries
    }

    private init(source: POSource) {
        self.source = source
        bytes = source.bytes
    }

    private mutating func parse() throws(TranslationError) {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            try line(from: start, to: end)
            start = end + (end + 1 < bytes.count && bytes[end] == 0x0D && bytes[end + 1] == 0x0A ? 2 : 1)
        }
        if let entry = current {
            guard !entry.translations.isEmpty else {
                throw source.error("the entry has no msgstr before the end of the file", at: entry.offset)
            }
            entries.append(entry)
        }
    }

    private mutating func line(from start: Int, to end: Int) throws(TranslationError) {
        var position = start
        while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        guard position < end else { return }
        switch bytes[position] {
        case UInt8(ascii: "#"): try comment(from: position, to: end)
        case UInt8(ascii: "\""):
            guard let field else {
                throw source.error("a string outside any msgctxt, msgid or msgstr", at: position)
            }
            append(try strings(from: position, to: end), to: field)
        default: try keyword(from: position, to: end)
        }
    }

    private mutating func comment(from start: Int, to end: Int) throws(TranslationError) {
        let kind = start + 1 < end ? bytes[start + 1] : 0
        guard [UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ",")].contains(kind) else { return }
        if let entry = current, entry.translations.isEmpty {
            throw source.error("a comment between the keywords of an entry", at: start)
        }
        field = nil
        var textStart = start + 2
        if kind == UInt8(ascii: "."), textStart < end, bytes[textStart] == 0x20 { textStart += 1 }
        let text = String(decoding: bytes[textStart..<end], as: UTF8.self)
        switch kind {
        case UInt8(ascii: "."): comments.extractedComments.append(text)
        case UInt8(ascii: ":"): comments.references.append(text)
        default:
            comments.flags += text.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
                .filter { !$0.isEmpty }
        }
    }

    private mutating func keyword(from start: Int, to end: Int) throws(TranslationError) {
        var position = start
        while position < end, bytes[position] != 0x20, bytes[position] != 0x09, bytes[position] != UInt8(ascii: "\"") {
            position += 1
        }
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        guard position < end, bytes[position] == UInt8(ascii: "\"") else {
            guard ["msgctxt", "msgid", "msgid_plural", "msgstr"].contains(word) || word.hasPrefix("msgstr[") else {
                throw source.error("unexpected \"\(word)\": a PO line is a comment, a keyword or a string", at: start)
            }
            throw source.error("\(word) without a string", at: position)
        }
        let text = try strings(from: position, to: end)
        switch word {
        case "msgctxt":
            try startEntry(at: start, keyword: word)
            current?.context = text
            field = .context
        case "msgid":
            if current?.id != nil || current == nil { try startEntry(at: start, keyword: word) }
            current?.id = text
            field = .id
        case "msgid_plural":
            guard let entry = current, entry.id != nil, entry.pluralID == nil, entry.translations.isEmpty else {
                throw source.error("msgid_plural belongs right after an entry's msgid", at: start)
            }
            current?.pluralID = text
            field = .pluralID
        default:
            try translation(word, text: text, at: start)
        }
    }

    /// Starts a new entry with the comments read before it, after the entry before it is complete.
    private mutating func startEntry(at offset: Int, keyword: String) throws(TranslationError) {
        if let entry = current {
            guard !entry.translations.isEmpty else {
                throw source.error("\(keyword) before the entry above has its msgstr", at: offset)
            }
            entries.append(entry)
        }
        var entry = comments
        entry.offset = offset
        current = entry
        comments = POEntry()
    }

    private mutating func translation(_ word: String, text: String, at offset: Int) throws(TranslationError) {
        guard let entry = current, entry.id != nil else { throw source.error("\(word) without a msgid", at: offset) }
        if word == "msgstr" {
            guard entry.pluralID == nil else {
                throw source.error("an entry with msgid_plural has msgstr[0], msgstr[1]..., not msgstr", at: offset)
            }
            guard entry.translations.isEmpty else {
                throw source.error("msgstr without a msgid (the entry above has its msgstr)", at: offset)
            }
        } else {
            let digits = word.dropFirst("msgstr[".count).dropLast()
            guard word.hasPrefix("msgstr["), word.hasSuffix("]"), let index = Int(digits), digits.allSatisfy(\.isASCII)
            else { throw source.error("unexpected \"\(word)\" where msgstr or msgstr[N] belongs", at: offset) }
            guard entry.pluralID != nil else {
                throw source.error("\(word) in an entry without msgid_plural", at: offset)
            }
            guard index == entry.translations.count else {
                throw source.error("\(word) where msgstr[\(entry.translations.count)] belongs", at: offset)
            }
        }
        current?.translations.append(text)
        current?.translationOffsets.append(offset)
        field = .translation
    }

    private mutating func append(_ text: String, to field: Field) {
        switch field {
        case .context: current?.context? += text
        case .id: current?.id? += text
        case .pluralID: current?.pluralID? += text
        case .translation:
            if let last = current?.translations.indices.last { current?.translations[last] += text }
        }
    }

    /// The strings from `start` (a quote) to the end of the line, joined; nothing but spaces may follow them.
    private func strings(from start: Int, to end: Int) throws(TranslationError) -> String {
        var result: [UInt8] = []
        var position = start
        while position < end {
            guard bytes[position] == UInt8(ascii: "\"") else {
                throw source.error("unexpected text after a string", at: position)
            }
            position = try POStringLiteral.read(source, from: position, to: end, into: &result)
            while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        }
        guard let text = String(validating: result, as: UTF8.self) else {
            throw source.error("the string's escapes make bytes that are not UTF-8", at: start)
        }
        return text
    }
}
