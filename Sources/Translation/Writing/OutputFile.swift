#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a command's output file (`--write-baseline`, `export --output`): `-` is standard output; a FIFO, a
/// device (`/dev/null`, `/dev/stdout`) or anything else that is no regular file is opened and written as a stream;
/// only a regular file, or a path where nothing is yet, is replaced atomically (a staged file beside it, synced,
/// with the old file's permission bits, renamed over it), so that a reader never sees half a file.
public enum OutputFile {
    /// What is at an output path.
    public enum Kind: Sendable, Equatable {
        /// Nothing: the file is created.
        case missing
        /// A regular file, replaced atomically.
        case regularFile
        /// Standard output (`-`), a FIFO, a device or a socket: written as a stream.
        case stream
    }

    /// What `path` is, following symbolic links (`/dev/stdout` is a link to the process's own output).
    public static func kind(of path: String) -> Kind {
        if path == "-" { return .stream }
        guard let info = try? POSIX.statOrNil(path) else { return .missing }
        return info.isRegularFile ? .regularFile : .stream
    }

    /// Writes `bytes` to `path` as its kind asks; throws `.writeFailed` with the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(TranslationError) {
        do {
            switch kind(of: path) {
            case .stream: try stream(bytes, to: path)
            case .missing, .regularFile: try replace(path, with: bytes)
            }
        } catch {
            throw .writeFailed(path: path, reason: error.description)
        }
    }

    private static func stream(_ bytes: [UInt8], to path: String) throws(POSIX.Failure) {
        if path == "-" { return try POSIX.writeAll(bytes, to: STDOUT_FILENO) }
        let fd = try POSIX.open(path, O_WRONLY)
        defer { close(fd) }
        try POSIX.writeAll(bytes, to: fd)
    }

    /// Stages `bytes` beside the file (through a symbolic link, beside its target) and renames them over it.
    private static func replace(_ path: String, with bytes: [UInt8]) throws(POSIX.Failure) {
        let target = POSIX.realPath(path) ?? path
        let old = try POSIX.statOrNil(target)
        let folder = WriteRun.parent(of: target)
        let name = String(target.dropFirst(folder == "/" ? 1 : folder.count + 1))
        let staged = folder + "/." + name + StagingArea.prefix + String(getpid())
        unlink(staged)
        do throws(POSIX.Failure) {
            let fd = try POSIX.open(staged, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            defer { close(fd) }
            try POSIX.writeAll(bytes, to: fd)
            if let old, fchmod(fd, old.st_mode & 0o7777) != 0 { throw POSIX.Failure(code: errno) }
            if let old { _ = fchown(fd, old.st_uid, old.st_gid) }
            try POSIX.fsync(fd)
            try POSIX.rename(staged, target)
        } catch {
            unlink(staged)
            throw error
        }
        POSIX.syncDirectory(folder)
    }
}
