/// How complete one language is: its keys, and how many the base has that it lacks or it has that the base lacks.
public struct LanguageSummary: Sendable, Hashable, Codable {
    /// The folder's name without `.lproj` (`zh-Hant-HK`).
    public var language: String
    /// The folder (`zh-Hant-HK.lproj`).
    public var directory: String
    /// The distinct keys of all its tables.
    public var keys: Int
    /// Keys of the base it should have and lacks (plural variants by its own plural rules).
    public var missing: Int
    /// Keys it has that the base lacks.
    public var extra: Int
    /// Keys it should have, for the completion figure.
    public var expected: Int
    /// One summary per table of the base, by table name: figures for the HTML report's coverage matrix, not part of
    /// the JSON contract (a decoded summary has none).
    public var tables: [TableSummary]

    enum CodingKeys: String, CodingKey {
        case language, directory, keys, missing, extra
    }

    /// The share of expected keys present, 0-100.
    public var percentComplete: Double {
        expected == 0 ? 100 : Double(expected - missing) * 100 / Double(expected)
    }

    /// Creates a summary; `tables` holds the figures per table, when known.
    public init(
        language: String, directory: String, keys: Int, missing: Int, extra: Int, expected: Int,
        tables: [TableSummary] = []
    ) {
        self.language = language
        self.directory = directory
        self.keys = keys
        self.missing = missing
        self.extra = extra
        self.expected = expected
        self.tables = tables
    }

    /// Decodes a summary; the expected count is not part of the JSON contract and is taken as `keys`, and the tables'
    /// figures are not either: there are none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        language = try container.decode(String.self, forKey: .language)
        directory = try container.decode(String.self, forKey: .directory)
        keys = try container.decode(Int.self, forKey: .keys)
        missing = try container.decode(Int.self, forKey: .missing)
        extra = try container.decode(Int.self, forKey: .extra)
        expected = keys
        tables = []
    }
}
