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
        do {
            let fd = try POSIX.open(path, O_RDONLY)
            defer { close(fd) }
            let bytes = try POSIX.readAll(fd)
            return FileSnapshot(bytes: bytes, fingerprint: FileFingerprint(bytes: bytes, info: try POSIX.fstat(fd)))
        } catch {
            // The shared reader's error says why (not found, a folder, unreadable) as every other command does.
            _ = try FileBytes.read(path)
            throw FileReadError(path: path, reason: .unreadable(error.description))
        }
    }
}
