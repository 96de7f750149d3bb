/// An Xcode String Catalog (`.xcstrings`) as read: its entries in file order with places, and the problems found.
public struct StringCatalog: Sendable, Hashable {
    /// The file's path, as it was given to the reader.
    public var path: String
    /// The language the keys and source texts are written in (`sourceLanguage`), or `nil` when missing.
    public var sourceLanguage: String?
    /// The format's version (`1.0`, `1.1`), or `nil` when missing.
    public var version: String?
    /// The entries of `strings`, in file order, duplicate keys included.
    public var entries: [StringCatalogEntry]
    /// Problems reading the JSON: malformed text, or text that is not UTF-8.
    public var issues: [ParseIssue]
    /// Problems in the structure of the catalog, in file order.
    public var structureIssues: [StringCatalogIssue]
    /// Whether the file, as read, holds a `stringSet` anywhere (App Shortcut phrases): most catalogs hold none, and
    /// the checks of string sets pass over them without walking their entries.
    public var hasStringSets: Bool

    /// Reads `bytes` as a String Catalog.
    public init(bytes: [UInt8], path: String) {
        self.init(json: JSONDocument(bytes: bytes, path: path))
    }

    /// The String Catalog a JSON document holds.
    public init(json: JSONDocument) {
        path = json.path
        issues = json.issues
        var reader = StringCatalogReader(file: json.path)
        if let root = json.root { reader.read(root) }
        sourceLanguage = reader.sourceLanguage
        version = reader.version
        entries = reader.entries
        hasStringSets = reader.hasStringSets
        // The reader meets problems as it walks the tree; list them as they stand in the file.
        structureIssues = reader.issues.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
            let right = rhs.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
            return (left.0, left.1, lhs.offset) < (right.0, right.1, rhs.offset)
        }.map(\.element)
    }

    /// The entry for `key`: of duplicates the last, as Foundation's JSON reader keeps it.
    public func entry(forKey key: String) -> StringCatalogEntry? {
        entries.last { $0.key == key }
    }

    /// The languages of the catalog: the source language first (a key without localizations is its own source
    /// text), then every other language in the order it first appears.
    public var languages: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for language in [sourceLanguage].compactMap(\.self) + entries.flatMap(\.languages)
        where seen.insert(language).inserted {
            result.append(language)
        }
        return result
    }

    /// Whether any problem, of reading or of structure, is an error.
    public var hasErrors: Bool {
        issues.contains { $0.severity == .error } || structureIssues.contains { $0.severity == .error }
    }
}
