import Foundation

/// Python's `plistlib`, a second reader and writer of XML and binary property lists for the writers' tests.
public enum PythonPlistlib {
    /// Whether `python3` from the `PATH` can import `plistlib`.
    public static let isAvailable: Bool = (try? python(["-c", "import plistlib"]).status) == 0

    /// What `plistlib` reads from `bytes`: dictionaries as `[String: Any]`, strings as `String` (through JSON).
    public static func read(_ bytes: [UInt8]) throws -> Any {
        let output = try run(
            "import json, plistlib, sys\n"
                + "with open(sys.argv[1], 'rb') as f: value = plistlib.load(f, dict_type=dict)\n"
                + "sys.stdout.write(json.dumps(value))\n",
            input: bytes)
        return try JSONSerialization.jsonObject(with: Data(output), options: [.fragmentsAllowed])
    }

    /// The property list `plistlib` writes (binary, or XML) of the JSON value `json`.
    public static func write(json: String, binary: Bool) throws -> [UInt8] {
        let format = binary ? "plistlib.FMT_BINARY" : "plistlib.FMT_XML"
        return try run(
            "import json, plistlib, sys\n"
                + "with open(sys.argv[1], 'rb') as f: value = json.load(f)\n"
                + "sys.stdout.buffer.write(plistlib.dumps(value, fmt=\(format), sort_keys=False))\n",
            input: Array(json.utf8))
    }

    /// Whether two values `read` gives (or built alike from strings and `[String: Any]`) are the same.
    public static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let left = lhs as? String, let right = rhs as? String { return left == right }
        guard let left = lhs as? [String: Any], let right = rhs as? [String: Any], left.count == right.count else {
            return false
        }
        return left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
    }

    /// Runs `script` with a file of `input` as its argument; its standard output, or an error with its output.
    private static func run(_ script: String, input: [UInt8]) throws -> [UInt8] {
        let file = NSTemporaryDirectory() + "plistlib-" + UUID().uuidString
        try Data(input).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PythonFailure(message: String(decoding: message, as: UTF8.self))
        }
        return Array(data)
    }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalCommand.run("/usr/bin/env", ["python3"] + arguments)
    }

    /// Why a `plistlib` script failed: what Python printed.
    public struct PythonFailure: Error, CustomStringConvertible {
        /// Python's standard error.
        public var message: String
        /// The message.
        public var description: String { message }
    }
}
