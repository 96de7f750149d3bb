#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an ``XclocPackage`` as a folder, all at once: the whole folder is staged beside its place
/// (`.de.xcloc.l10n-check-staged-<pid>`), synced, and renamed into place, so that a reader never sees half a
/// package and a killed run leaves only a hidden staging folder, which the next run removes.
public enum XclocWriter {
    /// Writes `package` into the folder `directory` (which must exist) as `<directory>/<tag>.xcloc`. An existing
    /// package is replaced only when `replace` is set, and then only once the new one is complete; anything else
    /// at that path (a file, a symbolic link) is never replaced.
    public static func write(
        _ package: XclocPackage, into directory: String, replace: Bool, toolVersion: String
    ) throws(TranslationError) -> String {
        let destination = directory + "/" + package.folderName
        let existing: stat?
        do {
            existing = try POSIX.lstatOrNil(destination)
        } catch {
            throw .writeFailed(path: destination, reason: error.description)
        }
        if let existing {
            guard existing.isDirectory, !existing.isSymbolicLink else {
                throw .writeFailed(path: destination, reason: "it exists and is no .xcloc folder; it is left alone")
            }
            guard replace else { throw .fileExists(path: destination) }
        }
        let suffix = StagingArea.prefix + String(getpid())
        let staged = directory + "/." + package.folderName + suffix
        let retired = directory + "/." + package.folderName + ".old" + suffix
        removeLeftovers(of: package.folderName, in: directory)
        do throws(POSIX.Failure) {
            try stage(package, at: staged, toolVersion: toolVersion)
            if existing != nil { try POSIX.rename(destination, retired) }
            do throws(POSIX.Failure) {
                try POSIX.rename(staged, destination)
            } catch {
                if existing != nil { try? POSIX.rename(retired, destination) }
                throw error
            }
        } catch {
            POSIX.removeTree(staged)
            throw .writeFailed(path: destination, reason: error.description)
        }
        POSIX.removeTree(retired)
        POSIX.syncDirectory(directory)
        return destination
    }

    /// Writes every file of `package` under the new folder `root`.
    private static func stage(_ package: XclocPackage, at root: String, toolVersion: String) throws(POSIX.Failure) {
        try makeFolder(root)
        try makeFolder(root + "/Notes")
        for (path, bytes) in package.files(toolVersion: toolVersion) {
            guard XclocPath.isSafe(path) else { throw POSIX.Failure(code: EINVAL) }
            var folder = root
            for component in path.split(separator: "/").dropLast() {
                folder += "/" + component
                if (try POSIX.statOrNil(folder)) == nil { try makeFolder(folder) }
            }
            let fd = try POSIX.open(root + "/" + path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            defer { close(fd) }
            try POSIX.writeAll(bytes, to: fd)
            try POSIX.fsync(fd)
        }
    }

    /// Removes the staging and retired folders of `name` that runs no longer alive left in `directory` (a killed
    /// run's); a live process's folders are its own.
    private static func removeLeftovers(of name: String, in directory: String) {
        for entry in (try? POSIX.directoryEntries(directory)) ?? [] where entry.hasPrefix("." + name) {
            guard let marker = entry.range(of: StagingArea.prefix),
                  let pid = pid_t(entry[marker.upperBound...]) else { continue }
            if pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) { POSIX.removeTree(directory + "/" + entry) }
        }
    }

    private static func makeFolder(_ path: String) throws(POSIX.Failure) {
        if mkdir(path, 0o777) != 0 { throw POSIX.Failure(code: errno) }
    }
}

/// Paths inside a package.
enum XclocPath {
    /// Whether `path` stays inside the folder it is relative to: not absolute, no empty, `.` or `..` component.
    static func isSafe(_ path: String) -> Bool {
        !path.hasPrefix("/") && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
}
