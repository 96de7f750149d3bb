import Lproj

/// Follows an `XMLPushParser` through an XLIFF document: checks the `<xliff>` root, hands what lies below it to the
/// reader of the root's version (`XLIFF12ElementReader` for 1.2 and 1.1, `XLIFF2ElementReader` for 2.0 and 2.1),
/// and keeps the first error, stopping the parser there.
final class XLIFFParserDelegate: XMLPushParserDelegate {
    /// How deep elements may nest. XLIFF needs a handful of levels (`<xliff>`, `<file>`, `<body>`, `<group>`s,
    /// `<trans-unit>`, `<target>`, inline elements); libxml2 reading with `XML_PARSE_HUGE` sets no limit, and each
    /// open element costs the parser and the reader some 70 bytes: a file of nothing but nested elements took ten
    /// times its size in memory (210 MB nested 30 million deep: 2.1 GB) before this limit.
    static let maximumDepth = 1_000

    private var reader: (any XLIFFVersionReader)?
    private var positions: XLIFFSourcePositions
    /// How many elements are open, the root included.
    private var depth = 0
    private var rootClosed = false
    private var error: TranslationError?

    /// A delegate for the document `bytes`, read from `path`.
    init(path: String, bytes: [UInt8]) {
        positions = XLIFFSourcePositions(path: path, bytes: bytes)
    }

    /// The document read, once the parser is done (with libxml2's `result`), or the first error in it.
    func document(result: Int) throws(TranslationError) -> XLIFFDocument {
        if let error { throw error }
        if result != 0, !XMLParseFailure.isWarning(result) {
            throw .malformed(positions.end(), reason: XMLParseFailure.reason(forCode: result))
        }
        guard rootClosed else {
            throw .malformed(positions.end(), reason: "the document ends without a complete <xliff> root element")
        }
        return XLIFFDocument(files: reader?.files ?? [])
    }

    func parser(_ parser: XMLPushParser, didStart tag: XMLStartTag) {
        guard error == nil else { return }
        let (line, column) = parser.position
        let location = positions.tagStart(line: line, column: column)
        guard depth < Self.maximumDepth else {
            stop(parser, with: .malformed(location, reason: "elements nested more than \(Self.maximumDepth) deep, "
                + "which no XLIFF file needs; the file is not read"))
            return
        }
        do throws(TranslationError) {
            if depth == 0 {
                reader = try Self.reader(forRoot: tag, at: location)
            } else {
                try reader?.start(tag, at: location)
            }
            depth += 1
        } catch {
            stop(parser, with: error)
        }
    }

    func parserDidEndElement(_ parser: XMLPushParser) {
        guard error == nil, depth > 0 else { return }
        depth -= 1
        guard depth > 0 else {
            rootClosed = true
            return
        }
        do throws(TranslationError) {
            try reader?.end()
        } catch {
            stop(parser, with: error)
        }
    }

    func parser(_ parser: XMLPushParser, foundText bytes: UnsafeBufferPointer<UInt8>) {
        guard error == nil, depth > 1 else { return }
        reader?.text(bytes) {
            let (line, column) = parser.position
            return positions.location(line: line, column: column)
        }
    }

    /// Keeps the first error. The parser is not stopped here (libxml2 halts itself on a fatal error, and may be
    /// converting input when it reports one); whatever comes after the first error is ignored.
    func parser(_ parser: XMLPushParser, foundError code: Int, isWarning: Bool) {
        guard error == nil, !XMLParseFailure.isWarning(code) else { return }
        let (line, column) = parser.position
        let location = positions.location(line: line, column: column)
        error = .malformed(location, reason: XMLParseFailure.reason(forCode: code))
    }

    /// The reader for the elements below the root: the root must be `<xliff>` of a version read.
    private static func reader(
        forRoot tag: XMLStartTag, at location: SourceLocation
    ) throws(TranslationError) -> any XLIFFVersionReader {
        guard tag.name == "xliff" else {
            throw .malformed(location, reason: "the root element is <\(tag.qualifiedName)>, not <xliff>")
        }
        guard let version = tag.attributes["version"] else {
            throw .malformed(location, reason: "the <xliff> has no version attribute")
        }
        if XLIFF12ElementReader.versions.contains(version) { return XLIFF12ElementReader(namespace: tag.namespace) }
        if XLIFF2ElementReader.versions.contains(version) { return try XLIFF2ElementReader(root: tag, at: location) }
        throw .malformed(
            location, reason: "the document is XLIFF \(version); only XLIFF 1.1, 1.2, 2.0 and 2.1 are read")
    }

    private func stop(_ parser: XMLPushParser, with error: TranslationError) {
        self.error = error
        parser.stop()
    }
}
