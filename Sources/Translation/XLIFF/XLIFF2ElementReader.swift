import Lproj

/// Reads the elements of an XLIFF 2.0 or 2.1 document below its `<xliff>` root, handing those it models to an
/// ``XLIFF2DocumentBuilder`` and skipping the others (`<skeleton>`, file and group notes, `<mtc:matches>` and other
/// modules' elements, elements of other namespaces).
struct XLIFF2ElementReader: XLIFFVersionReader {
    /// What an open element is to the reader.
    private enum Role {
        /// `<xliff>`, a `<file>`, or a `<group>` that holds units.
        case root, file, group
        /// A `<unit>`, its `<notes>` and a `<note>` of them.
        case unit, notes, note
        /// The unit's `<originalData>` and a `<data>` of it.
        case originalData, data
        /// A `<segment>` or an `<ignorable>`.
        case part(isSegment: Bool)
        /// A part's `<source>` or `<target>`.
        case text(XLIFF2DocumentBuilder.TextField)
        /// A `<pc>` whose content is text, with the data of its end code and where it starts.
        case pairedCode(dataRefEnd: String?, location: SourceLocation)
        /// An `<mrk>`, whose content is text.
        case marker
        /// An inline element that must be empty: `<ph/>`, `<sc/>`, `<ec/>`, `<cp/>`, `<sm/>`, `<em/>`.
        case empty(String)
        /// An element the reader does not model, with all it holds.
        case skipped
    }

    /// The versions read: 2.0, and 2.1, whose core is 2.0's, in the same namespace.
    static let versions: Set<String> = ["2.0", "2.1"]

    private var builder: XLIFF2DocumentBuilder
    /// The open elements below the root, the root first.
    private var openRoles: [Role] = [.root]
    /// The root's namespace, in which the reader takes elements.
    private let namespace: String

    /// A reader for the elements of `root`, whose `srcLang` and `trgLang` are every file's languages.
    init(root: XMLStartTag, at location: SourceLocation) throws(TranslationError) {
        typealias Values = XLIFFAttributeValues
        namespace = root.namespace
        builder = XLIFF2DocumentBuilder(
            sourceLanguage: try Values.required("srcLang", of: "xliff", in: root.attributes, at: location),
            targetLanguage: try Values.value("trgLang", of: "xliff", in: root.attributes, at: location))
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
        case .note: try builder.endNote()
        case .data: builder.endData()
        case .part(let isSegment): try builder.endPart(isSegment: isSegment)
        case .text(let field): builder.endText(field)
        case .pairedCode(let dataRefEnd, let location):
            builder.addCode("pc", attribute: "dataRefEnd", dataID: dataRefEnd, at: location)
        case .root, .group, .notes, .originalData, .marker, .empty, .skipped: break
        }
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, location: () -> SourceLocation) {
        switch openRoles.last {
        case .text?, .note?, .data?, .pairedCode?, .marker?: builder.appendText(bytes)
        case .empty(let element)?:
            builder.refuseUnit(XLIFFUnitProblem(
                location: location(), reason: "text inside <\(element)/>, which must be empty"))
        default: break
        }
    }

    /// What the element is to the reader, given its parent; starts what the builder keeps of it.
    private mutating func role(of tag: XMLStartTag, at location: SourceLocation) throws(TranslationError) -> Role {
        let name = tag.namespace == namespace ? tag.name : ""
        switch (openRoles.last ?? .root, name) {
        case (.root, "file"):
            try builder.startFile(tag.attributes, at: location)
            return .file
        case (.file, "group"), (.group, "group"):
            return .group
        case (.file, "unit"), (.group, "unit"):
            try builder.startUnit(tag.attributes, at: location)
            return .unit
        case (.unit, "notes"):
            return .notes
        case (.notes, "note"):
            builder.startNote(at: location)
            return .note
        case (.unit, "originalData"):
            return .originalData
        case (.originalData, "data"):
            try builder.startData(tag.attributes, at: location)
            return .data
        case (.unit, "segment"), (.unit, "ignorable"):
            try builder.startPart(isSegment: name == "segment", tag.attributes, at: location)
            return .part(isSegment: name == "segment")
        case (.part, "source"), (.part, "target"):
            let field: XLIFF2DocumentBuilder.TextField = name == "source" ? .source : .target
            try builder.startText(field, tag.attributes, at: location)
            return .text(field)
        case (.text, _), (.pairedCode, _), (.marker, _):
            return inlineRole(of: tag, named: name, at: location)
        case (.data, "cp"):
            return codePoint(tag, at: location)
        case (.note, _), (.data, _):
            return refuse(tag, at: location, reason: "cannot be represented: a <note> holds only text, a <data> only "
                + "text and <cp/>")
        case (.empty(let element), _):
            return refuse(tag, at: location, reason: "inside <\(element)/>, which must be empty")
        default:
            return .skipped
        }
    }

    /// The role of an element inside a `<source>`, `<target>`, `<pc>` or `<mrk>`: an inline element of XLIFF 2.0,
    /// or markup that refuses the unit.
    private mutating func inlineRole(of tag: XMLStartTag, named name: String, at location: SourceLocation) -> Role {
        switch name {
        case "cp":
            return codePoint(tag, at: location)
        case "ph", "sc", "ec":
            builder.addCode(name, attribute: "dataRef", dataID: tag.attributes["dataRef"], at: location)
            return .empty(name)
        case "pc":
            builder.addCode("pc", attribute: "dataRefStart", dataID: tag.attributes["dataRefStart"], at: location)
            return .pairedCode(dataRefEnd: tag.attributes["dataRefEnd"], location: location)
        case "mrk":
            return .marker
        case "sm", "em":
            return .empty(name)
        default:
            return refuse(tag, at: location, reason: "inside a <source> or <target> cannot be represented in a "
                + ".strings value (only text and XLIFF 2.0's inline elements are read); translate the unit as plain "
                + "text")
        }
    }

    /// A `<cp hex="..."/>`: the character of its code point, or a refused unit when it names none.
    private mutating func codePoint(_ tag: XMLStartTag, at location: SourceLocation) -> Role {
        let hex = tag.attributes["hex"] ?? ""
        guard (1...6).contains(hex.count), hex.allSatisfy(\.isHexDigit),
              let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) else {
            return refuse(tag, at: location, reason: "has the hex \"\(hex)\", which names no character")
        }
        builder.appendCharacter(scalar)
        return .empty("cp")
    }

    /// Refuses the open unit for the element, and skips it.
    private mutating func refuse(_ tag: XMLStartTag, at location: SourceLocation, reason: String) -> Role {
        builder.refuseUnit(XLIFFUnitProblem(location: location, reason: "<\(tag.qualifiedName)> " + reason))
        return .skipped
    }
}
