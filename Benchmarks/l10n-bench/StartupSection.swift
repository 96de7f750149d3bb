/// Section d: start-up, the wall time of `l10n-check --version` (load, link, initialize, print, exit); with
/// `--baseline`, the other build's runs take turns with the binary's.
enum StartupSection {
    static let runs = 101

    static func table(binary: String, baseline: String?, targets: inout [Target]) throws -> Table {
        var measure = try Measure.process(binary, ["--version"], runs: 0)
        var other = try baseline.map { try Measure.process($0, ["--version"], runs: 0) }
        for _ in 0..<runs {
            measure.runs.append(try Measure.run(binary, ["--version"]))
            if let baseline { other?.runs.append(try Measure.run(baseline, ["--version"])) }
        }
        let times = measure.runs.map(\.seconds).sorted()
        targets.append(Target(
            work: "l10n-check --version", measured: Format.duration(Clock.median(times)), goal: "< 3 ms",
            met: Clock.median(times) < 0.003))
        var table = Table(
            title: "Start-up: l10n-check --version, \(runs) runs",
            columns: ["work", "median", "fastest", "slowest decile", "CPU", "peak memory"])
        table.rows = [row("l10n-check --version", measure)]
        if let other {
            table.rows.append(row(
                "baseline build (\(Format.ratio(other.wall / measure.wall)) the binary's median)", other))
        }
        table.notes = [
            "Wall time from posix_spawn to wait4; CPU is user plus system time. Target: median under 3 ms.",
        ]
        return table
    }

    /// A row of the table: median, fastest, slowest decile, CPU and peak memory of `measure`'s runs.
    private static func row(_ work: String, _ measure: Measure) -> [String] {
        let times = measure.runs.map(\.seconds).sorted()
        return [
            work, Format.duration(Clock.median(times)), Format.duration(times[0]),
            Format.duration(times[times.count * 9 / 10]), Format.duration(measure.cpu), measure.peak,
        ]
    }
}
