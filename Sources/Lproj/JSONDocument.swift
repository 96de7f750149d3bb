/// A JSON file as read: its root value with the place of every key and value, or the problem that stopped it.
public struct JSONDocument: Sendable, Hashable {
    /// The file's path, as it was given to the reader.
    public var path: String
    /// The root value, or `nil` when the file is no well-formed JSON (see `issues`).
    public var root: JSONNode?
    /// Whether the file starts with a UTF-8 byte order mark (which is skipped, and not counted in columns).
    public var hasByteOrderMark: Bool
    /// The problem that stopped the reading, if any: malformed JSON or text that is not UTF-8.
    public var issues: [ParseIssue]

    /// The deepest nesting of arrays and objects read, as in Foundation's `JSONSerialization`.
    public static let maximumDepth = 512

    /// Reads `bytes` as UTF-8 JSON (RFC 8259, strictly: no comments, no trailing commas). Any value may stand at
    /// the top level.
    public init(bytes: [UInt8], path: String) {
        self.path = path
        hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        root = nil
        issues = []
        let text = hasByteOrderMark ? Array(bytes.dropFirst(3)) : bytes
        var parser = JSONParser(text: text, file: path)
        do throws(JSONParseError) {
            root = try parser.parseDocument()
        } catch {
            issues.append(ParseIssue(
                error.problem, file: path, location: parser.location(at: error.offset),
                consequence: .fileRejected(lostEntries: 0)))
        }
    }
}
