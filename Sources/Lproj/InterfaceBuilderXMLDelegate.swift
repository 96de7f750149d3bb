import Foundation

/// Follows an ``XMLPushParser`` through a storyboard or xib and collects every object ID and every localizable text
/// as ``InterfaceBuilderProperties`` describes it, each with the comment ibtool writes for it; keeps the first XML
/// error.
final class InterfaceBuilderXMLDelegate: XMLPushParserDelegate {
    typealias Frame = InterfaceBuilderXMLFrame

    private let path: String
    private let lines: [ArraySlice<UInt8>]
    private var frames: [Frame] = []
    private var text = ""
    /// The framework the document's classes belong to, from its root element.
    private var framework = InterfaceBuilderClassNames.Framework.appKit
    /// The class name of each element name met with a text, made once.
    private var classNames: [String: String] = [:]
    /// The texts found, in document order, each keyed `<objectID>.<property>`.
    private(set) var entries: [StringsEntry] = []
    /// Every object ID of the document.
    private(set) var objectIDs: Set<String> = []
    /// The class, property and owning object of each text, by key.
    private var textOwners: [String: (className: String, property: String, objectID: String)] = [:]
    /// The comment for localizers of each object that has one (Xcode's "Comment For Localizer"), by ID.
    private var localizerComments: [String: String] = [:]
    /// The object that holds each object (the nearest element with an ID around it), by ID.
    private var holders: [String: String] = [:]
    /// The first XML error, with where the parser found it.
    private(set) var failure: (reason: String, location: SourceLocation)?

    /// A delegate for the document `bytes` read from `path`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    func parser(_ parser: XMLPushParser, didStart tag: XMLStartTag) {
        guard failure == nil else { return }
        let line = parser.position.line
        if frames.isEmpty { framework = InterfaceBuilderClassNames.framework(ofDocument: tag.attributes) }
        if let id = tag.attributes["id"] {
            objectIDs.insert(id)
            if let holder = frames.last?.owner?.id { holders[id] = holder }
            let owner = Frame.Owner(id: id, element: tag.name)
            for (property, text) in InterfaceBuilderProperties.texts(of: tag.attributes, element: tag.name) {
                add(owner, property, text, line: line)
            }
            frames.append(Frame(name: tag.name, owner: owner, partPrefix: "", line: line))
        } else if let parent = frames.last {
            var frame = Frame(name: tag.name, owner: parent.owner, line: line)
            readPart(tag, into: &frame, parent: parent)
            frames.append(frame)
        } else {
            frames.append(Frame(name: tag.name, line: line))
        }
    }

    /// Reads an element without an ID: a part of its owner that may hold the owner's texts.
    private func readPart(_ tag: XMLStartTag, into frame: inout Frame, parent: Frame) {
        guard let owner = parent.owner else { return }
        let attributes = tag.attributes, line = frame.line
        if readLocalizerComment(tag, into: &frame, parent: parent, owner: owner) { return }
        switch tag.name {
        case "state":
            if let state = attributes["key"], let title = attributes["title"] {
                add(owner, InterfaceBuilderProperties.stateTitleProperty(state), title, line: line)
            }
        case "segment" where parent.name == "segments":
            let index = frames[frames.count - 1].segments
            frames[frames.count - 1].segments += 1
            for (property, text) in InterfaceBuilderProperties.segmentProperties(attributes, index: index) {
                let commented = InterfaceBuilderProperties.segmentCommentProperty(property, objectID: owner.id)
                add(owner, property, text, line: line, commentProperty: commented)
            }
        case "accessibility" where parent.partPrefix == "":
            for (property, text) in InterfaceBuilderProperties.accessibilityProperties(attributes) {
                add(owner, property, text, line: line)
            }
        case "dictionary":
            frame.isBindingOptions = parent.partPrefix == "" && parent.name == "binding"
                && attributes["key"] == "options"
        case "string":
            guard let key = attributes["key"] else { return }
            if parent.isBindingOptions {
                frame.stringProperty = InterfaceBuilderProperties.bindingPlaceholderProperty(key)
            } else if let prefix = parent.partPrefix {
                frame.stringProperty = InterfaceBuilderProperties.property(ofAttribute: key, element: parent.name)
                    .map { prefix + $0 }
            }
            frame.isBase64 = attributes["base64-UTF8"] == "YES"
            text = ""
        default:
            guard let part = InterfaceBuilderProperties.partKey(ofElement: tag.name), parent.partPrefix == "",
                  attributes["key"] == part else { return }
            frame.partPrefix = part + "."
            for (property, text) in InterfaceBuilderProperties.texts(of: attributes, element: tag.name) {
                add(owner, part + "." + property, text, line: line)
            }
        }
    }

    /// Reads the owner's comment for localizers (`<attributedString key="userComments">`, its fragments' `content`
    /// or `<string key="content">`); whether the element was part of one.
    private func readLocalizerComment(
        _ tag: XMLStartTag, into frame: inout Frame, parent: Frame, owner: Frame.Owner
    ) -> Bool {
        if tag.name == "attributedString", tag.attributes["key"] == "userComments" {
            frame.isLocalizerComment = true
        } else if parent.isLocalizerComment {
            frame.isLocalizerComment = true
            if let content = tag.attributes["content"] { localizerComments[owner.id, default: ""] += content }
            frame.isLocalizerCommentText = tag.name == "string" && tag.attributes["key"] == "content"
            if frame.isLocalizerCommentText { text = "" }
        }
        return frame.isLocalizerComment
    }

    /// What ibtool records of each text beside it, the comment for localizers of its object (or of the object that
    /// holds it: a text field's comment stands for its cell's text) included.
    var details: [String: InterfaceBuilderTextDetail] {
        textOwners.mapValues { owner in
            InterfaceBuilderTextDetail(
                className: owner.className, property: owner.property,
                localizerComment: localizerComments[owner.objectID]
                    ?? holders[owner.objectID].flatMap { localizerComments[$0] })
        }
    }

    func parser(_ parser: XMLPushParser, foundText bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil, let frame = frames.last else { return }
        if frame.stringProperty != nil || frame.isLocalizerCommentText { text += String(decoding: bytes, as: UTF8.self) }
    }

    func parserDidEndElement(_ parser: XMLPushParser) {
        guard failure == nil, let frame = frames.popLast() else { return }
        if frame.isLocalizerCommentText, let owner = frame.owner {
            localizerComments[owner.id, default: ""] += text
            return
        }
        guard let property = frame.stringProperty, let owner = frame.owner else { return }
        var value = text
        if frame.isBase64 {
            guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters),
                  let decoded = String(data: data, encoding: .utf8) else { return }
            value = decoded
        }
        add(owner, property, value, line: frame.line)
    }

    /// Keeps the first error (libxml2 stops at a fatal one); warnings leave the document well-formed.
    func parser(_ parser: XMLPushParser, foundError code: Int, isWarning: Bool) {
        guard failure == nil, !XMLParseFailure.isWarning(code) else { return }
        fail(XMLParseFailure.reason(forCode: code), at: parser.position)
    }

    /// Keeps `reason` as the failure at libxml2's `position`, unless one is kept already.
    func fail(_ reason: String, at position: (line: Int, column: Int)) {
        guard failure == nil else { return }
        failure = (reason, SourceLocation(file: path, line: max(position.line, 1), column: max(position.column, 1)))
    }

    /// Records a text with ibtool's comment (which names `commentProperty`, the property unless told); empty texts
    /// are not exported.
    private func add(
        _ owner: Frame.Owner, _ property: String, _ value: String, line: Int, commentProperty: String? = nil
    ) {
        guard !value.isEmpty else { return }
        let location = SourceLocation(file: path, line: line, column: column(ofLine: line))
        let className = classNames[owner.element] ?? {
            let name = InterfaceBuilderClassNames.className(ofElement: owner.element, in: framework)
            classNames[owner.element] = name
            return name
        }()
        let comment = InterfaceBuilderComment.text(
            className: className, property: commentProperty ?? property, baseText: value, objectID: owner.id)
        textOwners["\(owner.id).\(property)"] = (className, commentProperty ?? property, owner.id)
        entries.append(StringsEntry(
            key: "\(owner.id).\(property)", value: value, location: location, valueLocation: location,
            comment: comment, sourceSpan: nil, leadingTrivia: nil))
    }

    /// The column of the first character of the 1-based `line` that is no space or tab: where Xcode's one element
    /// per line starts.
    private func column(ofLine line: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        let indent = lines[line - 1].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return indent.count + 1
    }
}
