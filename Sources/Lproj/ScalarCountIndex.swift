/// Counts of Unicode scalars before every 64th code unit of a text, so that the column of any offset on a known
/// line takes a lookup and at most 63 steps, however long the line is and in whatever order offsets are asked for.
///
/// Built once per file, on the first problem found: a problem's location is computed from its offset when the
/// problem is made, and a line with a million problems costs a million lookups, not a million walks from the
/// line's start.
struct ScalarCountIndex<Unit: SourceUnit>: Sendable {
    /// Code units between two checkpoints.
    static var stride: Int { 64 }

    /// `checkpoints[i]`: how many scalars start in `units[0 ..< i * stride]`.
    private let checkpoints: [Int]

    /// Indexes `units` in one pass.
    init(_ units: UnsafeBufferPointer<Unit>) {
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(units.count / Self.stride + 1)
        var count = 0
        for index in units.indices {
            if index % Self.stride == 0 { checkpoints.append(count) }
            if Unit.startsScalar(units[index]) { count += 1 }
        }
        if units.count % Self.stride == 0 { checkpoints.append(count) }
        self.checkpoints = checkpoints
    }

    /// How many scalars start in `units[0 ..< offset]`; `offset` is clamped to the text.
    func scalars(before offset: Int, in units: UnsafeBufferPointer<Unit>) -> Int {
        let offset = min(max(0, offset), units.count)
        let block = offset / Self.stride
        var count = checkpoints[block]
        var index = block * Self.stride
        while index < offset {
            if Unit.startsScalar(units[index]) { count += 1 }
            index += 1
        }
        return count
    }

    /// The 1-based column of `offset` on the line that starts at `lineStart`.
    func column(of offset: Int, lineStart: Int, in units: UnsafeBufferPointer<Unit>) -> Int {
        1 + max(0, scalars(before: offset, in: units) - scalars(before: lineStart, in: units))
    }
}
