/// An XML property list read for editing in place: its text as UTF-8, its root, and the bytes of each key and
/// value element in that text.
struct PropertyListXMLLayout {
    /// The text in UTF-8, without a byte order mark.
    let text: [UInt8]
    /// The encoding the file is stored in, or `nil` for a single-byte encoding `TextEncoding` does not name.
    let encoding: TextEncoding?
    /// Whether the file starts with a byte order mark.
    let hasByteOrderMark: Bool
    /// How lines end.
    let lineEnding: LineEnding
    /// The root value, with the places of its elements.
    let root: PropertyListNode
    /// The bytes of each key and value element, start tag through end tag, by the place of its start tag.
    let elements: [SourceLocation: Range<Int>]

    /// Reads `bytes`; throws when they are no well-formed XML property list.
    init(bytes: [UInt8], path: String) throws(PropertyListWriterError) {
        let input = PropertyListXMLInput(bytes)
        if let failure = input.failure { throw .unreadable(reason: failure.reason) }
        var parser = PropertyListXMLParser(text: input.text, file: path)
        parser.recordsElements = true
        do throws(PropertyListReadError) {
            root = try parser.parse()
        } catch {
            throw .unreadable(reason: error.reason)
        }
        text = input.text
        encoding = input.encoding
        hasByteOrderMark = input.hasByteOrderMark
        lineEnding = PropertyListTextLocator.lineEnding(of: input.text)
        elements = parser.elements
    }

    /// The bytes of the element whose start tag is at `location`.
    func span(at location: SourceLocation?) throws(PropertyListWriterError) -> Range<Int> {
        guard let location, let span = elements[location] else {
            throw .unreadable(reason: "an element's place was not recorded")
        }
        return span
    }

    /// Where the start tag of the element at `span` ends, after its `>`.
    func startTagEnd(of span: Range<Int>) -> Int {
        (text[span].firstIndex(of: UInt8(ascii: ">")) ?? span.lowerBound) + 1
    }

    /// Whether the element at `span` is written empty, as `<dict/>`.
    func isEmptyElement(_ span: Range<Int>) -> Bool {
        startTagEnd(of: span) == span.upperBound && span.count >= 2 && text[span.upperBound - 2] == UInt8(ascii: "/")
    }

    /// The spaces and tabs before `offset` when they are all that precedes it on its line; `nil` when something
    /// else does (a compact file writes several elements on a line).
    func indentation(before offset: Int) -> String? {
        var start = offset
        while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || text[start - 1] == 0x0A || text[start - 1] == 0x0D else { return nil }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }

    /// The spaces and tabs that start the line holding `offset`.
    func lineIndentation(at offset: Int) -> String {
        var start = offset
        while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
        var end = start
        while end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }

    /// What the file adds to the indentation per level: found at the first dictionary whose first key starts a
    /// line indented deeper than the dictionary's own line; a tab when none is.
    var indentUnit: String {
        var pending = [root]
        while let node = pending.popLast() {
            guard case .dictionary(let dictionary) = node.value else { continue }
            if let first = dictionary.entries.first, let location = node.location, let span = elements[location],
               let keyLocation = first.keyLocation, let keySpan = elements[keyLocation],
               let inner = indentation(before: keySpan.lowerBound) {
                let outer = lineIndentation(at: span.lowerBound)
                if inner.count > outer.count, inner.hasPrefix(outer) { return String(inner.dropFirst(outer.count)) }
            }
            pending += dictionary.entries.reversed().map(\.value)
        }
        return "\t"
    }
}
