import Lproj

/// Follows an `XMLPushParser` through an XLIFF document, handing the elements it models to an
/// ``XLIFFDocumentBuilder`` and skipping the others; it keeps the first error and stops the parser there.
final class XLIFFParserDelegate: XMLPushParserDelegate {
    /// What an open element is to the reader.
    private enum Role {
        /// `<xliff>`, `<file>`, or a `<body>` or `<group>` that holds units.
        case root, file, body
        /// A `<trans-unit>`.
        case unit
        /// A `<source>`, `<target>` or `<note>` of a unit.
        case text(XLIFFDocumentBuilder.TextField)
        /// An inline element inside a `<source>` or `<target>`.
        case inline(XLIFFInlineElement)
        /// The writer's `<x ctype="x-l10n-check-char"/>` character escape, which must stay empty.
        case escape
        /// An element the reader does not model, with all it holds.
        case skipped
    }

    /// The XLIFF versions read: 1.2, and 1.1, which differs from it in nothing the reader uses.
    static let versions: Set<String> = ["1.1", "1.2"]
    /// How deep elements may nest. XLIFF needs a handful of levels (`<xliff>`, `<file>`, `<body>`, `<group>`s,
    /// `<trans-unit>`, `<target>`, inline elements); libxml2 reading with `XML_PARSE_HUGE` sets no limit, and each
    /// open element costs the parser and the reader some 70 bytes: a file of nothing but nested elements took ten
    /// times its size in memory (210 MB nested 30 million deep: 2.1 GB) before this limit.
    static let maximumDepth = 1_000

    private var builder = XLIFFDocumentBuilder()
    private var positions: XLIFFSourcePositions
    private var openRoles: [Role] = []
    private var namespace = ""
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
        return XLIFFDocument(files: builder.files)
    }

    func parser(_ parser: XMLPushParser, didStart tag: XMLStartTag) {
        guard error == nil else { return }
        let (line, column) = parser.position
        let location = positions.tagStart(line: line, column: column)
        guard openRoles.count < Self.maximumDepth else {
            stop(parser, with: .malformed(location, reason: "elements nested more than \(Self.maximumDepth) deep, "
                + "which no XLIFF file needs; the file is not read"))
            return
        }
        do throws(TranslationError) {
            openRoles.append(try role(of: tag, at: location))
        } catch {
            stop(parser, with: error)
        }
    }

    func parserDidEndElement(_ parser: XMLPushParser) {
        guard error == nil, let role = openRoles.popLast() else { return }
        do throws(TranslationError) {
            switch role {
            case .root: rootClosed = true
            case .file: builder.endFile()
            case .unit: try builder.endUnit()
            case .text(let field): try builder.endText(field)
            case .inline(let element): builder.endInline(element)
            case .body, .escape, .skipped: break
            }
        } catch {
            stop(parser, with: error)
        }
    }

    func parser(_ parser: XMLPushParser, foundText bytes: UnsafeBufferPointer<UInt8>) {
        guard error == nil else { return }
        switch openRoles.last {
        case .text?, .inline(.transparent)?, .inline(.code)?: builder.appendText(bytes)
        case .escape?, .inline(.placeholder)?:
            let (line, column) = parser.position
            builder.refuseUnit(XLIFFUnitProblem(
                location: positions.location(line: line, column: column),
                reason: openRoles.last.map(Self.isEscape) == true
                    ? "text inside a character escape, which must be empty"
                    : "text inside a placeholder (<x/>, <bx/> or <ex/>), which must be empty"))
        default: break
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

    /// What the element is to the reader, given its parent; starts what the builder keeps of it.
    private func role(of tag: XMLStartTag, at location: SourceLocation) throws(TranslationError) -> Role {
        guard let parent = openRoles.last else { return try rootRole(of: tag, at: location) }
        let name = tag.namespace == namespace ? tag.name : ""
        switch (parent, name) {
        case (.root, "file"):
            try builder.startFile(tag.attributes, at: location)
            return .file
        case (.file, "body"), (.body, "group"):
            return .body
        case (.body, "trans-unit"):
            try builder.startUnit(tag.attributes, at: location)
            return .unit
        case (.unit, _):
            guard let field = XLIFFDocumentBuilder.TextField(rawValue: name) else { return .skipped }
            try builder.startText(field, tag.attributes, at: location)
            return .text(field)
        case (.text(let field), _):
            return inlineRole(of: tag, named: name, inside: "<\(field.rawValue)>", inNote: field == .note, at: location)
        case (.inline(.placeholder(let placeholder)), _):
            builder.refuseUnit(XLIFFUnitProblem(
                location: location,
                reason: "<\(tag.qualifiedName)> inside the placeholder <\(placeholder)/>, which must be empty"))
            return .skipped
        case (.inline, _):
            return inlineRole(of: tag, named: name, inside: "an inline element", inNote: false, at: location)
        case (.escape, _):
            builder.refuseUnit(XLIFFUnitProblem(
                location: location,
                reason: "<\(tag.qualifiedName)> inside a character escape, which must be empty"))
            return .skipped
        default:
            return .skipped
        }
    }

    private func rootRole(of tag: XMLStartTag, at location: SourceLocation) throws(TranslationError) -> Role {
        guard tag.name == "xliff" else {
            throw .malformed(location, reason: "the root element is <\(tag.qualifiedName)>, not <xliff>")
        }
        guard let version = tag.attributes["version"] else {
            throw .malformed(location, reason: "the <xliff> has no version attribute")
        }
        guard Self.versions.contains(version) else {
            throw .malformed(location, reason: "the document is XLIFF \(version); only XLIFF 1.1 and 1.2 are read")
        }
        namespace = tag.namespace
        return .root
    }

    /// The role of an element inside a text: the writer's character escape, an XLIFF inline element (not in a
    /// `<note>`, which XLIFF gives none), or markup that refuses the unit.
    private func inlineRole(
        of tag: XMLStartTag, named name: String, inside container: String, inNote: Bool, at location: SourceLocation
    ) -> Role {
        let type = XLIFFCharacters.escapeType
        if name == "x", tag.attributes["ctype"] == type {
            let id = tag.attributes["id"] ?? ""
            guard let scalar = XLIFFCharacters.scalar(forEscapeID: id) else {
                builder.refuseUnit(XLIFFUnitProblem(
                    location: location,
                    reason: "the <x ctype=\"\(type)\"/> has the id \"\(id)\", which names no character"))
                return .skipped
            }
            builder.appendCharacter(scalar)
            return .escape
        }
        guard !inNote, let element = XLIFFInlineElement(name: name) else {
            builder.refuseUnit(XLIFFUnitProblem(
                location: location,
                reason: "<\(tag.qualifiedName)> inside \(container) cannot be represented in a .strings value "
                    + (inNote
                        ? "(a note holds only text and <x ctype=\"\(type)\"/> character escapes)"
                        : "(only text, XLIFF's inline elements and <x ctype=\"\(type)\"/> character escapes are read)")
                    + "; translate the unit as plain text"))
            return .skipped
        }
        builder.startInline(element, tag.attributes, at: location)
        return .inline(element)
    }

    private static func isEscape(_ role: Role) -> Bool {
        if case .escape = role { return true }
        return false
    }

    private func stop(_ parser: XMLPushParser, with error: TranslationError) {
        self.error = error
        parser.stop()
    }
}
