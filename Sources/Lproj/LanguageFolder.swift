import Collections

/// A `<name>.lproj` folder of a bundle and the tables it holds.
public struct LanguageFolder: Sendable {
    /// The folder's name without `.lproj` (`pt-BR`, `English`, `Base`).
    public var name: String
    /// The folder's path relative to the bundle (`pt-BR.lproj`).
    public var directory: String
    /// The tables, by name, in name order.
    public var tables: OrderedDictionary<String, LocalizedTable>

    /// Creates a folder model.
    public init(name: String, directory: String, tables: OrderedDictionary<String, LocalizedTable>) {
        self.name = name
        self.directory = directory
        self.tables = tables
    }

    /// Whether this is Apple's base localization folder, `Base.lproj`.
    public var isBase: Bool { name == "Base" }
}
