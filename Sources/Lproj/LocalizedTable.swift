/// One table of one language: its `.strings` file, its `.stringsdict` file, or both.
public struct LocalizedTable: Sendable {
    /// The table's name: the file name without extension (`Localizable`, `InfoPlist`).
    public var name: String
    /// The `.strings` file, when the folder has one.
    public var strings: StringsDocument?
    /// The `.stringsdict` file, when the folder has one.
    public var stringsdict: StringsdictDocument?

    /// Creates a table from the files found for it.
    public init(name: String, strings: StringsDocument? = nil, stringsdict: StringsdictDocument? = nil) {
        self.name = name
        self.strings = strings
        self.stringsdict = stringsdict
    }

    /// Every distinct key of the table, from both files.
    public var keys: Set<String> {
        var keys = Set(strings?.entries.map(\.key) ?? [])
        for entry in stringsdict?.entries ?? [] { keys.insert(entry.key) }
        return keys
    }
}
