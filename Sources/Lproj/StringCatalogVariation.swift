import Collections

/// A String Catalog variation: the cases of one kind (plural categories or devices), each a localization of its own.
public struct StringCatalogVariation: Sendable, Hashable {
    /// What it varies by.
    public var kind: StringCatalogVariationKind
    /// Where the kind's key (`"plural"`, `"device"`) stands, or `nil` for a variation made in code.
    public var location: SourceLocation?
    /// The cases in file order (`one`, `other`; `iphone`, `mac`), each with its unit or nested variations; of
    /// duplicate cases the last counts.
    public var cases: OrderedDictionary<String, StringCatalogLocalization>

    /// Creates a variation.
    public init(
        kind: StringCatalogVariationKind, location: SourceLocation? = nil,
        cases: OrderedDictionary<String, StringCatalogLocalization>
    ) {
        self.kind = kind
        self.location = location
        self.cases = cases
    }

    /// The names of the cases, in file order: for a plural variation, the categories present.
    public var caseNames: [String] { Array(cases.keys) }
}
