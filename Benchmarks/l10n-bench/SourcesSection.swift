import CodeKeys
import Foundation

/// Section e: what reading an app's sources adds to a check. The Swift and Objective-C files of the corpora are
/// copied into a temporary folder as many times as it takes to pass 200,000 lines; then `l10n-check ArcGIS.bundle`
/// with and without `--sources` on that folder, and `grep -rE` for the calls over the same folder (the shell line a
/// user without a scanner has), take turns.
enum SourcesSection {
    static let runs = 11
    /// The size of the app to read.
    static let minimumLines = 200_000
    /// The extensions of the files copied (those `l10n-check` scans).
    static let extensions: Set<String> = ["swift", "m", "mm", "h"]
    /// What the grep row looks for: the calls' names, as a user's grep would.
    static let grepPattern = "NSLocalizedString|String\\(localized:|LocalizedStringResource|localizedString"

    static func table(binary: String, corpora: String, bundle: String, targets: inout [Target]) throws -> Table {
        let app = NSTemporaryDirectory() + "l10n-bench-sources-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: app) }
        let copied = try makeApp(at: app, from: corpora)
        let grep = "/usr/bin/grep"
        var check = try Measure.process(binary, [bundle], runs: 0)
        var withSources = try Measure.process(binary, [bundle, "--sources", app], runs: 0)
        var grepped = FileManager.default.isExecutableFile(atPath: grep)
            ? try Measure.process(grep, ["-rEc", grepPattern, app], runs: 0) : nil
        var turns: [() throws -> Void] = [
            { check.runs.append(try Measure.run(binary, [bundle])) },
            { withSources.runs.append(try Measure.run(binary, [bundle, "--sources", app])) },
        ]
        if grepped != nil {
            turns.append { grepped?.runs.append(try Measure.run(grep, ["-rEc", grepPattern, app])) }
        }
        _ = try Clock.interleavedMedians(rounds: runs, turns)
        check.runs.removeFirst()  // the untimed round's
        withSources.runs.removeFirst()
        grepped?.runs.removeFirst()
        let scanning = scanInMemory(copied)
        let added = withSources.wall - check.wall
        let ratio = added / check.wall
        targets.append(Target(
            work: "--sources, \(Format.count(copied.lines))-line app",
            measured: "+\(Format.duration(added)), \(String(format: "%.2f", ratio))x the check",
            goal: "<= 1x the check's own time", met: ratio <= 1))
        var table = Table(
            title: "Reading an app's sources: \(Format.count(copied.files)) files, \(Format.count(copied.lines)) lines, "
                + "\(Format.megabytes(copied.bytes)) (the corpora's sources \(copied.copies) times), median of \(runs) runs",
            columns: ["work", "wall", "CPU", "peak memory", "vs the check"])
        table.rows = [
            ["l10n-check ArcGIS.bundle", Format.duration(check.wall), Format.duration(check.cpu), check.peak, "1.00x"],
            ["l10n-check ArcGIS.bundle --sources APP (every call read, code rules)", Format.duration(withSources.wall),
             Format.duration(withSources.cpu), withSources.peak, Format.ratio(withSources.wall / check.wall)],
            ["  added by the sources", Format.duration(added), Format.duration(withSources.cpu - check.cpu), "",
             String(format: "%.2fx", ratio)],
        ]
        let nanosecondsPerByte = String(format: "%.2f", scanning * 1e9 / Double(copied.bytes))
        table.rows.append([
            "  the scanner alone: every file in memory, one core (\(nanosecondsPerByte) ns a byte)",
            Format.duration(scanning), Format.duration(scanning), "", Format.ratio(scanning / check.wall),
        ])
        if let grepped {
            table.rows.append([
                "grep -rEc 'NSLocalizedString|...' APP (names only, no keys)", Format.duration(grepped.wall),
                Format.duration(grepped.cpu), grepped.peak, Format.ratio(grepped.wall / check.wall),
            ])
        }
        table.notes = [
            "The sources are not ArcGIS's: their keys are not the bundle's, so the check also reports their calls "
                + "(key-not-in-tables) and the bundle's keys (unused-key), as a mismatched app would.",
            "Target: the sources add at most the check's own wall time. vs the check: the row's wall time over the "
                + "check's (for the added row, what the sources add over the check's).",
        ]
        return table
    }

    /// What `makeApp` copied.
    struct Copied {
        var files = 0
        var lines = 0
        var bytes = 0
        var copies = 0
        /// The files of one copy: their paths and bytes.
        var sources: [(path: String, bytes: [UInt8])] = []
    }

    /// The median time `SourceScanner` takes over every file of the app already in memory, on one core: the
    /// scanner's own share of reading the sources, without the file system.
    static func scanInMemory(_ copied: Copied) -> Double {
        let scanner = SourceScanner()
        let files = copied.sources.compactMap { file in SourceLanguage(path: file.path).map { (file, $0) } }
        var calls = 0
        let time = Clock.median(rounds: runs) {
            for _ in 0..<copied.copies {
                for (file, language) in files {
                    calls += scanner.scan(bytes: file.bytes, path: file.path, language: language).calls.count
                }
            }
        }
        precondition(calls > 0, "the corpora's sources make no localization call")
        return time
    }

    /// Copies the sources under `corpora` into `folder` (`copy1/`, `copy2/`, ...) until they pass `minimumLines`.
    static func makeApp(at folder: String, from corpora: String) throws -> Copied {
        let sources = try sourceFiles(under: corpora)
        guard !sources.isEmpty else { throw BenchError("no Swift or Objective-C sources under \(corpora)") }
        let contents = try sources.map { ($0, try Data(contentsOf: URL(fileURLWithPath: corpora + "/" + $0))) }
        let linesPerCopy = contents.reduce(0) { $0 + $1.1.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
        var copied = Copied(sources: contents.map { ($0.0, [UInt8]($0.1)) })
        while copied.lines < minimumLines {
            copied.copies += 1
            for (path, data) in contents {
                let target = URL(fileURLWithPath: "\(folder)/copy\(copied.copies)/\(path)")
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
                copied.files += 1
                copied.bytes += data.count
            }
            copied.lines += linesPerCopy
        }
        return copied
    }

    /// The source files under `root`, root-relative and sorted, hidden folders left out.
    static func sourceFiles(under root: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            throw BenchError("cannot list \(root)")
        }
        return walker.compactMap { $0 as? String }.filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") }
                && extensions.contains(URL(fileURLWithPath: path).pathExtension)
        }.sorted()
    }
}
