/// Section d: start-up, the wall time of `l10n-check --version` (load, link, initialize, print, exit).
enum StartupSection {
    static let runs = 101

    static func table(binary: String, targets: inout [Target]) throws -> Table {
        let measure = try Measure.process(binary, ["--version"], runs: runs)
        let times = measure.runs.map(\.seconds).sorted()
        targets.append(Target(
            work: "l10n-check --version", measured: Format.duration(Clock.median(times)), goal: "< 3 ms",
            met: Clock.median(times) < 0.003))
        var table = Table(
            title: "Start-up: l10n-check --version, \(runs) runs",
            columns: ["work", "median", "fastest", "slowest decile", "CPU", "peak memory"])
        table.rows = [[
            "l10n-check --version", Format.duration(Clock.median(times)), Format.duration(times[0]),
            Format.duration(times[times.count * 9 / 10]), Format.duration(measure.cpu),
            measure.peak,
        ]]
        table.notes = [
            "Wall time from posix_spawn to wait4; CPU is user plus system time. Target: median under 3 ms.",
        ]
        return table
    }
}
