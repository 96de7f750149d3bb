import Foundation

/// Follows an ``XMLPushParser`` through a storyboard or xib and collects every object ID and every localizable text
/// as ``InterfaceBuilderProperties`` describes it; keeps the first XML error.
final class InterfaceBuilderXMLDelegate: XMLPushParserDelegate {
    /// An open element.
    private struct Frame {
        var name: String
        /// The ID of the nearest element with one, this one included: the object that owns texts found here.
        var owner: String?
        /// The `key` of a `<string>` child being read, with its property name.
        var stringProperty: String?
        var isBase64 = false
        var line: Int
        /// How many `<segment>` children were seen, for `segmentTitles[n]`.
        var segments = 0
    }

    private let path: String
    private let lines: [ArraySlice<UInt8>]
    private var frames: [Frame] = []
    private var text = ""
    /// The texts found, in document order, each keyed `<objectID>.<property>`.
    private(set) var entries: [StringsEntry] = []
    /// Every object ID of the document.
    private(set) var objectIDs: Set<String> = []
    /// The first XML error, with where the parser found it.
    private(set) var failure: (reason: String, location: SourceLocation)?

    /// A delegate for the document `bytes` read from `path`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    func parser(_ parser: XMLPushParser, didStart tag: XMLStartTag) {
        guard failure == nil else { return }
        let elementName = tag.name, attributes = tag.attributes
        let line = parser.position.line
        let parent = frames.last
        let id = attributes["id"]
        if let id { objectIDs.insert(id) }
        var frame = Frame(name: elementName, owner: id ?? parent?.owner, line: line)
        if let id {
            for (name, value) in attributes where InterfaceBuilderProperties.textAttributes.contains(name) {
                if name == "title", InterfaceBuilderProperties.titleMirrors.contains(elementName) { continue }
                add(id, name, value, line: line)
            }
            if let tip = attributes["toolTip"] { add(id, InterfaceBuilderProperties.toolTip, tip, line: line) }
        } else if let owner = parent?.owner {
            switch elementName {
            case "state":
                if let state = attributes["key"], let title = attributes["title"] {
                    add(owner, InterfaceBuilderProperties.stateTitleProperty(state), title, line: line)
                }
            case "segment" where parent?.name == "segments":
                let index = frames[frames.count - 1].segments
                frames[frames.count - 1].segments += 1
                let ownerOfSegments = frames.count >= 2 ? frames[frames.count - 2].owner ?? owner : owner
                for (property, text) in InterfaceBuilderProperties.segmentProperties(attributes, index: index) {
                    add(ownerOfSegments, property, text, line: line)
                }
            case "accessibility":
                for (property, text) in InterfaceBuilderProperties.accessibilityProperties(attributes) {
                    add(owner, property, text, line: line)
                }
            case "string":
                frame.stringProperty = attributes["key"].flatMap(InterfaceBuilderProperties.stringChildProperty)
                frame.isBase64 = attributes["base64-UTF8"] == "YES"
                text = ""
            default: break
            }
        }
        frames.append(frame)
    }

    func parser(_ parser: XMLPushParser, foundText bytes: UnsafeBufferPointer<UInt8>) {
        if failure == nil, frames.last?.stringProperty != nil { text += String(decoding: bytes, as: UTF8.self) }
    }

    func parserDidEndElement(_ parser: XMLPushParser) {
        guard failure == nil, let frame = frames.popLast() else { return }
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

    /// Records a text; empty texts are not exported.
    private func add(_ owner: String, _ property: String, _ value: String, line: Int) {
        guard !value.isEmpty else { return }
        let location = SourceLocation(file: path, line: line, column: column(ofLine: line))
        entries.append(StringsEntry(
            key: "\(owner).\(property)", value: value, location: location, valueLocation: location, comment: nil,
            sourceSpan: nil, leadingTrivia: nil))
    }

    /// The column of the first character of the 1-based `line` that is no space or tab: where Xcode's one element
    /// per line starts.
    private func column(ofLine line: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        let indent = lines[line - 1].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return indent.count + 1
    }
}
