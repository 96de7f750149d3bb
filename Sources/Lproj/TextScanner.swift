import Foundation

/// ASCII code points the `.strings` grammar uses.
enum ASCII {
    static let tab: UInt32 = 0x09
    static let newline: UInt32 = 0x0A
    static let carriageReturn: UInt32 = 0x0D
    static let space: UInt32 = 0x20
    static let doubleQuote: UInt32 = 0x22
    static let singleQuote: UInt32 = 0x27
    static let asterisk: UInt32 = 0x2A
    static let slash: UInt32 = 0x2F
    static let semicolon: UInt32 = 0x3B
    static let equals: UInt32 = 0x3D
    static let openBrace: UInt32 = 0x7B
    static let closeBrace: UInt32 = 0x7D
}

/// A line number and the offset where that line starts.
struct LineMark {
    var line: Int
    var lineStart: Int
}

/// A cursor over source code units that keeps the line and line start current, so a location can be made for any
/// point it reaches.
struct TextScanner<Unit: SourceUnit> {
    let units: UnsafeBufferPointer<Unit>
    let file: String
    /// The offset of the next unit to read.
    var position = 0
    /// The 1-based line of `position`.
    private(set) var line = 1
    /// The offset where the current line starts.
    private(set) var lineStart = 0
    /// Line breaks seen so far, by kind.
    private(set) var lineFeeds = 0
    private(set) var carriageReturnLineFeeds = 0
    private(set) var carriageReturns = 0
    private var columnCache = (offset: 0, column: 1)

    init(units: UnsafeBufferPointer<Unit>, file: String) {
        self.units = units
        self.file = file
    }

    var isAtEnd: Bool { position >= units.count }

    /// The current unit as a code point (for UTF-8, the lead byte), or `nil` at the end.
    var current: UInt32? { position < units.count ? UInt32(units[position]) : nil }

    /// The unit `distance` after the current one, or `nil` past the end.
    func peek(_ distance: Int) -> UInt32? {
        position + distance < units.count ? UInt32(units[position + distance]) : nil
    }

    /// The location of `offset`, which must be on the current line or at the current position.
    mutating func location(at offset: Int) -> SourceLocation {
        var (from, column) = columnCache.offset >= lineStart && columnCache.offset <= offset
            ? columnCache : (lineStart, 1)
        while from < offset {
            if Unit.startsScalar(units[from]) { column += 1 }
            from += 1
        }
        columnCache = (offset, column)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The current line and where it starts, to make a location on this line later.
    var lineMark: LineMark { LineMark(line: line, lineStart: lineStart) }

    /// The location of `offset` on the line that `mark` recorded, its column looked up in `index` (see
    /// ``ScalarCountIndex``) rather than counted from the line's start.
    func location(at offset: Int, on mark: LineMark, index: ScalarCountIndex<Unit>) -> SourceLocation {
        let column = index.column(of: offset, lineStart: mark.lineStart, in: units)
        return SourceLocation(file: file, line: mark.line, column: column)
    }

    /// The location of the current position.
    mutating func currentLocation() -> SourceLocation { location(at: position) }

    /// Moves past a line break at `offset` (a `\r` or `\n`), returning the offset after it.
    @inline(__always)
    mutating func passLineBreak(at offset: Int) -> Int {
        var next = offset + 1
        if units[offset] == 0x0D {
            if next < units.count && units[next] == 0x0A {
                next += 1
                carriageReturnLineFeeds += 1
            } else {
                carriageReturns += 1
            }
        } else {
            lineFeeds += 1
        }
        line += 1
        lineStart = next
        return next
    }

    /// Sets the line counters back to an earlier line, after a look-ahead that did not pan out.
    mutating func rewindLine(to line: Int, lineStart: Int) {
        self.line = line
        self.lineStart = lineStart
        columnCache = (lineStart, 1)
    }

    /// Moves past `count` units that hold no line break.
    @inline(__always)
    mutating func advance(_ count: Int = 1) { position += count }

    /// The file's line-ending style, from the breaks seen.
    var lineEnding: LineEnding {
        let kinds = [lineFeeds, carriageReturnLineFeeds, carriageReturns].filter { $0 > 0 }.count
        if kinds > 1 { return .mixed }
        if lineFeeds > 0 { return .lf }
        if carriageReturnLineFeeds > 0 { return .crlf }
        if carriageReturns > 0 { return .cr }
        return .none
    }

    /// Whether two ranges hold the same code units.
    func sameUnits(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let base = units.baseAddress else { return true }
        return memcmp(base + lhs.lowerBound, base + rhs.lowerBound, lhs.count * MemoryLayout<Unit>.stride) == 0
    }

    /// A string from the units in `range`, decoded as they are (no escapes).
    func text(_ range: Range<Int>) -> String {
        Unit.string(from: UnsafeBufferPointer(rebasing: units[range]))
    }

    /// Whether a unit is white space to CoreFoundation: tab through carriage return, space, U+2028, U+2029.
    @inline(__always)
    static func isWhitespace(_ unit: UInt32) -> Bool {
        (0x09...0x0D).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029
    }

    /// The length in units of a U+2028 or U+2029 separator at `offset`, which CoreFoundation skips as white space;
    /// 0 when there is none.
    @inline(__always)
    func separatorLength(at offset: Int) -> Int {
        let unit = UInt32(units[offset])
        if Unit.bitWidth == 16 { return unit == 0x2028 || unit == 0x2029 ? 1 : 0 }
        guard unit == 0xE2, offset + 2 < units.count, units[offset + 1] == 0x80,
              units[offset + 2] == 0xA8 || units[offset + 2] == 0xA9 else { return 0 }
        return 3
    }

    /// Whether a unit may appear in an unquoted string: `[A-Za-z0-9_$/:.-]`.
    @inline(__always)
    static func isUnquotedCharacter(_ unit: UInt32) -> Bool {
        switch unit {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
        default: false
        }
    }
}
