import Lproj

/// Markup in a unit that the importer cannot represent, and where it stands; the import refuses that unit alone.
public struct XLIFFUnitProblem: Sendable, Equatable {
    /// Where the markup starts in the XLIFF file.
    public var location: SourceLocation
    /// What is wrong, in words.
    public var reason: String

    /// A problem at `location`.
    public init(location: SourceLocation, reason: String) {
        self.location = location
        self.reason = reason
    }
}
