/// Reads `.strings` files in any form Apple's runtime accepts: old-style text in UTF-8, UTF-16 or UTF-32, an XML
/// property list, or a binary property list.
public enum StringsFileReader {
    /// Reads the file at `path`; problems inside the file are the document's issues, not thrown errors.
    public static func read(contentsOf path: String) throws(FileReadError) -> StringsDocument {
        read(bytes: try FileBytes.read(path), path: path)
    }

    /// Reads a `.strings` file's bytes; `path` names it in locations.
    public static func read(bytes: [UInt8], path: String) -> StringsDocument {
        if PropertyListFormat.detect(bytes) != nil {
            return StringsPropertyListReader.read(bytes, path: path)
        }
        let decoded = TextDecoder.decode(bytes, file: path)
        switch decoded.units {
        case .utf8(let units):
            return units.withUnsafeBufferPointer { parse($0, decoded: decoded, source: .utf8(units), path: path) }
        case .utf16(let units):
            return units.withUnsafeBufferPointer { parse($0, decoded: decoded, source: .utf16(units), path: path) }
        }
    }

    private static func parse<Unit: SourceUnit>(
        _ units: UnsafeBufferPointer<Unit>, decoded: DecodedText, source: SourceText, path: String
    ) -> StringsDocument {
        var parser = StringsTextParser(units: units, file: path)
        var pending = decoded.issues
        if units.isEmpty {
            pending.append(PendingIssue(problem: .emptyFile, location: nil, offset: 0, effect: .rejects))
        } else {
            parser.parse()
            pending += parser.issues
        }
        // Copied to their exact size: arrays grown by doubling keep up to half their room unused, for as long as the
        // document lives.
        let entries = StringsTextEntries(
            file: path, source: source, arena: Array(parser.arena[...]), slots: Array(parser.slots[...]))
        let (issues, runtimePrefix) = RuntimeConsequences.resolve(pending, entries: entries, file: path)
        var document = StringsDocument(
            path: path, format: .text, encoding: decoded.encoding, hasByteOrderMark: decoded.hasByteOrderMark,
            lineEnding: parser.lineEnding, textEntries: entries, issues: issues, runtimeEntryPrefix: runtimePrefix,
            source: source, header: parser.header, footer: parser.footer)
        document.unrecordedIssueCount = parser.unrecordedIssueCount
        return document
    }
}
