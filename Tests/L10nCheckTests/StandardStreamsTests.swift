import Foundation
import Testing
import TestSupport

/// Output that cannot be written: a full device and a closed pipe end the command with exit status 2, never a signal.
struct StandardStreamsTests {
    /// Runs `l10n-check` with standard output sent to `output`, and returns how it ended and what it said on
    /// standard error.
    private func run(_ arguments: [String], output: FileHandle) throws -> (Process, String) {
        let process = Process()
        process.executableURL = CommandRunner.productsFolder.appendingPathComponent("l10n-check")
        process.arguments = arguments
        process.currentDirectoryURL = CommandRunner.packageRoot
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process, String(decoding: message, as: UTF8.self))
    }

    static let commands: [[String]] = [
        ["Resources/PopupStrings.bundle"], ["rules"], ["--help"],
        ["parse", "Resources/PopupStrings.bundle/en.lproj/Localizable.strings"],
    ]

    @Test(arguments: commands)
    func fullDeviceIsAnErrorWithAMessage(_ arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let (process, message) = try run(arguments, output: full)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(message.contains("cannot write to standard output: No space left on device"))
    }

    @Test(arguments: commands)
    func closedPipeEndsQuietly(_ arguments: [String]) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let (process, message) = try run(arguments, output: pipe.fileHandleForWriting)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(message.isEmpty)
    }

    /// A note on a full standard error (the baseline's "wrote N findings") is lost, but never stops the check with a
    /// signal (Foundation's `FileHandle.write(_:)` traps on a write error).
    @Test func aFullStandardErrorDoesNotStopTheCheck() throws {
        let baseline = TemporaryFiles.path("l10n-check-baseline", suffix: ".json")
        let process = Process()
        process.executableURL = CommandRunner.productsFolder.appendingPathComponent("l10n-check")
        process.arguments = ["Resources/PopupStrings.bundle", "--write-baseline", baseline]
        process.currentDirectoryURL = CommandRunner.packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: baseline))
    }
}
