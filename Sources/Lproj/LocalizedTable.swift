/// One table of one language: its `.strings` file, its `.stringsdict` file, or both (and, in `Base.lproj`, an
/// Interface Builder file).
public struct LocalizedTable: Sendable {
    /// The table's name: the file name without extension (`Localizable`, `InfoPlist`).
    public var name: String
    /// The `.strings` file, when the folder has one.
    public var strings: StringsDocument?
    /// The `.stringsdict` file, when the folder has one.
    public var stringsdict: StringsdictDocument?
    /// The Interface Builder file of that name (`Base.lproj/Main.storyboard`), when the folder has one: with Base
    /// Internationalization, the base of the table. Its texts are not among ``keys``; the checker's base resolution
    /// makes them the base table's `strings` when no `.strings` file is the base.
    public var interfaceBuilder: InterfaceBuilderDocument?

    /// Creates a table from the files found for it.
    public init(
        name: String, strings: StringsDocument? = nil, stringsdict: StringsdictDocument? = nil,
        interfaceBuilder: InterfaceBuilderDocument? = nil
    ) {
        self.name = name
        self.strings = strings
        self.stringsdict = stringsdict
        self.interfaceBuilder = interfaceBuilder
    }

    /// Every distinct key of the table, from both files.
    public var keys: Set<String> {
        var keys = Set(strings?.entries.map(\.key) ?? [])
        for entry in stringsdict?.entries ?? [] { keys.insert(entry.key) }
        return keys
    }
}
