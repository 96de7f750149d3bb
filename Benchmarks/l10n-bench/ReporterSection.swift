import Foundation

/// Section e: reporter throughput, each `--format` writing the bytes of one report of 56,700 findings.
enum ReporterSection {
    /// The findings of the report: as many as deltachat and Rectangle give with no limit per file.
    static let findings = 56_700

    static func table(targets: inout [Target]) -> Table {
        var table = Table(
            title: "Reporters: one synthetic report of \(Format.count(findings)) findings, median of "
                + "\(ReporterBenchmark.rounds) runs, in-process",
            columns: ["format", "time", "output", "throughput"])
        for row in ReporterBenchmark.rows(findings: findings) {
            targets.append(Target(
                work: "report \(row.format), \(Format.count(findings)) findings", measured: Format.duration(row.seconds),
                goal: "< 100 ms", met: row.seconds < 0.1))
            table.rows.append([
                row.format, Format.duration(row.seconds), String(format: "%.1f MB", row.megabytes),
                String(format: "%.0f MB/s", row.megabytes / row.seconds),
            ])
        }
        table.notes = [
            "Each reporter writes the whole output into one byte buffer, as `l10n-check --format FORMAT` does before "
                + "its one write to standard output. Target: under 100 ms each.",
        ]
        return table
    }
}
