/// A unit of a String Catalog left out of an export because a unit of another entry has its id: a key that holds
/// Xcode's `|==|` and spells the id of another entry's variation (`Photos|==|plural.one` beside `Photos` with plural
/// forms), or two such keys with one id. The entry whose key has no `|==|` keeps the id; of two that have one, the
/// first in the file does.
public struct CatalogIDCollision: Sendable, Equatable {
    /// The key of the entry whose unit is left out.
    public var key: String
    /// The id the unit would have had.
    public var id: String
}
