import Collections
import OrderedCollections

/// What a String Catalog entry holds for one language, or for one case of a variation: a unit (or a string set),
/// variations, substitutions, or a mix of them.
public struct StringCatalogLocalization: Sendable, Hashable {
    /// Where its key (the language, or the case name) stands, or `nil` for a localization made in code.
    public var location: SourceLocation?
    /// The text and its state, or `nil` when the text comes from variations only.
    public var stringUnit: StringCatalogStringUnit?
    /// The string set (App Shortcut phrases), or `nil`.
    public var stringSet: StringCatalogStringSet?
    /// The variations in file order (Xcode writes at most one per level).
    public var variations: [StringCatalogVariation]
    /// The substitutions by name, in file order.
    public var substitutions: OrderedDictionary<String, StringCatalogSubstitution>

    /// The key of the substitutions, which is also the first step of a leaf path into them.
    public static let substitutionsKey = "substitutions"

    /// Creates a localization.
    public init(
        location: SourceLocation? = nil, stringUnit: StringCatalogStringUnit? = nil,
        stringSet: StringCatalogStringSet? = nil, variations: [StringCatalogVariation] = [],
        substitutions: OrderedDictionary<String, StringCatalogSubstitution> = [:]
    ) {
        self.location = location
        self.stringUnit = stringUnit
        self.stringSet = stringSet
        self.variations = variations
        self.substitutions = substitutions
    }

    /// The variation of `kind` at this level, if any.
    public func variation(_ kind: StringCatalogVariationKind) -> StringCatalogVariation? {
        variations.last { $0.kind == kind }
    }

    /// Whether the localization is more than a unit or a string set: it has variations or substitutions.
    public var isTree: Bool { !variations.isEmpty || !substitutions.isEmpty }

    /// Whether some level of the tree holds a text: a unit with a value, or a string set; no leaf is made.
    public var containsText: Bool {
        stringUnit?.value != nil || stringSet.map { !$0.values.isEmpty } ?? false
            || variations.contains { $0.cases.values.contains(where: \.containsText) }
            || substitutions.values.contains { substitution in
                substitution.variations.contains { $0.cases.values.contains(where: \.containsText) }
            }
    }

    /// Whether the tree holds a string set at any level; no leaf is made.
    public var containsStringSet: Bool {
        stringSet != nil || variations.contains { $0.cases.values.contains(where: \.containsStringSet) }
            || substitutions.values.contains { substitution in
                substitution.variations.contains { $0.cases.values.contains(where: \.containsStringSet) }
            }
    }

    /// Every unit of the tree with its path, depth first in file order: a level's own unit first (with the path
    /// that leads to the level), then its variations' cases, then its substitutions'
    /// (`substitutions.count.plural.one`). A level's string set is a leaf where the level has no unit.
    public var leaves: [StringCatalogLeaf] {
        var result: [StringCatalogLeaf] = []
        visit(prefix: []) { prefix, localization, _ in
            if let unit = localization?.stringUnit {
                result.append(StringCatalogLeaf(components: prefix, unit: unit))
            } else if let set = localization?.stringSet {
                result.append(StringCatalogLeaf(components: prefix, stringSet: set))
            }
        }
        return result
    }

    /// Every plural variation of the tree (in substitutions too) with the path that leads to it (`""` at the top,
    /// `device.iphone`, `substitutions.count`) and the categories it has, in file order.
    public var pluralVariations: [(path: String, categories: [String])] {
        var result: [(path: String, categories: [String])] = []
        visit(prefix: []) { prefix, _, variation in
            if let variation, variation.kind == .plural {
                result.append((prefix.joined(separator: "."), variation.caseNames))
            }
        }
        return result
    }

    /// Calls `body` with each level of the tree (a localization) and each variation, depth first in file order.
    private func visit(
        prefix: [String], _ body: ([String], StringCatalogLocalization?, StringCatalogVariation?) -> Void
    ) {
        body(prefix, self, nil)
        for variation in variations { Self.visit(variation, prefix: prefix, body) }
        for (name, substitution) in substitutions {
            for variation in substitution.variations {
                Self.visit(variation, prefix: prefix + [Self.substitutionsKey, name], body)
            }
        }
    }

    private static func visit(
        _ variation: StringCatalogVariation, prefix: [String],
        _ body: ([String], StringCatalogLocalization?, StringCatalogVariation?) -> Void
    ) {
        body(prefix, nil, variation)
        for (name, child) in variation.cases {
            child.visit(prefix: prefix + [variation.kind.rawValue, name], body)
        }
    }
}
