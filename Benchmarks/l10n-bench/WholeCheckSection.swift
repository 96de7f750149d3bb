import Foundation

/// Section b: the whole `l10n-check` process on the ArcGIS bundle (start-up, reading, every rule, the report)
/// against Foundation's parse of the same files in this process, and another build when `--baseline` names one: the
/// three take turns, so that the machine's drift (a factor of two between hours here) falls on all of them alike.
enum WholeCheckSection {
    static let runs = 11

    static func table(binary: String, baseline: String?, bundle: String, targets: inout [Target]) throws -> Table {
        let files = Corpora.stringsFiles(under: bundle)
        let size = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        // The first, untimed run gives the peak memory; then the process and Foundation's parse take turns.
        var measure = try Measure.process(binary, [bundle], runs: 0)
        var other = try baseline.map { try Measure.process($0, [bundle], runs: 0) }
        var sink = 0
        var turns: [() throws -> Void] = [
            { measure.runs.append(try Measure.run(binary, [bundle])) },
            { sink &+= ParseSection.foundationParse(files) },
        ]
        if let baseline {
            turns.append { other?.runs.append(try Measure.run(baseline, [bundle])) }
        }
        let (foundation, foundationCPU) = try Clock.interleavedMedians(rounds: runs, turns)[1]
        measure.runs.removeFirst()  // the untimed round's
        other?.runs.removeFirst()
        if sink == 42 { print("") }
        let wall = measure.wall
        targets.append(Target(
            work: "check ArcGIS.bundle", measured: "\(Format.duration(wall)), \(Format.ratio(foundation / wall)) Foundation",
            goal: "< 40 ms, >= 4x Foundation", met: wall < 0.040 && foundation / wall >= 4))
        var table = Table(
            title: "Whole check of ArcGIS.bundle (\(files.count) files, \(Format.megabytes(size))), median of \(runs) runs",
            columns: ["work", "wall", "CPU", "peak memory", "vs Foundation"])
        table.rows = [
            ["l10n-check ArcGIS.bundle (process: start, read, all rules, report)", Format.duration(wall),
             Format.duration(measure.cpu), measure.peak, Format.ratio(foundation / wall)],
            ["Foundation: read + PropertyListSerialization, in-process", Format.duration(foundation),
             Format.duration(foundationCPU), "", "1.00x"],
        ]
        if let other {
            table.rows.append([
                "baseline build, same bundle (\(Format.ratio(other.wall / wall)) the binary's wall time)",
                Format.duration(other.wall), Format.duration(other.cpu), other.peak,
                Format.ratio(foundation / other.wall),
            ])
        }
        table.notes = [
            "exit status \(measure.runs[0].status); output to /dev/null. vs Foundation by wall time. CPU: user plus "
                + "system time (the rules run on every core).",
            "Target: under 40 ms and >= 4x faster than Foundation's parse.",
        ]
        return table
    }
}
