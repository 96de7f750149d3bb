/// Turns byte offsets in UTF-8 text into 1-based lines and columns counted in Unicode scalars.
///
/// It walks forward from the last place it was asked about, so asking in increasing order (as a parser does)
/// costs time in proportion to the text, even when the whole file is one line.
struct PropertyListTextLocator {
    private let text: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var column = 1

    init(text: [UInt8], file: String) {
        self.text = text
        self.file = file
    }

    /// The line and column of the byte at `target` (or of the end of the text).
    mutating func location(at target: Int) -> SourceLocation {
        let target = min(max(0, target), text.count)
        if target < offset { (offset, line, column) = (0, 1, 1) }
        while offset < target {
            let byte = text[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 == text.count || text[offset + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            offset += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// How lines end in `text`.
    static func lineEnding(of text: [UInt8]) -> LineEnding {
        var (lf, crlf, cr) = (false, false, false)
        var index = 0
        while index < text.count {
            switch text[index] {
            case 0x0A: lf = true
            case 0x0D:
                if index + 1 < text.count, text[index + 1] == 0x0A {
                    crlf = true
                    index += 1
                } else {
                    cr = true
                }
            default: break
            }
            index += 1
        }
        switch (lf, crlf, cr) {
        case (false, false, false): return .none
        case (true, false, false): return .lf
        case (false, true, false): return .crlf
        case (false, false, true): return .cr
        default: return .mixed
        }
    }
}
