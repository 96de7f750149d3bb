/// Inputs that Foundation's `XMLParser` on Linux cannot take safely, found before it sees the bytes; the XLIFF and
/// Interface Builder readers both refuse them.
public enum XMLParserHazards {
    /// The first processing instruction without data (`<?target?>`), as the offset of its `<` and the range of its
    /// target, or `nil`. libxml2 reports such an instruction with a null data pointer, which Foundation passes to
    /// `strlen`: the process crashes (found by the project's fuzzer). One with white space before `?>` is harmless.
    /// Every `<?` is looked at, in comments and CDATA sections too and inside another instruction (`<?<?x?>`): after a
    /// malformed start libxml2 recovers and may still report a later instruction.
    public static func bareProcessingInstruction(in bytes: [UInt8]) -> (offset: Int, target: Range<Int>)? {
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            var end = index + 2
            while end < bytes.count, !isTargetEnd(bytes[end]) { end += 1 }
            if end > index + 2, bytes[end...].starts(with: "?>".utf8) { return (index, (index + 2)..<end) }
        }
        return nil
    }

    /// Whether `byte` ends an instruction's target: white space or `?`.
    private static func isTargetEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "?")
    }
}
