import Foundation

/// The monotonic clock, and medians of repeated measurements.
enum Clock {
    /// Now, in nanoseconds of the monotonic clock.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The CPU time of this process (all its threads), in nanoseconds.
    static func processCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Seconds since `start` (a value of `now()`).
    static func seconds(since start: UInt64) -> Double { Double(now() - start) / 1e9 }

    /// The median of `rounds` timed runs of `body`, in seconds, after one run that is not counted (warm-up).
    static func median(rounds: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<rounds {
            let start = now()
            try body()
            times.append(seconds(since: start))
        }
        return median(times)
    }

    /// The median wall and CPU time (of this process) of each of `bodies`, in seconds, measured in turn in each
    /// of `rounds` rounds after one round that is not counted: load on the machine that comes and goes then
    /// slows all of them alike. CPU time leaves out the time spent waiting for a core that other work holds.
    static func interleavedMedians(
        rounds: Int, _ bodies: [() throws -> Void]
    ) throws -> [(wall: Double, cpu: Double)] {
        var walls = Array(repeating: [Double](), count: bodies.count)
        var cpus = walls
        for round in 0...rounds {
            for (index, body) in bodies.enumerated() {
                let start = now(), startCPU = processCPU()
                try body()
                guard round > 0 else { continue }
                walls[index].append(seconds(since: start))
                cpus[index].append(Double(processCPU() - startCPU) / 1e9)
            }
        }
        return zip(walls, cpus).map { (median($0), median($1)) }
    }

    /// The median of `values` (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
