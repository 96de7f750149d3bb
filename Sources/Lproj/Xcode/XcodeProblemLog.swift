/// The problems found while reading a `project.pbxproj`, each at a byte offset; places are worked out once, at the
/// end, from the file's line starts.
struct XcodeProblemLog {
    /// The problems in the order they were found, with their offsets.
    private(set) var entries: [(problem: XcodeProjectProblem, offset: Int)] = []

    /// How many problems are kept; later ones are dropped (a damaged file can have one per line).
    static let maximumCount = 1_000

    /// Records a problem at `offset`, unless ``maximumCount`` are recorded already.
    mutating func record(_ problem: XcodeProjectProblem, at offset: Int) {
        guard entries.count < Self.maximumCount else { return }
        entries.append((problem, offset))
    }

    /// The problems as diagnostics of the file at `path` whose bytes are `bytes`, in file order.
    func diagnostics(bytes: [UInt8], path: String) -> [XcodeProjectDiagnostic] {
        guard !entries.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { units in
            let lines = LineStarts(units)
            return entries.enumerated()
                .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
                .map { _, entry in
                    let offset = min(max(entry.offset, 0), units.count)
                    let (line, start) = lines.line(of: offset)
                    let column = lines.column(of: offset, lineStart: start, in: units)
                    return XcodeProjectDiagnostic(
                        entry.problem, location: SourceLocation(file: path, line: line, column: column))
                }
        }
    }
}
