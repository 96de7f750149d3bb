/// A String Catalog `stringSet`: several texts for one place with one translation state, as Xcode keeps the phrases
/// of an App Shortcut (`"values" : ["Open ${applicationName}", "Launch ${applicationName}"]`).
///
/// Each language lists its own phrases; their number may differ from the source language's.
public struct StringCatalogStringSet: Sendable, Hashable {
    /// The state, or `nil` when it is missing or unknown (an issue says which).
    public var state: StringCatalogState?
    /// The texts in file order; empty when `values` is missing or holds no text.
    public var values: [String]
    /// Where each value's opening quote stands, one place per value (`nil` for a value made in code).
    public var valueLocations: [SourceLocation?]
    /// Where the `"stringSet"` key stands, or `nil` for a set made in code.
    public var location: SourceLocation?
    /// Where the state's opening quote stands.
    public var stateLocation: SourceLocation?

    /// Creates a set; `valueLocations` is padded with `nil` (or cut) to one place per value.
    public init(
        state: StringCatalogState?, values: [String], valueLocations: [SourceLocation?] = [],
        location: SourceLocation? = nil, stateLocation: SourceLocation? = nil
    ) {
        self.state = state
        self.values = values
        self.valueLocations = Array((valueLocations + Array(repeating: nil, count: values.count)).prefix(values.count))
        self.location = location
        self.stateLocation = stateLocation
    }

    /// The set seen as one unit, as the catalog's `.strings` table and its states see it: its state, and its first
    /// value (`nil` when it has none) at that value's place.
    public var unit: StringCatalogStringUnit {
        StringCatalogStringUnit(
            state: state, value: values.first, location: location, valueLocation: valueLocations.first ?? nil,
            stateLocation: stateLocation)
    }
}
