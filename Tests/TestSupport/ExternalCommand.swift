import Foundation

/// Runs a program the tests use as a second opinion (xmllint, python3's jsonschema).
public enum ExternalCommand {
    /// The folder beside the package that holds the vendored schemas (`../shared/schemas`), whether or not it exists.
    public static var schemasFolder: URL { SharedFolder.schemas }

    /// Runs `executable` with `arguments`; its standard output and error together.
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// The program `name` from the `PATH`, or `nil` when it is not there.
    public static func find(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
