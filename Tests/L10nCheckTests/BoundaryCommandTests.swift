import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checker reads nothing outside the bundle, quotes no foreign file, never blocks, and bounds its input.
struct BoundaryCommandTests {
    static let secret = "SECRET-OUTSIDE-THE-BUNDLE"

    /// A bundle with `en.lproj`, and beside it a file `secret.txt` that is no table, no baseline, no configuration.
    private func makeBundle() throws -> (bundle: String, secretFile: String) {
        let bundle = try CommandRunner.makeBundle(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        let secretFile = (bundle as NSString).deletingLastPathComponent + "/secret.txt"
        try Data("root:x:0:0:\(Self.secret):/root:/bin/bash\n".utf8).write(to: URL(fileURLWithPath: secretFile))
        return (bundle, secretFile)
    }

    private func remove(_ bundle: String) {
        try? FileManager.default.removeItem(atPath: (bundle as NSString).deletingLastPathComponent)
    }

    @Test func aTableLinkedOutOfTheBundleIsReportedAndNotQuoted() throws {
        let (bundle, secretFile) = try makeBundle()
        defer { remove(bundle) }
        try FileManager.default.createDirectory(atPath: bundle + "/fr.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bundle + "/fr.lproj/Localizable.strings", withDestinationPath: secretFile)
        let result = try CommandRunner.run([bundle])
        #expect(result.status == 1)
        #expect(!result.output.contains(Self.secret))
        #expect(result.output.contains(
            "fr.lproj/Localizable.strings: error: cannot be read: it is a symbolic link to a place outside the bundle"))
    }

    @Test func aFIFOInTheBundleIsNamedAndDoesNotBlock() throws {
        let (bundle, _) = try makeBundle()
        defer { remove(bundle) }
        try FileManager.default.createDirectory(atPath: bundle + "/fr.lproj", withIntermediateDirectories: true)
        #expect(mkfifo(bundle + "/fr.lproj/Localizable.strings", 0o644) == 0)
        let result = try CommandRunner.run([bundle])
        #expect(result.status == 1)
        #expect(result.output.contains("it is a FIFO (named pipe), not a regular file; not opened [unreadable-file]"))
        #expect(!result.output.contains("permission"))
    }

    @Test func aBaselineOrConfigurationThatIsSomethingElseIsNotQuoted() throws {
        let (bundle, secretFile) = try makeBundle()
        defer { remove(bundle) }
        let baseline = try CommandRunner.run([bundle, "--baseline", secretFile])
        #expect(baseline.status == 2)
        #expect(baseline.errorOutput.contains("\(secretFile):1:1: is no baseline file"))
        #expect(!baseline.errorOutput.contains("root"))
        let configuration = try CommandRunner.run([bundle, "--config", secretFile])
        #expect(configuration.status == 2)
        #expect(configuration.errorOutput.contains("\(secretFile):1:1: the file: expected a mapping of the keys"))
        #expect(!configuration.errorOutput.contains("root"))
        try Data("base: [x\n\(Self.secret) \"\n".utf8).write(to: URL(fileURLWithPath: secretFile))
        let broken = try CommandRunner.run([bundle, "--config", secretFile])
        #expect(broken.status == 2)
        #expect(broken.errorOutput.contains("\(secretFile):3:1: is not valid YAML"))
        #expect(!broken.errorOutput.contains(Self.secret))
    }

    @Test func theInputLimitIsAnOptionAndExceedingItEndsWithExitTwo() throws {
        let (bundle, _) = try makeBundle()
        defer { remove(bundle) }
        let small = try CommandRunner.run([bundle, "--max-input-size", "4"])
        #expect(small.status == 2)
        #expect(small.errorOutput.contains("more than the input limit of 4 bytes"))
        #expect(try CommandRunner.run([bundle, "--max-input-size", "1K"]).status == 0)
        #expect(try CommandRunner.run([bundle, "--max-input-size", "2x"]).status != 0)
    }
}
