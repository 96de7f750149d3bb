import Lproj

/// Refuses a processing instruction without data (`<?target?>`) before the XML parser sees the document.
///
/// libxml2 reports such an instruction with a null data pointer, and Foundation's `XMLParser` on Linux, which read
/// XLIFF before, passed that pointer to `strlen`: the process crashed (found by `Fuzz/run xliff-import`,
/// swift-corelibs-foundation with libxml2 2.9). `XMLPushParser` takes no processing instructions from libxml2, so
/// it cannot crash there, but the refusal stays, so that such a file reads the same as it did: XLIFF has no use
/// for processing instructions, and the rare file with a bare one is refused at its place with a fix. An
/// instruction with data, or with only white space after its target (`<?target ?>`), is read and ignored.
enum XLIFFProcessingInstructions {
    /// Throws at the first `<?target?>` (see `XMLParserHazards`). `bytes` are UTF-8, after any byte order mark.
    static func validate(_ bytes: [UInt8], path: String) throws(TranslationError) {
        guard let instruction = XMLParserHazards.bareProcessingInstruction(in: bytes) else { return }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        throw TranslationError.malformed(
            XLIFFProlog.location(of: instruction.offset, in: bytes, from: start, path: path),
            reason: "a processing instruction without data (<?"
                + String(decoding: bytes[instruction.target], as: UTF8.self)
                + "?>), which the XML parser cannot hand on safely; remove it or put a space before '?>'")
    }
}
