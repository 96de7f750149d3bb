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
    mutating func skip(_ units: [XLIFFUnit], file: String, kind: ImportSkipKind, reason: String) {
        skipped += units.map {
            ImportSkip(file: file, key: $0.id, reason: reason, location: $0.location, kind: kind)
        }
    }

    /// Lists `unit` as refused for the markup its problem names, at the markup's place.
    mutating func refuse(_ unit: XLIFFUnit, problem: XLIFFUnitProblem, file: String) {
        skipped.append(ImportSkip(
            file: file, key: unit.id, reason: problem.reason, location: problem.location,
            kind: .unrepresentableMarkup))
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
    /// Where the unit stands in the XLIFF file, when it was read from one; for a unit refused for its markup,
    /// where that markup starts.
    public var location: SourceLocation?
    /// What kind of reason it is: a unit merely not translated yet, or one refused.
    public var kind: ImportSkipKind
}
