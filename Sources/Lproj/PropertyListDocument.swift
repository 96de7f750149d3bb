/// A property list read from a file (XML or binary): its root value with places, and the problems found.
public struct PropertyListDocument: Sendable, Hashable {
    /// The file's path, as it was given to the reader.
    public var path: String
    /// XML or binary.
    public var format: PropertyListFormat
    /// The text encoding of an XML file; `nil` for a binary file, or for XML in ISO-8859-1 or Windows-1252.
    public var encoding: TextEncoding?
    /// Whether an XML file starts with a byte order mark.
    public var hasByteOrderMark: Bool
    /// How lines end in an XML file (`.none` for a binary file).
    public var lineEnding: LineEnding
    /// The root value, or `nil` when the file cannot be read (see `issues`).
    public var root: PropertyListNode?
    /// Problems found while reading, in file order. When `root` is `nil`, one of them says why.
    public var issues: [ParseIssue]

    /// Reads `bytes` as a binary property list when they start with `bplist`, else as an XML property list.
    public init(bytes: [UInt8], path: String) {
        if bytes.starts(with: Array("bplist".utf8)) {
            self.init(binary: bytes, path: path)
        } else {
            self.init(xml: bytes, path: path)
        }
    }

    /// A property list made in code: `root`, as a file of `format` at `path` without problems would hold it.
    package init(root: PropertyListNode, format: PropertyListFormat, path: String) {
        self.path = path
        self.format = format
        encoding = format == .xml ? .utf8 : nil
        hasByteOrderMark = false
        lineEnding = format == .xml ? .lf : .none
        self.root = root
        issues = []
    }

    /// Reads `bytes` as an XML property list.
    public init(xml bytes: [UInt8], path: String) {
        self.path = path
        format = .xml
        root = nil
        issues = []
        let input = PropertyListXMLInput(bytes)
        encoding = input.encoding
        hasByteOrderMark = input.hasByteOrderMark
        lineEnding = PropertyListTextLocator.lineEnding(of: input.text)
        issues += input.warnings.map { ParseIssue($0, file: path, location: nil, consequence: .none) }
        guard !bytes.isEmpty else {
            issues.append(ParseIssue(.emptyFile, file: path, location: nil, consequence: .fileRejected(lostEntries: 0)))
            return
        }
        var parser = PropertyListXMLParser(text: input.text, file: path)
        do throws(PropertyListReadError) {
            if let failure = input.failure { throw failure }
            root = try parser.parse()
            issues += parser.droppedByteOrderMarks.map {
                ParseIssue(.strayByteOrderMark, file: path, location: $0, consequence: .textChanged)
            }
            if let offset = parser.trailingTextOffset {
                issues.append(ParseIssue(
                    .malformedXML("text after the root element (Apple's parser ignores it)"), file: path,
                    location: parser.locator.location(at: offset), consequence: .none))
            }
        } catch {
            let location = error.offset.map { parser.locator.location(at: $0) }
            issues.append(ParseIssue(
                error.problem ?? .malformedXML(error.reason), file: path, location: location,
                consequence: .fileRejected(lostEntries: 0)))
        }
    }

    /// Reads `bytes` as a binary property list.
    public init(binary bytes: [UInt8], path: String) {
        self.path = path
        format = .binary
        encoding = nil
        hasByteOrderMark = false
        lineEnding = .none
        root = nil
        issues = []
        guard !bytes.isEmpty else {
            issues.append(ParseIssue(.emptyFile, file: path, location: nil, consequence: .fileRejected(lostEntries: 0)))
            return
        }
        do throws(PropertyListReadError) {
            var parser = try PropertyListBinaryParser(bytes)
            root = PropertyListNode(try parser.parse())
            issues += parser.warnings.map {
                ParseIssue($0.problem, file: path, location: nil, consequence: $0.consequence)
            }
        } catch {
            issues.append(ParseIssue(
                .malformedBinaryPropertyList(error.reason), file: path, location: nil,
                consequence: .fileRejected(lostEntries: 0)))
        }
    }

    /// The string value of a top-level key (of duplicates, the one Apple keeps), such as an `Info.plist`'s
    /// `CFBundleDevelopmentRegion`; `nil` when the root is no dictionary, the key is absent or its value is no string.
    public func string(forKey key: String) -> String? {
        root?.value.dictionaryValue?[key]?.value.stringValue
    }
}
