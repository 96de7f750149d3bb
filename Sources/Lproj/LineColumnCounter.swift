/// Turns code-unit offsets into 1-based lines and columns, walking forward from the last offset asked for.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as CoreFoundation counts them; columns count Unicode scalars.
struct LineColumnCounter<Unit: SourceUnit> {
    private var offset = 0
    private var line = 1
    private var column = 1

    /// The line and column of `target`; offsets must not go backwards between calls, or the count restarts.
    mutating func position(of target: Int, in units: UnsafeBufferPointer<Unit>) -> (line: Int, column: Int) {
        if target < offset { self = LineColumnCounter() }
        while offset < target && offset < units.count {
            let unit = units[offset]
            if unit == 0x0A || (unit == 0x0D && (offset + 1 >= units.count || units[offset + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if unit != 0x0D && Unit.startsScalar(unit) {
                column += 1
            }
            offset += 1
        }
        return (line, column)
    }
}
