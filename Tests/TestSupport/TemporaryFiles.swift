import Foundation

/// Folders of files written for a test under the system's temporary folder: one way for every test to lay out a
/// bundle, an app or a repository on disk.
public enum TemporaryFiles {
    /// A path in the temporary folder that nothing has yet: `prefix-<UUID>` then `suffix` (such as `.json`, or
    /// `/App.bundle` for a file or folder inside a folder still to make).
    public static func path(_ prefix: String, suffix: String = "") -> String {
        NSTemporaryDirectory() + prefix + "-" + UUID().uuidString + suffix
    }

    /// A new folder named `prefix-<UUID>` holding `files` (folder-relative paths and their bytes).
    public static func folder(_ prefix: String, files: [String: [UInt8]] = [:]) throws -> String {
        let root = path(prefix)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try write(files, into: root)
        return root
    }

    /// A new folder named `prefix-<UUID>` holding `files` (folder-relative paths and their UTF-8 text).
    public static func folder(_ prefix: String, text files: [String: String]) throws -> String {
        try folder(prefix, files: files.mapValues { Array($0.utf8) })
    }

    /// Writes `files` (paths relative to `folder` and their bytes) into `folder`, making the folders they need.
    public static func write(_ files: [String: [UInt8]], into folder: String) throws {
        for (path, bytes) in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }
}
