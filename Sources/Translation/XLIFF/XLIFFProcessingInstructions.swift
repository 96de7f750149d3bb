import Lproj

/// Refuses a processing instruction without data (`<?target?>`) before the XML parser sees the document.
///
/// libxml2 reports such an instruction with a null data pointer, and Foundation's `XMLParser` on Linux passes that
/// pointer to `strlen`: the process crashes (found by `Fuzz/run xliff-import`, swift-corelibs-foundation with
/// libxml2 2.9). An instruction with data, or with only white space after its target (`<?target ?>`), reaches the
/// parser with a non-null, possibly empty, text and is harmless. XLIFF has no use for processing instructions, so
/// the rare file with a bare one is refused at its place with a fix, instead of crashing the command.
enum XLIFFProcessingInstructions {
    /// Throws at the first `<?target?>`. Every `<?` is looked at, in comments and CDATA sections too and inside
    /// another instruction (`<?<?x?>`): after a malformed start libxml2 recovers and may still report a later
    /// instruction, so no place is trusted to be skipped. `bytes` are UTF-8, after any byte order mark.
    static func validate(_ bytes: [UInt8], path: String) throws(TranslationError) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            let target = targetEnd(in: bytes, from: index + 2)
            guard target > index + 2, bytes[target...].starts(with: "?>".utf8) else { continue }
            throw TranslationError.malformed(
                XLIFFProlog.location(of: index, in: bytes, from: start, path: path),
                reason: "a processing instruction without data (<?"
                    + String(decoding: bytes[(index + 2)..<target], as: UTF8.self)
                    + "?>), which the XML parser cannot hand on safely; remove it or put a space before '?>'")
        }
    }

    /// The index of the first byte after the instruction's target name: white space, `?`, or the end.
    private static func targetEnd(in bytes: [UInt8], from index: Int) -> Int {
        var position = index
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "?"):
                return position
            default:
                position += 1
            }
        }
        return position
    }
}
