import Lproj

/// The offsets where lines start in a file's bytes, to make a `SourceLocation` from a byte offset.
struct LineIndex {
    private let starts: [Int]
    private let bytes: [UInt8]
    let path: String

    init(bytes: [UInt8], path: String) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
        self.bytes = bytes
        self.path = path
    }

    /// The location of `offset`: 1-based line, and column in Unicode scalars (a `\r` before `\n` ends the line too).
    func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = starts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: low + 1, column: column)
    }
}
