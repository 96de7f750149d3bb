/// Checks a storyboard's or xib's bytes before the XML parser sees them, refusing what Interface Builder never writes
/// and the XLIFF reader refuses too: bytes that are no UTF-8, a processing instruction without data (`<?pm?>`),
/// and a document type declaration (its entities' text would be lost).
enum InterfaceBuilderInput {
    /// Why the bytes are refused, with the 1-based line where, or `nil` when they may be parsed.
    static func refusal(_ bytes: [UInt8]) -> (reason: String, line: Int)? {
        if let bad = firstInvalidUTF8(bytes[...]) {
            return ("a byte that is no UTF-8 (Interface Builder files are UTF-8)", line(of: bad, in: bytes))
        }
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            if bytes[index] == UInt8(ascii: "<"), bytes[(index + 1)...].starts(with: "!DOCTYPE".utf8) {
                return ("a document type declaration: Interface Builder files have none", line(of: index, in: bytes))
            }
        }
        if let instruction = XMLParserHazards.bareProcessingInstruction(in: bytes) {
            return ("a processing instruction without data, which the XML parser cannot hand on safely",
                    line(of: instruction.offset, in: bytes))
        }
        return nil
    }

    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
    }
}
