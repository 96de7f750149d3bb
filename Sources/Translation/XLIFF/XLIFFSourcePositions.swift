import Lproj

/// Turns the places the XML parser reports into the locations of tags, in the document's bytes.
///
/// The parser (libxml2) counts lines by line feed and columns in characters, not counting a byte order mark, and
/// reports a start tag once it stands at its `>` (or `/>`). The tag starts at the last `<` before that place, since
/// an attribute value cannot hold a `<`. Places come in document order, so a cursor moves through the bytes once.
/// Locations are exact in UTF-8, the encoding of the writer, of Xcode and of translators' tools; in another
/// encoding a tag's location can be off, never out of the document.
struct XLIFFSourcePositions {
    private struct Place {
        var offset: Int
        var line: Int
        var column: Int
    }

    private let path: String
    private let bytes: [UInt8]
    private let start: Place
    private var cursor: Place

    /// Positions in `bytes`, a document read from `path`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        start = Place(offset: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, line: 1, column: 1)
        cursor = start
    }

    /// The place the parser reports, as a location.
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: max(line, 1), column: max(column, 1))
    }

    /// Where the tag the parser stands in, at its reported line and column, starts.
    mutating func tagStart(line: Int, column: Int) -> SourceLocation {
        move(to: line, column: column)
        let offset = lastOffset(of: UInt8(ascii: "<"), before: min(cursor.offset + 1, bytes.count)) ?? start.offset
        return location(ofOffset: offset)
    }

    /// The location just after the document's last character.
    mutating func end() -> SourceLocation {
        move(to: Int.max, column: Int.max)
        return location(line: cursor.line, column: cursor.column)
    }

    /// Moves the cursor forward to a line and column (or to the end), from the start when they lie behind it.
    private mutating func move(to line: Int, column: Int) {
        if (line, column) < (cursor.line, cursor.column) { cursor = start }
        var place = cursor
        bytes.withUnsafeBufferPointer { bytes in
            while place.offset < bytes.count, place.line < line || (place.line == line && place.column < column) {
                if bytes[place.offset] == UInt8(ascii: "\n") {
                    place.line += 1
                    place.column = 1
                } else {
                    place.column += 1
                }
                place.offset += 1
                while place.offset < bytes.count, bytes[place.offset] & 0xC0 == 0x80 {
                    place.offset += 1
                }
            }
        }
        cursor = place
    }

    /// The location of an offset at or before the cursor, counted back from the cursor.
    private func location(ofOffset offset: Int) -> SourceLocation {
        let (characters, lineFeeds) = count(in: offset..<cursor.offset)
        guard lineFeeds > 0 else { return location(line: cursor.line, column: cursor.column - characters) }
        let lineStart = (lastOffset(of: UInt8(ascii: "\n"), before: offset) ?? start.offset - 1) + 1
        return location(line: cursor.line - lineFeeds, column: 1 + count(in: lineStart..<offset).characters)
    }

    /// The characters (UTF-8 sequences) and the line feeds that start in `range`.
    private func count(in range: Range<Int>) -> (characters: Int, lineFeeds: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            var counts = (characters: 0, lineFeeds: 0)
            var offset = range.lowerBound
            while offset < range.upperBound {
                if bytes[offset] & 0xC0 != 0x80 { counts.characters += 1 }
                if bytes[offset] == UInt8(ascii: "\n") { counts.lineFeeds += 1 }
                offset += 1
            }
            return counts
        }
    }

    /// The offset of the last `byte` after the start and before `end`, if any.
    private func lastOffset(of byte: UInt8, before end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var offset = end - 1
            while offset >= start.offset, bytes[offset] != byte {
                offset -= 1
            }
            return offset >= start.offset ? offset : nil
        }
    }
}
