#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden folder in the bundle's root where one run stages its new files before renaming them into place:
/// `<bundle>/.l10n-check-staged-<pid>`. Staged files never appear in an `.lproj` folder, so a run killed at any
/// moment leaves no temporary file there; the next run (under the bundle lock) removes what an earlier killed run
/// left in the bundle's root.
struct StagingArea {
    /// The start of every staging folder's name.
    static let prefix = ".l10n-check-staged-"

    /// The staging folder's path.
    let path: String

    /// Removes the staging folders earlier runs left in the bundle at `bundlePath` (only names with `prefix`, only
    /// in the bundle's root). Call it only while holding the bundle lock.
    static func removeLeftovers(in bundlePath: String) {
        for name in (try? POSIX.directoryEntries(bundlePath)) ?? [] where name.hasPrefix(prefix) {
            POSIX.removeTree(bundlePath + "/" + name)
        }
    }

    /// Creates this process's staging folder in the bundle at `bundlePath`.
    init(bundlePath: String) throws(POSIX.Failure) {
        path = bundlePath + "/" + Self.prefix + String(getpid())
        POSIX.removeTree(path)
        if mkdir(path, 0o700) != 0 { throw POSIX.Failure(code: errno) }
    }

    /// Writes `bytes` to the new staged file `relativePath` (folders made as needed), with `info`'s permission
    /// bits and owner when given (the owner only where the process may set it), synced to disk.
    func stage(_ bytes: [UInt8], as relativePath: String, like info: stat?) throws(POSIX.Failure) -> String {
        let file = path + "/" + relativePath
        try makeFolders(for: relativePath)
        let fd = try POSIX.open(file, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        defer { close(fd) }
        try POSIX.writeAll(bytes, to: fd)
        if let info {
            if fchmod(fd, info.st_mode & 0o7777) != 0 { throw POSIX.Failure(code: errno) }
            let current = try POSIX.fstat(fd)
            if current.st_uid != info.st_uid || current.st_gid != info.st_gid {
                _ = fchown(fd, info.st_uid, info.st_gid)  // EPERM for another user's file: the mode is still kept
                if fchmod(fd, info.st_mode & 0o7777) != 0 { throw POSIX.Failure(code: errno) }
            }
        }
        try POSIX.fsync(fd)
        return file
    }

    /// Removes the staging folder and what is left in it.
    func remove() {
        POSIX.removeTree(path)
    }

    private func makeFolders(for relativePath: String) throws(POSIX.Failure) {
        var folder = path
        for component in relativePath.split(separator: "/").dropLast() {
            folder += "/" + component
            if mkdir(folder, 0o777) != 0 && errno != EEXIST { throw POSIX.Failure(code: errno) }
        }
    }
}
