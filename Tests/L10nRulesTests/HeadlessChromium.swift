import Foundation

/// Chromium run headless on a page, each run killed if it outlives its deadline (Chromium can hang).
enum HeadlessChromium {
    /// The browser, where Debian installs it, if it is there.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// What one run gave: the page's DOM (for `--dump-dom`), the wall time, and whether the deadline ended it.
    struct Run {
        var output: String
        var seconds: Double
        var timedOut: Bool
        var status: Int32
    }

    /// Runs the browser on `url` with `arguments` (`--dump-dom`, `--screenshot=PATH`), in a profile of its own under
    /// `folder`, with no network (every host name fails to resolve); kills it after `deadline` seconds.
    static func run(_ arguments: [String], url: URL, folder: URL, deadline: Double = 20) throws -> Run {
        guard let path else { throw ChromiumMissing() }
        let name = UUID().uuidString
        let outputFile = folder.appendingPathComponent("chromium-\(name).out")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--hide-scrollbars", "--host-resolver-rules=MAP * ~NOTFOUND",
            "--user-data-dir=" + folder.appendingPathComponent("profile-\(name)").path,
        ] + arguments + [url.absoluteString]
        // The page's DOM goes to a file rather than a pipe, which a large page would fill while no one reads it.
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let start = ContinuousClock.now
        try process.run()
        var timedOut = false
        if ended.wait(timeout: .now() + deadline) == .timedOut {
            timedOut = true
            process.terminate()
            if ended.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let dom = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return Run(output: dom, seconds: seconds, timedOut: timedOut, status: process.terminationStatus)
    }

    /// The browser is not installed.
    struct ChromiumMissing: Error {}
}
