import Lproj

/// One finding of the checker: a rule, a severity, a message and where it applies.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// The rule's stable kebab-case id (`missing-key`).
    public var rule: String
    /// How much it matters.
    public var severity: Severity
    /// One sentence a translator or developer can act on.
    public var message: String
    /// The file, relative to the bundle.
    public var file: String
    /// The 1-based line, or `nil` when the finding concerns a whole file or something absent.
    public var line: Int?
    /// The 1-based column in characters, or `nil` with the line.
    public var column: Int?
    /// The language folder's name (`zh-Hant-HK`), when the finding belongs to one.
    public var language: String?
    /// The table (`Localizable`), when the finding belongs to one.
    public var table: String?
    /// The key, when the finding is about one.
    public var key: String?
    /// The CLDR plural category (`few`) a `plural-category` finding is about, else `nil`; the key is then the key
    /// code looks up (a String Catalog's `%lld items`), or the sibling key that would hold the form (`files.few`).
    public var category: String?

    /// Creates a finding; `location` gives line and column when there is one.
    public init(
        rule: String, severity: Severity, message: String, file: String, location: SourceLocation? = nil,
        language: String? = nil, table: String? = nil, key: String? = nil, category: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = file
        self.line = location?.line
        self.column = location?.column
        self.language = language
        self.table = table
        self.key = key
        self.category = category
    }

    enum CodingKeys: String, CodingKey {
        case rule, severity, message, file, line, column, language, table, key, category
    }

    /// Encodes every field, `null` included, as the JSON contract says.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(language, forKey: .language)
        try container.encode(table, forKey: .table)
        try container.encode(key, forKey: .key)
        try container.encode(category, forKey: .category)
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, line, column, rule and message, files without lines first.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        // Field by field, each compared once: thousands of findings are sorted, most of them in few files.
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line ?? 0 != rhs.line ?? 0 { return lhs.line ?? 0 < rhs.line ?? 0 }
        if lhs.column ?? 0 != rhs.column ?? 0 { return lhs.column ?? 0 < rhs.column ?? 0 }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.key ?? "" != rhs.key ?? "" { return lhs.key ?? "" < rhs.key ?? "" }
        return lhs.message < rhs.message
    }
}
