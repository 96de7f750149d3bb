#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each line of a text starts, so that a location is made for an offset only when a finding needs it: a line is a
/// binary search, a column a count of scalars from the line's start (a ``ScalarCountIndex`` lookup on long lines).
struct LineStarts<Unit: SourceUnit>: Sendable {
    /// The offset where each line starts; line 1 at 0. `\r\n`, `\r` and `\n` end a line, as for the parser. Four
    /// bytes each: a file has fewer than 2^30 code units.
    private let starts: [UInt32]
    /// Scalar counts for columns on long lines; `nil` when no line is long.
    private let scalarCounts: ScalarCountIndex<Unit>?

    /// Lines longer than this many units have their columns looked up rather than counted.
    private static var longLine: Int { 1024 }

    /// Finds the lines of `units`.
    init(_ units: UnsafeBufferPointer<Unit>) {
        var starts: [UInt32] = [0]
        var longest = 0
        var index = 0
        let count = units.count
        if let lineFeeds = Self.lineFeedStarts(units) {
            starts = lineFeeds
            index = count
        }
        while index < count {
            // Lines are found a word at a time in UTF-8: only a control byte can be a line break.
            index = Unit.nextCandidate(in: units, from: index, 0x0A, 0x0D)
            guard index < count else { break }
            let unit = units[index]
            index += 1
            if unit == 0x0D {
                if index < count && units[index] == 0x0A { index += 1 }
            } else if unit != 0x0A {
                continue
            }
            starts.append(UInt32(truncatingIfNeeded: index))
        }
        for line in starts.indices.dropFirst() { longest = max(longest, Int(starts[line] - starts[line - 1])) }
        longest = max(longest, count - Int(starts[starts.count - 1]))
        self.starts = starts
        scalarCounts = longest > Self.longLine ? ScalarCountIndex(units) : nil
    }

    /// The line starts of UTF-8 text in which only `\n` ends lines, found by the C library's `memchr` (many bytes an
    /// instruction); `nil` for UTF-16 units or text with a carriage return, which the loop in `init` reads.
    private static func lineFeedStarts(_ units: UnsafeBufferPointer<Unit>) -> [UInt32]? {
        guard Unit.bitWidth == 8, let base = UnsafeRawPointer(units.baseAddress),
              memchr(base, 0x0D, units.count) == nil else { return nil }
        var starts: [UInt32] = [0]
        var offset = 0
        while offset < units.count, let found = memchr(base + offset, 0x0A, units.count - offset) {
            offset = base.distance(to: UnsafeRawPointer(found)) + 1
            starts.append(UInt32(truncatingIfNeeded: offset))
        }
        return starts
    }

    /// The 1-based line of `offset` and the offset where that line starts.
    func line(of offset: Int) -> (line: Int, start: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, Int(starts[low]))
    }

    /// The 1-based column, in Unicode scalars, of `offset` on the line starting at `lineStart`.
    func column(of offset: Int, lineStart: Int, in units: UnsafeBufferPointer<Unit>) -> Int {
        if offset - lineStart > Self.longLine, let scalarCounts {
            return scalarCounts.column(of: offset, lineStart: lineStart, in: units)
        }
        var column = 1
        var index = max(0, lineStart)
        let end = min(offset, units.count)
        while index < end {
            if Unit.startsScalar(units[index]) { column += 1 }
            index += 1
        }
        return column
    }
}
