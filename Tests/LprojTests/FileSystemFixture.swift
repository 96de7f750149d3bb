import Foundation

/// Files and folders made on disk for a test, and removed after it.
enum FileSystemFixture {
    /// Makes a folder and its parents.
    static func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `path`, making its folder.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try makeFolder((path as NSString).deletingLastPathComponent)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "l10n-check-" + UUID().uuidString
        try makeFolder(path)
        return path
    }

    /// Removes a file or folder, ignoring a missing one.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
