/// A String Catalog `stringUnit`: one text with its translation state.
public struct StringCatalogStringUnit: Sendable, Hashable {
    /// The state, or `nil` when it is missing or unknown (an issue says which).
    public var state: StringCatalogState?
    /// The text, or `nil` when it is missing (an issue says so).
    public var value: String?
    /// Where the `"stringUnit"` key stands, or `nil` for a unit made in code.
    public var location: SourceLocation?
    /// Where the value's opening quote stands.
    public var valueLocation: SourceLocation?
    /// Where the state's opening quote stands.
    public var stateLocation: SourceLocation?

    /// Creates a unit.
    public init(
        state: StringCatalogState?, value: String?, location: SourceLocation? = nil,
        valueLocation: SourceLocation? = nil, stateLocation: SourceLocation? = nil
    ) {
        self.state = state
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
        self.stateLocation = stateLocation
    }
}
