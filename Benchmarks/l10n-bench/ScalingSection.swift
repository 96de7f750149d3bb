import Foundation

/// Section c: `l10n-check` on generated bundles from 1,000 to 2,000,000 entries: wall time, time per entry, peak
/// memory against the size on disk, and how the time per entry grows.
enum ScalingSection {
    /// Languages and keys of each size: 1k, 20k, 200k and 2M entries.
    static let series = [(10, 100), (10, 2_000), (100, 2_000), (100, 20_000)]
    static let seed: UInt64 = 10

    static func table(binary: String, quick: Bool, targets: inout [Target]) throws -> Table {
        var table = Table(
            title: "Scaling: l10n-check on generated bundles (seed \(seed)), whole process",
            columns: ["entries", "languages x keys", "on disk", "runs", "wall", "CPU", "per entry", "peak memory",
                      "memory/disk"])
        var perEntry: [Int: Double] = [:], cpuPerEntry: [Int: Double] = [:]
        var generated: [String] = []
        for (languages, keys) in quick ? Array(series.dropLast()) : series {
            let (bundle, summary, seconds) = try GeneratedBundles.bundle(languages: languages, keys: keys, seed: seed)
            if let seconds {
                generated.append("\(Format.count(languages * keys)) in \(Format.duration(seconds))")
            }
            // About 10 s for each size, at least 3 and at most 11 runs.
            let measure = try Measure.process(binary, [bundle, "--max-input-size", "4G"]) { first in
                min(11, max(3, Int(10 / first.seconds)))
            }
            let wall = measure.wall
            perEntry[languages * keys] = wall / Double(summary.entries)
            cpuPerEntry[languages * keys] = measure.cpu / Double(summary.entries)
            if languages * keys == 2_000_000 {
                let ratio = measure.peakBytes.map { Double($0) / Double(summary.bytes) }
                targets.append(Target(
                    work: "check 100 x 20,000", measured: "\(Format.duration(wall)), memory "
                        + (ratio.map(Format.ratio) ?? "-") + " disk",
                    goal: "< 2 s, memory < 2x disk", met: wall < 2 && (ratio ?? .infinity) < 2))
            }
            table.rows.append([
                Format.count(summary.entries), "\(languages) x \(Format.count(keys))", Format.megabytes(summary.bytes),
                String(measure.runs.count), Format.duration(wall), Format.duration(measure.cpu),
                Format.fixed(wall / Double(summary.entries) * 1e9, 0) + " ns", measure.peak,
                measure.peakBytes.map { Format.ratio(Double($0) / Double(summary.bytes)) } ?? "-",
            ])
        }
        let last = quick ? 200_000 : 2_000_000
        if let small = perEntry[20_000], let large = perEntry[last], let smallCPU = cpuPerEntry[20_000],
           let largeCPU = cpuPerEntry[last] {
            targets.append(Target(
                work: "per entry, 20,000 -> \(Format.count(last))", measured: "grows \(Format.ratio(large / small))",
                goal: "within 1.25x", met: large / small <= 1.25))
            table.notes.append(
                "time per entry grows \(Format.ratio(large / small)) from 20,000 to \(Format.count(last)) entries"
                    + " (CPU time \(Format.ratio(largeCPU / smallCPU)))" + (quick ? " (--quick: 2,000,000 skipped)" : "")
                    + ". Target: within 1.25x.")
        }
        table.notes.append("Target for 2,000,000 entries: under 2 s, peak memory under 2x the size on disk.")
        table.notes.append(
            "Median wall and CPU (user plus system) time of the child process; per entry = wall / entries; peak "
                + "resident memory of its first, untimed run (GNU time).")
        if !generated.isEmpty { table.notes.append("Generated first: " + generated.joined(separator: ", ") + ".") }
        return table
    }
}
