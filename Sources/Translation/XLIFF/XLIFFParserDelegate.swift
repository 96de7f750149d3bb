import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Lproj

/// Follows `XMLParser` through an XLIFF document, handing the elements it models to an ``XLIFFDocumentBuilder``
/// and skipping the others; it keeps the first error and stops the parser there.
final class XLIFFParserDelegate: NSObject, XMLParserDelegate {
    /// What an open element is to the reader.
    private enum Role {
        /// `<xliff>`, `<file>`, or a `<body>` or `<group>` that holds units.
        case root, file, body
        /// A `<trans-unit>`.
        case unit
        /// A `<source>`, `<target>` or `<note>` of a unit.
        case text(XLIFFDocumentBuilder.TextField)
        /// The writer's `<x ctype="x-l10n-check-char"/>` character escape, which must stay empty.
        case escape
        /// An element the reader does not model, with all it holds.
        case skipped
    }

    /// A start tag as the parser reports it.
    private struct Element {
        let name: String
        let namespace: String
        let qualifiedName: String
        let attributes: [String: String]
    }

    private var builder = XLIFFDocumentBuilder()
    private var positions: XLIFFSourcePositions
    private var openRoles: [Role] = []
    private var namespace = ""
    private var rootClosed = false
    private var text = ""
    private var error: TranslationError?

    /// A delegate for the document `bytes`, read from `path`.
    init(path: String, bytes: [UInt8]) {
        positions = XLIFFSourcePositions(path: path, bytes: bytes)
    }

    /// The document read, once the parser is done, or the first error in it.
    func document() throws(TranslationError) -> XLIFFDocument {
        if let error { throw error }
        guard rootClosed else {
            throw .malformed(positions.end(), reason: "the document ends without a complete <xliff> root element")
        }
        return XLIFFDocument(files: builder.files)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard error == nil else { return }
        let element = Element(
            name: elementName, namespace: namespaceURI ?? "", qualifiedName: qualifiedName ?? elementName,
            attributes: attributes)
        let location = positions.tagStart(line: parser.lineNumber, column: parser.columnNumber)
        do throws(TranslationError) {
            openRoles.append(try role(of: element, at: location))
        } catch {
            stop(parser, with: error)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard error == nil, let role = openRoles.popLast() else { return }
        do throws(TranslationError) {
            switch role {
            case .root: rootClosed = true
            case .file: builder.endFile()
            case .unit: try builder.endUnit()
            case .text(let field):
                try builder.endText(field, text: text)
                text = ""
            case .body, .escape, .skipped: break
            }
        } catch {
            stop(parser, with: error)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        appendText(string, at: parser)
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        appendText(whitespaceString, at: parser)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        appendText(String(decoding: CDATABlock, as: UTF8.self), at: parser)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        guard error == nil, !XMLParseFailure.isWarning(code) else { return }
        error = .malformed(
            positions.location(line: parser.lineNumber, column: parser.columnNumber),
            reason: XMLParseFailure.reason(forCode: code))
    }

    /// What the element is to the reader, given its parent; starts what the builder keeps of it.
    private func role(of element: Element, at location: SourceLocation) throws(TranslationError) -> Role {
        guard let parent = openRoles.last else { return try rootRole(of: element, at: location) }
        let name = element.namespace == namespace ? element.name : ""
        switch (parent, name) {
        case (.root, "file"):
            try builder.startFile(element.attributes, at: location)
            return .file
        case (.file, "body"), (.body, "group"):
            return .body
        case (.body, "trans-unit"):
            try builder.startUnit(element.attributes, at: location)
            return .unit
        case (.unit, _):
            guard let field = XLIFFDocumentBuilder.TextField(rawValue: name) else { return .skipped }
            try builder.startText(field, element.attributes, at: location)
            return .text(field)
        case (.text(let field), _):
            if let problem = appendEscapedCharacter(element, inside: field, at: location) {
                builder.refuseUnit(problem)
                return .skipped
            }
            return .escape
        case (.escape, _):
            builder.refuseUnit(XLIFFUnitProblem(
                location: location,
                reason: "<\(element.qualifiedName)> inside a character escape, which must be empty"))
            return .skipped
        default:
            return .skipped
        }
    }

    private func rootRole(of element: Element, at location: SourceLocation) throws(TranslationError) -> Role {
        guard element.name == "xliff" else {
            throw .malformed(location, reason: "the root element is <\(element.qualifiedName)>, not <xliff>")
        }
        guard let version = element.attributes["version"] else {
            throw .malformed(location, reason: "the <xliff> has no version attribute")
        }
        guard version == "1.2" else {
            throw .malformed(location, reason: "the document is XLIFF \(version); only XLIFF 1.2 is read")
        }
        namespace = element.namespace
        return .root
    }

    /// Appends the character an `<x ctype="x-l10n-check-char"/>` stands for; for any other element, or an escape
    /// that names no character, the problem that refuses the unit.
    private func appendEscapedCharacter(
        _ element: Element, inside field: XLIFFDocumentBuilder.TextField, at location: SourceLocation
    ) -> XLIFFUnitProblem? {
        let type = XLIFFCharacters.escapeType
        guard element.namespace == namespace, element.name == "x", element.attributes["ctype"] == type else {
            return XLIFFUnitProblem(
                location: location,
                reason: "<\(element.qualifiedName)> inside <\(field.rawValue)> cannot be represented in a .strings "
                    + "value (only text and <x ctype=\"\(type)\"/> character escapes are read); "
                    + "translate the unit as plain text")
        }
        let id = element.attributes["id"] ?? ""
        guard let scalar = XLIFFCharacters.scalar(forEscapeID: id) else {
            return XLIFFUnitProblem(
                location: location, reason: "the <x ctype=\"\(type)\"/> has the id \"\(id)\", which names no character")
        }
        text.unicodeScalars.append(scalar)
        return nil
    }

    private func appendText(_ string: String, at parser: XMLParser) {
        switch openRoles.last {
        case .text?: text += string
        case .escape?:
            guard error == nil, !string.isEmpty else { return }
            builder.refuseUnit(XLIFFUnitProblem(
                location: positions.location(line: parser.lineNumber, column: parser.columnNumber),
                reason: "text inside a character escape, which must be empty"))
        default: break
        }
    }

    private func stop(_ parser: XMLParser, with error: TranslationError) {
        self.error = error
        parser.abortParsing()
    }
}
