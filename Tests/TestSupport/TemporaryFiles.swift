import Foundation

/// Folders of files written for a test under the system's temporary folder: one way for every test to lay out a
/// bundle, an app or a repository on disk. Everything lies in one folder of the test process, removed when the
/// process exits, so that test runs do not fill the temporary folder.
public enum TemporaryFiles {
    /// The folder of this process's files (`l10n-check-tests-<pid>-<UUID>`), made when first asked for.
    public static let root: String = {
        let root = NSTemporaryDirectory() + "l10n-check-tests-\(getpid())-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        atexit { removeRoot() }
        return root
    }()

    /// A path in the process's temporary folder that nothing has yet: `prefix-<UUID>` then `suffix` (such as
    /// `.json`, or `/App.bundle` for a file or folder inside a folder still to make).
    public static func path(_ prefix: String, suffix: String = "") -> String {
        root + "/" + prefix + "-" + UUID().uuidString + suffix
    }

    /// Removes the process's folder, read-only folders that tests made included.
    private static func removeRoot() {
        makeRemovable(root)
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Makes the folder at `path` and the folders in it writable and listable; links are not followed, so nothing
    /// outside is changed.
    private static func makeRemovable(_ path: String) {
        let manager = FileManager.default
        guard (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeDirectory else {
            return
        }
        _ = try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        for child in (try? manager.contentsOfDirectory(atPath: path)) ?? [] { makeRemovable(path + "/" + child) }
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
