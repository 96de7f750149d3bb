/// A hand-written parser for XML property lists that accepts what CoreFoundation accepts.
///
/// It works on UTF-8 text (see `PropertyListXMLInput`), keeps an explicit stack instead of recursing, and gives
/// every key and value the place of its start tag. Errors carry the offset where they were found.
struct PropertyListXMLParser {
    /// How deep arrays, dictionaries and `<plist>` may nest.
    static let maximumDepth = 512

    let text: [UInt8]
    var position = 0
    var locator: PropertyListTextLocator
    /// Where non-blank text follows the root element; Apple's parser ignores it.
    private(set) var trailingTextOffset: Int?
    /// The elements whose text started with U+FEFF, which Apple's parser drops.
    var droppedByteOrderMarks: [SourceLocation] = []
    /// Whether to keep, in ``elements``, the span of every key and value read (for a writer that edits the file in
    /// place); off for reading alone.
    var recordsElements = false
    /// The bytes of each key and value element, start tag through end tag, by the place of its start tag.
    private(set) var elements: [SourceLocation: Range<Int>] = [:]

    init(text: [UInt8], file: String) {
        self.text = text
        self.locator = PropertyListTextLocator(text: text, file: file)
    }

    /// Reads the prolog, the root element and what follows it.
    mutating func parse() throws(PropertyListReadError) -> PropertyListNode {
        while true {
            skipWhitespace()
            guard position < text.count else {
                throw PropertyListReadError("the file has no root element", at: position)
            }
            guard text[position] == UInt8(ascii: "<") else {
                throw PropertyListReadError(
                    "unexpected \(describeScalar(at: position)) before the root element", at: position)
            }
            if try skipCommentOrInstruction() { continue }
            if starts(with: "<!DOCTYPE") {
                try skipDocumentType()
                continue
            }
            if starts(with: "<!") || starts(with: "</") {
                let found = text[position + 1] == UInt8(ascii: "!") ? "<!" : "</"
                throw PropertyListReadError("expected the root element, found '\(found)'", at: position)
            }
            break
        }
        let root = try parseElementTree()
        while true {
            skipWhitespace()
            guard position < text.count else { break }
            guard (try? skipCommentOrInstruction()) == true else {
                trailingTextOffset = position
                break
            }
        }
        return root
    }

    /// One element and everything inside it, starting at the `<` of its start tag.
    private mutating func parseElementTree() throws(PropertyListReadError) -> PropertyListNode {
        var stack: [PropertyListXMLContainer] = []
        while true {
            let tag = try readStartTag()
            let location = locator.location(at: tag.offset)
            try checkPlacement(of: tag, in: stack.last)
            var finished: PropertyListNode?
            switch tag.name {
            case "plist", "array", "dict":
                if tag.isEmpty {
                    guard tag.name != "plist" else {
                        throw PropertyListReadError("<plist/> holds no value", at: tag.offset)
                    }
                    let empty: PropertyListValue = tag.name == "dict" ? .dictionary(.init()) : .array([])
                    finished = PropertyListNode(empty, location: location)
                    record(location, from: tag.offset)
                } else {
                    guard stack.count < Self.maximumDepth else {
                        throw PropertyListReadError(
                            "elements nest deeper than \(Self.maximumDepth) levels", at: tag.offset)
                    }
                    stack.append(PropertyListXMLContainer(name: tag.name, location: location, offset: tag.offset))
                }
            case "key" where stack.last?.name == "dict" && stack.last?.pendingKey == nil:
                let key = tag.isEmpty ? "" : try readText(of: tag, at: location)
                stack[stack.count - 1].pendingKey = (key, location)
                record(location, from: tag.offset)
            default:
                finished = PropertyListNode(try readScalar(tag, at: location), location: location)
                record(location, from: tag.offset)
            }
            // Hand the finished value to its container, and close containers as their end tags come.
            while true {
                if let node = finished {
                    guard !stack.isEmpty else { return node }
                    stack[stack.count - 1].add(node)
                    finished = nil
                }
                guard let top = stack.last else { break }
                try skipMarkupBetweenElements(in: top)
                if starts(with: "</") {
                    let endTagOffset = position
                    try readEndTag(closing: top.name, openedAt: top.location)
                    record(top.location, from: top.offset)
                    finished = try stack.removeLast().node(endTagOffset: endTagOffset)
                } else {
                    break
                }
            }
        }
    }

    /// Keeps the span of the element whose start tag is at `start` and that ends here, when recording.
    private mutating func record(_ location: SourceLocation, from start: Int) {
        if recordsElements { elements[location] = start..<position }
    }

    /// Checks that an element may stand where it is: a dictionary's keys are `<key>` elements (elsewhere, and
    /// as a dictionary's value, `<key>` is a string, as Apple's parser reads it), and a `<plist>` holds one value.
    private func checkPlacement(
        of tag: PropertyListXMLTag, in container: PropertyListXMLContainer?
    ) throws(PropertyListReadError) {
        switch container?.name {
        case "dict" where container?.pendingKey == nil && tag.name != "key":
            throw PropertyListReadError("expected <key> in <dict>, found <\(tag.name)>", at: tag.offset)
        case "plist" where container?.children.isEmpty == false:
            throw PropertyListReadError("<plist> holds more than one value: unexpected <\(tag.name)>", at: tag.offset)
        default:
            break
        }
    }

    /// Skips whitespace, comments and processing instructions inside a container, up to the next tag.
    private mutating func skipMarkupBetweenElements(
        in container: PropertyListXMLContainer
    ) throws(PropertyListReadError) {
        while true {
            skipWhitespace()
            guard position < text.count else {
                throw PropertyListReadError(
                    "<\(container.name)> opened at \(container.location.line):\(container.location.column) "
                        + "is never closed",
                    at: position)
            }
            guard text[position] == UInt8(ascii: "<") else {
                throw PropertyListReadError(
                    "unexpected text \(describeScalar(at: position)) in <\(container.name)>", at: position)
            }
            guard try skipCommentOrInstruction(inElement: true) else { return }
        }
    }

    /// The value of a non-container element, its start tag read.
    private mutating func readScalar(
        _ tag: PropertyListXMLTag, at location: SourceLocation
    ) throws(PropertyListReadError) -> PropertyListValue {
        switch tag.name {
        case "string", "key":
            return .string(tag.isEmpty ? "" : try readText(of: tag, at: location))
        case "true", "false":
            if !tag.isEmpty {
                guard starts(with: "</") else {
                    throw PropertyListReadError("<\(tag.name)> must be empty", at: position)
                }
                try readEndTag(closing: tag.name, openedAt: location)
            }
            return .bool(tag.name == "true")
        case "integer":
            guard !tag.isEmpty else { throw PropertyListReadError("empty <integer>", at: tag.offset) }
            return try PropertyListXMLScalars.integer(try readRawContent(of: tag, at: location))
        case "real":
            guard !tag.isEmpty else { throw PropertyListReadError("empty <real>", at: tag.offset) }
            let start = position
            let content = try readText(of: tag, at: location)
            guard let number = PropertyListXMLScalars.real(content) else {
                throw PropertyListReadError("<real> holds \(StringsWriter.quoted(content)), not a number", at: start)
            }
            return .real(number)
        case "date":
            guard !tag.isEmpty else { throw PropertyListReadError("empty <date>", at: tag.offset) }
            return try PropertyListXMLScalars.date(try readRawContent(of: tag, at: location))
        case "data":
            guard !tag.isEmpty else {
                throw PropertyListReadError("empty <data/> (write <data></data>)", at: tag.offset)
            }
            return .data(try PropertyListXMLScalars.data(try readRawContent(of: tag, at: location)))
        default:
            throw PropertyListReadError("unknown element <\(tag.name)>", at: tag.offset)
        }
    }
}

/// A start tag as read: its name, whether it ends with `/>`, and the offset of its `<`.
struct PropertyListXMLTag {
    var name: String
    var isEmpty: Bool
    var offset: Int
}
