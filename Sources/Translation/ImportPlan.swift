import Lproj

/// What importing an XLIFF document does: the files it writes, the keys it changes, the units it leaves out, and
/// what it notes (units imported for review, languages matched to another folder).
public struct ImportPlan: Sendable, Equatable {
    /// The files to write.
    public var writes: [FileWrite] = []
    /// The keys each written file gets or changes, by the file's path.
    public var changedKeys: [String: [String]] = [:]
    /// The units left out, with why.
    public var skipped: [ImportSkip] = []
    /// What the user should know though nothing was refused: units imported that need a review or carry a custom
    /// state, and `<file>`s imported into a folder of their language that they do not name exactly.
    public var notes: [ImportNote] = []
    /// The units taken that change their file, in the order read.
    public var applied: [ImportedUnit] = []
    /// The units taken whose file holds their target already.
    public var unchanged: [ImportedUnit] = []

    /// An empty plan.
    public init() {}

    /// Adds another plan's writes, changed keys, skipped units and notes.
    mutating func merge(_ other: ImportPlan) {
        writes += other.writes
        changedKeys.merge(other.changedKeys) { _, new in new }
        skipped += other.skipped
        notes += other.notes
        applied += other.applied
        unchanged += other.unchanged
    }

    /// Lists `unit`, taken into `file`, as applied when it changes the file, else as unchanged.
    mutating func record(_ unit: XLIFFUnit, file: String, applied isApplied: Bool) {
        let imported = ImportedUnit(file: file, key: unit.key, id: unit.id, location: unit.location)
        if isApplied { applied.append(imported) } else { unchanged.append(imported) }
    }

    /// Lists `units` as left out of `file`, for `reason`.
    mutating func skip(_ units: [XLIFFUnit], file: String, kind: ImportSkipKind, reason: String) {
        skipped += units.map {
            ImportSkip(file: file, key: $0.key, reason: reason, location: $0.location, kind: kind)
        }
    }

    /// Lists `unit` as refused for its problem, at the problem's place.
    mutating func refuse(_ unit: XLIFFUnit, problem: XLIFFUnitProblem, file: String) {
        let kind: ImportSkipKind = switch problem.kind {
        case .markup: .unrepresentableMarkup
        case .unresolvedPlaceholder: .unresolvedPlaceholder
        case .duplicateID: .duplicateID
        }
        skipped.append(ImportSkip(
            file: file, key: unit.key, reason: problem.reason, location: problem.location, kind: kind))
    }
}

/// A unit an import takes: applied, or unchanged because its file holds its target already.
public struct ImportedUnit: Sendable, Equatable {
    /// The bundle-relative path of the file the unit goes to.
    public var file: String
    /// The key the unit translates in that file.
    public var key: String
    /// The unit's id in the file it was read from.
    public var id: String
    /// Where the unit stands in the file it was read from, when it was read from one.
    public var location: SourceLocation?
}

/// A unit an import leaves out.
public struct ImportSkip: Sendable, Equatable {
    /// The XLIFF file's `original`, or the `.strings` file the unit was meant for.
    public var file: String
    /// The unit's key.
    public var key: String
    /// Why it is left out.
    public var reason: String
    /// Where the unit stands in the XLIFF file, when it was read from one; for a unit refused for its problem
    /// (markup, a placeholder, a repeated id), where that problem starts.
    public var location: SourceLocation?
    /// What kind of reason it is: a unit merely not translated yet, or one refused.
    public var kind: ImportSkipKind
}
