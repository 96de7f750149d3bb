#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lproj

/// A file's bytes and its fingerprint, read together from one open file.
public struct FileSnapshot: Sendable, Equatable {
    /// The bytes read.
    public var bytes: [UInt8]
    /// Size, modification time and hash of what was read.
    public var fingerprint: FileFingerprint

    /// Reads the file at `path` (following a symbolic link); the fingerprint is taken from the same open file.
    public static func read(_ path: String) throws(FileReadError) -> FileSnapshot {
        let fd: Int32
        do {
            fd = try POSIX.open(path, O_RDONLY)
        } catch {
            throw readerError(path, error)
        }
        defer { close(fd) }
        do throws(POSIX.Failure) {
            let size = Int(try POSIX.fstat(fd).st_size)
            if size > FileBytes.maximumSize { throw POSIX.Failure(code: EFBIG) }
            let bytes = try POSIX.readAll(fd)
            return FileSnapshot(bytes: bytes, fingerprint: FileFingerprint(bytes: bytes, info: try POSIX.fstat(fd)))
        } catch {
            throw readerError(path, error)
        }
    }

    /// The shared reader's error for `path` (not found, a folder, too large), as every other command says it; the
    /// system's reason when the shared reader can read what this one could not.
    private static func readerError(_ path: String, _ failure: POSIX.Failure) -> FileReadError {
        do {
            _ = try FileBytes.read(path)
        } catch {
            return error
        }
        return FileReadError(path: path, reason: .unreadable(failure.description))
    }
}
