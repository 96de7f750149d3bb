/// A `.stringsdict` file as read (XML or binary): its entries in file order and the problems found.
public struct StringsdictDocument: Sendable, Hashable {
    /// The file's path, as it was given to the reader.
    public var path: String
    /// XML or binary.
    public var format: PropertyListFormat
    /// The entries, in file order, duplicates included; entries that are no dictionary are left out.
    public var entries: [StringsdictEntry]
    /// Problems reading the property list: malformed XML or binary, a top level that is no dictionary.
    public var issues: [ParseIssue]
    /// Problems in the structure of the entries, in file order.
    public var structureIssues: [StringsdictIssue]

    /// Reads `bytes` (binary when they start with `bplist`, else XML).
    public init(bytes: [UInt8], path: String) {
        self.init(propertyList: PropertyListDocument(bytes: bytes, path: path))
    }

    /// The `.stringsdict` a property list holds.
    public init(propertyList plist: PropertyListDocument) {
        path = plist.path
        format = plist.format
        issues = plist.issues
        var reader = StringsdictReader(file: plist.path)
        entries = []
        if let root = plist.root {
            if let dictionary = root.value.dictionaryValue {
                entries = dictionary.entries.compactMap { reader.entry($0) }
            } else {
                issues.append(ParseIssue(
                    .topLevelNotDictionary(kind: root.value.kindDescription), file: plist.path, location: root.location,
                    consequence: .fileRejected(lostEntries: 0)))
            }
        }
        structureIssues = reader.issues
    }

    /// The entry Apple uses for `key`: of duplicates, the last in an XML file and the first in a binary one.
    public func entry(forKey key: String) -> StringsdictEntry? {
        format == .binary ? entries.first { $0.key == key } : entries.last { $0.key == key }
    }

    /// The entry Apple uses for each key, as ``entry(forKey:)`` gives it, for lookups in a loop.
    public var entriesByKey: [String: StringsdictEntry] {
        var result: [String: StringsdictEntry] = [:]
        for entry in entries where format != .binary || result[entry.key] == nil { result[entry.key] = entry }
        return result
    }

    /// Whether any problem, of reading or of structure, is an error.
    public var hasErrors: Bool {
        issues.contains { $0.severity == .error } || structureIssues.contains { $0.severity == .error }
    }
}
