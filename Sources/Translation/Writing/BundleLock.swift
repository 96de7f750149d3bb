#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock(2)`) on a bundle's folder itself, held while a command reads and writes the
/// bundle, so that two writers queue instead of racing: the second reads what the first wrote. Locking the folder's
/// own descriptor leaves no lock file behind; the lock goes with the process, also when it is killed. Other
/// programs (editors) do not take it; the writer's checks cover them.
public final class BundleLock: @unchecked Sendable {
    private let fd: Int32
    /// The locked folder's path.
    public let path: String

    /// Waits up to `timeout` seconds for the lock on the folder at `path`.
    public init(path: String, timeout: Double = FileWriter.defaultLockTimeout) throws(TranslationError) {
        self.path = path
        do {
            fd = try POSIX.open(path, O_RDONLY | O_DIRECTORY)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        var waited = 0.0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(fd)
                throw .writeFailed(path: path, reason: "cannot lock the bundle: \(POSIX.Failure(code: code))")
            }
            guard waited < timeout else {
                close(fd)
                throw .locked(path: path, seconds: Int(timeout))
            }
            usleep(20_000)
            waited += 0.02
        }
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
