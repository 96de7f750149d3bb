/// A section of the benchmark's output: a title, aligned columns (text left, numbers right) and notes below.
struct Table {
    var title: String
    var columns: [String]
    var rows: [[String]] = []
    var notes: [String] = []

    /// The section as printed: title, header, rule, rows, notes, and an empty line.
    var rendered: String {
        let widths = columns.indices.map { column in
            ([columns[column]] + rows.map { column < $0.count ? $0[column] : "" }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        var lines = [title, line(columns), String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))]
        lines += rows.map(line)
        lines += notes.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}
