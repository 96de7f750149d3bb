import Foundation
import TestSupport

/// Runs the built `l10n-check` binary and captures what it prints.
enum CommandRunner {
    struct Result {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    /// The binary the tests run: `L10N_CHECK_BINARY` when set (to run the end-to-end tests against another build,
    /// such as main's, to see which fail there), else the one built beside the tests.
    static let binary: URL = ProcessInfo.processInfo.environment["L10N_CHECK_BINARY"].map(URL.init(fileURLWithPath:))
        ?? productsFolder.appendingPathComponent("l10n-check")

    /// The folder of the built products: the test bundle's own folder, where SwiftPM also puts the executable.
    static let productsFolder: URL = {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("l10n-check").path),
              url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `l10n-check` with `arguments` in `folder` (the package's root folder by default).
    static func run(_ arguments: [String], in folder: URL = packageRoot) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errorOutput: String(decoding: errData, as: UTF8.self))
    }

    /// Writes a bundle of text files into a new temporary folder and returns its path.
    static func makeBundle(_ files: [String: String]) throws -> String {
        let root = try TemporaryFiles.folder("l10n-check-e2e") + "/Test.bundle"
        try TemporaryFiles.write(files.mapValues { Array($0.utf8) }, into: root)
        return root
    }
}
