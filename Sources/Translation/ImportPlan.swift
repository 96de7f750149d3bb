import Lproj

/// What importing an XLIFF document does: the files it writes, the keys it changes, and the units it leaves out.
public struct ImportPlan: Sendable, Equatable {
    /// The files to write.
    public var writes: [FileWrite] = []
    /// The keys each written file gets or changes, by the file's path.
    public var changedKeys: [String: [String]] = [:]
    /// The units left out, with why.
    public var skipped: [ImportSkip] = []

    /// An empty plan.
    public init() {}

    /// Adds another plan's writes, changed keys and skipped units.
    mutating func merge(_ other: ImportPlan) {
        writes += other.writes
        changedKeys.merge(other.changedKeys) { _, new in new }
        skipped += other.skipped
    }

    /// Lists `units` as left out of `file`, for `reason`.
    mutating func skip(_ units: [XLIFFUnit], file: String, reason: String) {
        skipped += units.map { ImportSkip(file: file, key: $0.id, reason: reason, location: $0.location) }
    }
}

/// A unit an import leaves out.
public struct ImportSkip: Sendable, Equatable {
    /// The XLIFF file's `original`, or the `.strings` file the unit was meant for.
    public var file: String
    /// The unit's key.
    public var key: String
    /// Why it is left out.
    public var reason: String
    /// Where the unit stands in the XLIFF file, when it was read from one.
    public var location: SourceLocation?
}
