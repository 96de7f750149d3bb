import Lproj

/// Turns the byte offsets of a PO file's entries, which only grow, into locations, walking forward from the last.
struct POLocator {
    private let source: POSource
    private var offset = 0
    private var line = 1
    private var column = 1

    /// A locator at the start of `source`.
    init(source: POSource) {
        self.source = source
    }

    /// The location of the byte at `target`; an offset before the last one asked for starts the walk again.
    mutating func location(of target: Int) -> SourceLocation {
        if target < offset { self = POLocator(source: source) }
        let bytes = source.bytes
        while offset < min(target, bytes.count) {
            let byte = bytes[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D && byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return SourceLocation(file: source.path, line: line, column: column)
    }
}
