/// A `stringUnit` of a localization with the path that leads to it, such as `device.iphone.plural.one`; or a
/// `stringSet` there, seen as one unit (``StringCatalogStringSet/unit``).
public struct StringCatalogLeaf: Sendable, Hashable {
    /// The steps from the localization to the unit: variation kinds and case names, and `substitutions` with a
    /// substitution's name (`["substitutions", "count", "plural", "one"]`); empty for the localization's own unit.
    public var components: [String]
    /// The unit; for a string set, the set seen as one unit (its state and first value).
    public var unit: StringCatalogStringUnit
    /// The string set the leaf stands for, or `nil` for a `stringUnit`.
    public var stringSet: StringCatalogStringSet?

    /// Creates a leaf.
    public init(components: [String], unit: StringCatalogStringUnit) {
        self.components = components
        self.unit = unit
    }

    /// The leaf of a string set.
    public init(components: [String], stringSet: StringCatalogStringSet) {
        self.components = components
        self.unit = stringSet.unit
        self.stringSet = stringSet
    }

    /// The steps joined with dots (`plural.few`), empty for the localization's own unit.
    public var path: String { components.joined(separator: ".") }

    /// The unit's state.
    public var state: StringCatalogState? { unit.state }

    /// The plural category of the innermost plural variation on the path, or `nil` when there is none.
    public var pluralCategory: String? {
        steps.last { $0.step == StringCatalogVariationKind.plural.rawValue }?.name
    }

    /// The name of the innermost substitution the unit belongs to, or `nil` for a unit of the text itself.
    public var substitution: String? {
        steps.last { $0.step == StringCatalogLocalization.substitutionsKey }?.name
    }

    /// The path read as pairs: a variation kind with a case name, or `substitutions` with a substitution's name.
    private var steps: [(step: String, name: String)] {
        stride(from: 0, to: components.count - 1, by: 2).map { (components[$0], components[$0 + 1]) }
    }
}
