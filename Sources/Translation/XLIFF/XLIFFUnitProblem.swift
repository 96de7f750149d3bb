import Lproj

/// Why the importer cannot take a unit as read, and where: the import refuses that unit alone.
public struct XLIFFUnitProblem: Sendable, Equatable {
    /// What kind of problem a unit has.
    public enum Kind: Sendable, Equatable {
        /// Markup a `.strings` value cannot represent: an element the reader does not know inside a text, an
        /// element inside a `<note>`, a broken character escape; in XLIFF 2.0 also a unit whose segments are
        /// translated only in part.
        case markup
        /// An `<x/>`, `<bx/>` or `<ex/>` placeholder (XLIFF 1.2), or a `<ph>`, `<pc>`, `<sc>` or `<ec>` code
        /// (XLIFF 2.0), whose original text the file does not give.
        case unresolvedPlaceholder
        /// A unit whose id an earlier unit of its `<file>` has.
        case duplicateID
    }

    /// Where the fault starts in the XLIFF file: the markup, or the unit's tag.
    public var location: SourceLocation
    /// What is wrong, in words.
    public var reason: String
    /// What kind of problem it is.
    public var kind: Kind

    /// A problem of `kind` at `location`.
    public init(location: SourceLocation, reason: String, kind: Kind = .markup) {
        self.location = location
        self.reason = reason
        self.kind = kind
    }
}
