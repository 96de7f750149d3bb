import Lproj

/// Reads the elements of an XLIFF 1.2 or 1.1 document below its `<xliff>` root, handing those it models to an
/// ``XLIFFDocumentBuilder`` and skipping the others.
struct XLIFF12ElementReader: XLIFFVersionReader {
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

    private var builder = XLIFFDocumentBuilder()
    /// The open elements below the root, the root first.
    private var openRoles: [Role] = [.root]
    /// The root's namespace, in which the reader takes elements.
    private let namespace: String

    /// A reader for the elements of a root in `namespace`.
    init(namespace: String) {
        self.namespace = namespace
    }

    var files: [XLIFFFile] { builder.files }

    mutating func start(_ tag: XMLStartTag, at location: SourceLocation) throws(TranslationError) {
        openRoles.append(try role(of: tag, at: location))
    }

    mutating func end() throws(TranslationError) {
        guard openRoles.count > 1, let role = openRoles.popLast() else { return }
        switch role {
        case .file: builder.endFile()
        case .unit: try builder.endUnit()
        case .text(let field): try builder.endText(field)
        case .inline(let element): builder.endInline(element)
        case .root, .body, .escape, .skipped: break
        }
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, location: () -> SourceLocation) {
        switch openRoles.last {
        case .text?, .inline(.transparent)?, .inline(.code)?: builder.appendText(bytes)
        case .escape?, .inline(.placeholder)?:
            builder.refuseUnit(XLIFFUnitProblem(
                location: location(),
                reason: openRoles.last.map(Self.isEscape) == true
                    ? "text inside a character escape, which must be empty"
                    : "text inside a placeholder (<x/>, <bx/> or <ex/>), which must be empty"))
        default: break
        }
    }

    /// What the element is to the reader, given its parent; starts what the builder keeps of it.
    private mutating func role(of tag: XMLStartTag, at location: SourceLocation) throws(TranslationError) -> Role {
        let parent = openRoles.last ?? .root
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

    /// The role of an element inside a text: the writer's character escape, an XLIFF inline element (not in a
    /// `<note>`, which XLIFF gives none), or markup that refuses the unit.
    private mutating func inlineRole(
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
}
