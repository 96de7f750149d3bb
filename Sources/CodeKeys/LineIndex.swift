import CTextKernels
import Lproj

/// Makes a `SourceLocation` from a byte offset of a file, counting newlines only when asked, and only for the few
/// offsets asked (calls and problems): from the last offset asked when the new one is after it, else from the start.
final class LineIndex {
    private let bytes: [UInt8]
    let path: String
    /// The last offset counted up to, the 1-based line it is on, and where that line starts.
    private var countedOffset = 0
    private var countedLine = 1
    private var countedLineStart = 0

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The location of `offset`: 1-based line, and column in Unicode scalars (a `\r` before `\n` ends the line too).
    func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        if offset < countedOffset {
            countedOffset = 0
            countedLine = 1
            countedLineStart = 0
        }
        var line = countedLine, lineStart = countedLineStart
        let column = bytes.withUnsafeBufferPointer { buffer in
            // The newlines counted sixteen bytes at a time; then the last one found going back from `offset`.
            if let base = buffer.baseAddress, offset > countedOffset {
                let newlines = l10n_text_count_byte(base + countedOffset, offset - countedOffset, UInt8(ascii: "\n"))
                if newlines > 0 {
                    line += newlines
                    var index = offset - 1
                    while buffer[index] != UInt8(ascii: "\n") { index -= 1 }
                    lineStart = index + 1
                }
            }
            var column = 1
            for index in lineStart..<offset where buffer[index] & 0xC0 != 0x80 { column += 1 }
            return column
        }
        countedOffset = offset
        countedLine = line
        countedLineStart = lineStart
        return SourceLocation(file: path, line: line, column: column)
    }
}
