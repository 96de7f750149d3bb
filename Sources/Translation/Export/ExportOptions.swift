/// Which units an export writes, and of which tables.
public struct ExportOptions: Sendable, Equatable {
    /// Which units to write: all of them (the default), or only those a translator has work on.
    public var selection: ExportSelection
    /// The tables to write, by name (`Localizable`, `Main`); every table when empty.
    public var tables: Set<String>

    /// Options that write `selection` of the units of `tables` (every table when empty).
    public init(selection: ExportSelection = .all, tables: Set<String> = []) {
        self.selection = selection
        self.tables = tables
    }

    /// Whether the table named `name` is exported.
    func includes(table name: String) -> Bool { tables.isEmpty || tables.contains(name) }
}

/// The units an export writes.
public enum ExportSelection: String, CaseIterable, Sendable, Equatable {
    /// Every unit the language should have.
    case all
    /// Units with no translation yet: no target, or a target in the state `new` or `needs-translation` (a copy of
    /// the source).
    case untranslated
    /// Translations that no longer fit their source: a target whose state asks for a review (a String Catalog's
    /// `needs_review`), or whose key the checker reports with `format-mismatch`, `token-mismatch` or
    /// `stale-translation`.
    case stale
}
