import Foundation

/// One run of a program as a child process (posix_spawn, then wait4), its output thrown away.
struct ProcessRun {
    /// Wall time from before the spawn to after the wait, in seconds.
    var seconds: Double
    /// User plus system CPU time of the child, in seconds.
    var cpuSeconds: Double
    /// The exit status, or 128 + the signal number.
    var status: Int32

    /// Runs `path` with `arguments`, standard input, output and error on /dev/null.
    static func run(_ path: String, _ arguments: [String]) throws -> ProcessRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = Clock.now()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("cannot run \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = Clock.seconds(since: start)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let exited = status & 0x7F == 0
        return ProcessRun(
            seconds: seconds, cpuSeconds: cpu,
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }
}
