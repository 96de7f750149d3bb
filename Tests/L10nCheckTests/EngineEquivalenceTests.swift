import Foundation
import Testing
import TestSupport

/// The checking engine gives, byte for byte, the reports recorded before it was rebuilt for speed (issue 10): every
/// shared corpus in JSON (with and without the per-file limit), SARIF, JUnit and text.
struct EngineEquivalenceTests {
    private static var hasCorpora: Bool { SharedFolder.hasCorpora }

    /// One recorded run: the corpus path, the arguments, and what the output was.
    struct Recording: CustomTestStringConvertible, Sendable {
        var path: String
        var arguments: [String]
        var status: Int32
        var size: Int
        var sha256: String

        var testDescription: String { "\(path) \(arguments.joined(separator: " "))" }
    }

    static let recordings: [Recording] = {
        let file = CommandRunner.packageRoot.appendingPathComponent("Tests/L10nCheckTests/Fixtures/recorded-reports.tsv")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 5, let status = Int32(fields[2]), let size = Int(fields[3]) else { return nil }
            return Recording(
                path: fields[0], arguments: fields[1].split(separator: " ").map(String.init), status: status,
                size: size, sha256: fields[4])
        }
    }()

    @Test func theRecordingsAreThere() {
        #expect(Self.recordings.count == 25)
    }

    @Test(.enabled(if: hasCorpora, "needs ../shared/corpora"), arguments: recordings)
    func reportIsByteIdentical(_ recording: Recording) throws {
        // The reports were recorded from the package's root with the relative path (text, SARIF and JUnit name it), and
        // the command runs there too.
        let result = try CommandRunner.run([SharedFolder.relativeCorpus(recording.path)] + recording.arguments)
        #expect(result.status == recording.status, "\(result.errorOutput)")
        var output = result.output
        if recording.arguments.contains("junit") {
            output = output.replacing(#/ hostname="[^"]*" timestamp="[^"]*"/#) { _ in #" hostname="" timestamp="""# }
        }
        let digest = try Self.sha256(Data(output.utf8))
        guard digest != recording.sha256 || output.utf8.count != recording.size else { return }
        let kept = TemporaryFiles.path("engine-equivalence")
        try Data(output.utf8).write(to: URL(fileURLWithPath: kept))
        Issue.record("""
            \(recording.testDescription): \(output.utf8.count) bytes, SHA-256 \(digest); recorded \(recording.size) \
            bytes, \(recording.sha256). The output is kept in \(kept); diff it with the output of \
            `git stash; swift build` to see what changed.
            """)
    }

    /// The SHA-256 of `data`, by coreutils' `sha256sum`.
    private static func sha256(_ data: Data) throws -> String {
        let file = TemporaryFiles.path("engine-equivalence")
        try data.write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }
}
