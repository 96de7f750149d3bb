import Foundation
import TestSupport

/// Files and folders made on disk for a test, and removed after it.
enum FileSystemFixture {
    /// Makes a folder and its parents.
    static func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `path`, making its folder.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let name = (path as NSString).lastPathComponent
        try TemporaryFiles.write([name: bytes], into: (path as NSString).deletingLastPathComponent)
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> String {
        try TemporaryFiles.folder("l10n-check")
    }

    /// Removes a file or folder, ignoring a missing one.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
