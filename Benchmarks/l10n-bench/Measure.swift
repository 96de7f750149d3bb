import Foundation

/// Repeated runs of a child process, and its peak memory.
struct Measure {
    /// The timed runs.
    var runs: [ProcessRun]
    /// The peak resident memory of the untimed first run, in bytes, as GNU time reports it; nil without
    /// /usr/bin/time.
    var peakBytes: Int?

    /// Median wall time, in seconds.
    var wall: Double { Clock.median(runs.map(\.seconds)) }
    /// Median user plus system CPU time, in seconds.
    var cpu: Double { Clock.median(runs.map(\.cpuSeconds)) }

    /// The peak memory as the tables show it.
    var peak: String { peakBytes.map(Format.megabytes) ?? "-" }

    static let gnuTime = "/usr/bin/time"

    /// Runs `binary` once, not counted (it warms the page cache and gives the peak memory), then as many times as
    /// `runs` says for that first run's wall time. Fails when the binary cannot do its job (exit status other
    /// than 0 or 1).
    ///
    /// wait4's ru_maxrss cannot give the peak memory: a child made by posix_spawn (vfork) or fork starts with its
    /// parent's high-water mark, this benchmark's own memory. GNU time's child starts from GNU time's 1 MB.
    static func process(_ binary: String, _ arguments: [String], runs: (ProcessRun) -> Int) throws -> Measure {
        var peak: Int?
        let first: ProcessRun
        if FileManager.default.isExecutableFile(atPath: gnuTime) {
            let record = NSTemporaryDirectory() + "l10n-bench-time-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: record) }
            first = try checked(ProcessRun.run(gnuTime, ["-f", "%M", "-o", record, binary] + arguments), binary, arguments)
            // GNU time writes "Command exited with non-zero status 1" before the number when the status is not 0.
            let text = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
            peak = text.split(separator: "\n").last.flatMap { Int($0) }.map { $0 * 1024 }
        } else {
            first = try run(binary, arguments)
        }
        let timed = try (0..<runs(first)).map { _ in try run(binary, arguments) }
        return Measure(runs: timed, peakBytes: peak)
    }

    /// `runs` timed runs after the untimed first one.
    static func process(_ binary: String, _ arguments: [String], runs: Int) throws -> Measure {
        try process(binary, arguments) { _ in runs }
    }

    /// One run of `binary`, or an error when it could not do its job.
    static func run(_ binary: String, _ arguments: [String]) throws -> ProcessRun {
        try checked(ProcessRun.run(binary, arguments), binary, arguments)
    }

    /// `run`, or an error when the binary could not do its job.
    static func checked(_ run: ProcessRun, _ binary: String, _ arguments: [String]) throws -> ProcessRun {
        guard run.status == 0 || run.status == 1 else {
            throw BenchError("\(binary) \(arguments.joined(separator: " ")) ended with status \(run.status)")
        }
        return run
    }
}
