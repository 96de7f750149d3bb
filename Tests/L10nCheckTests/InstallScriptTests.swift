import Foundation
import Testing
import TestSupport

/// `scripts/package` and `scripts/install`: both parse as bash, and install puts a release archive's files under the
/// prefix (and `DESTDIR`) with the right modes. The release build itself is not made here: it takes minutes.
struct InstallScriptTests {
    static let scripts = CommandRunner.packageRoot.appendingPathComponent("scripts")

    /// Runs bash with `arguments`, the environment extended by `environment`; standard output and error together.
    static func bash(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: ["package", "install"])
    func theScriptParsesAndIsExecutable(name: String) throws {
        let path = Self.scripts.appendingPathComponent(name).path
        #expect(FileManager.default.isExecutableFile(atPath: path))
        let result = try Self.bash(["-n", path])
        #expect(result.status == 0, "\(result.output)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("set -euo pipefail"))
    }

    @Test func installPutsTheArchivesFilesUnderDestdirAndThePrefix() throws {
        let fileManager = FileManager.default
        let folder = TemporaryFiles.path("l10n-check-install")
        defer { try? fileManager.removeItem(atPath: folder) }
        // An archive laid out as scripts/package lays it out, with a stand-in binary.
        let top = folder + "/l10n-check-9.9.9-linux-test"
        let files = [
            "bin/l10n-check": "#!/bin/sh\necho 9.9.9\n",
            "share/man/man1/l10n-check.1": ".TH L10N-CHECK 1\n",
            "share/bash-completion/completions/l10n-check": "complete -F _l10n_check l10n-check\n",
            "share/doc/l10n-check/LICENSE": "MIT\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: top + "/" + path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            try fileManager.setAttributes([.posixPermissions: path.hasPrefix("bin/") ? 0o755 : 0o644], ofItemAtPath: url.path)
        }
        let archive = folder + "/test.tar.gz"
        let pack = try Self.bash(["-c", "cd \"$0\" && tar -czf test.tar.gz l10n-check-9.9.9-linux-test", folder])
        #expect(pack.status == 0, "\(pack.output)")

        let install = try Self.bash(
            [Self.scripts.appendingPathComponent("install").path, "--archive", archive, "/opt/l10n"],
            environment: ["DESTDIR": folder + "/root"])
        #expect(install.status == 0, "\(install.output)")
        for (path, text) in files {
            let installed = folder + "/root/opt/l10n/" + path
            #expect(try String(contentsOfFile: installed, encoding: .utf8) == text, "\(path)")
            let mode = try #require(try fileManager.attributesOfItem(atPath: installed)[.posixPermissions] as? Int)
            #expect(mode == (path.hasPrefix("bin/") ? 0o755 : 0o644), "\(path): \(String(mode, radix: 8))")
        }
        #expect(install.output.contains("installed 9.9.9"))

        // An archive that is not one of scripts/package's is refused, and nothing is installed.
        let bad = try Self.bash(
            [Self.scripts.appendingPathComponent("install").path, "--archive", folder + "/missing.tar.gz", folder + "/other"])
        #expect(bad.status != 0)
        #expect(!fileManager.fileExists(atPath: folder + "/other"))
    }
}
