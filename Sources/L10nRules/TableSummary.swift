/// How complete one table of one language is: the keys of the base's table it should have, how many of them it
/// lacks, and how many it has that the base's table lacks.
public struct TableSummary: Sendable, Hashable {
    /// The table's name (`Localizable`).
    public var table: String
    /// Keys it should have: the base table's, with plural variants counted by what the language needs.
    public var expected: Int
    /// Of those, how many it lacks (all of them when the language has no such table).
    public var missing: Int
    /// Keys it has that the base's table lacks.
    public var extra: Int

    /// The share of expected keys present, 0-100 (100 for a table the base has no keys in).
    public var percentComplete: Double {
        expected == 0 ? 100 : Double(expected - missing) * 100 / Double(expected)
    }

    /// Creates a summary.
    public init(table: String, expected: Int, missing: Int, extra: Int) {
        self.table = table
        self.expected = expected
        self.missing = missing
        self.extra = extra
    }
}
