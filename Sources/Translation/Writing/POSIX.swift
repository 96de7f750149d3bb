#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lproj

/// The few system calls the writer needs, each retried after `EINTR` and failing with the system's reason.
enum POSIX {
    /// A failed system call: what was attempted and `strerror` of its `errno`.
    struct Failure: Error, CustomStringConvertible {
        /// The call's `errno`.
        var code: Int32
        /// `strerror(code)`.
        var description: String

        init(code: Int32) {
            self.code = code
            self.description = String(cString: strerror(code))
        }
    }

    /// `lstat(2)`, or `nil` when nothing is at `path`.
    static func lstatOrNil(_ path: String) throws(Failure) -> stat? {
        var info = stat()
        if lstat(path, &info) == 0 { return info }
        if errno == ENOENT || errno == ENOTDIR { return nil }
        throw Failure(code: errno)
    }

    /// `stat(2)` (following links), or `nil` when nothing is at `path`.
    static func statOrNil(_ path: String) throws(Failure) -> stat? {
        var info = stat()
        if stat(path, &info) == 0 { return info }
        if errno == ENOENT || errno == ENOTDIR { return nil }
        throw Failure(code: errno)
    }

    /// `open(2)`, retried after `EINTR`.
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) throws(Failure) -> Int32 {
        while true {
            #if canImport(Glibc)
            let fd = Glibc.open(path, flags | O_CLOEXEC, mode)
            #else
            let fd = Darwin.open(path, flags | O_CLOEXEC, mode)
            #endif
            if fd >= 0 { return fd }
            if errno != EINTR { throw Failure(code: errno) }
        }
    }

    /// `fstat(2)`.
    static func fstat(_ fd: Int32) throws(Failure) -> stat {
        var info = stat()
        #if canImport(Glibc)
        let result = Glibc.fstat(fd, &info)
        #else
        let result = Darwin.fstat(fd, &info)
        #endif
        if result != 0 { throw Failure(code: errno) }
        return info
    }

    /// Every byte from `fd`'s current offset to its end.
    static func readAll(_ fd: Int32) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count == 0 {
                return bytes
            } else if errno != EINTR && errno != EAGAIN {
                throw Failure(code: errno)
            }
        }
    }

    /// Writes all of `bytes` to `fd`, after short writes and interruptions.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if count >= 0 {
                offset += count
            } else if errno != EINTR && errno != EAGAIN {
                throw Failure(code: errno)
            }
        }
    }

    /// `fsync(2)`; a file system that cannot sync (`EINVAL`, as for a pipe) is no failure.
    static func fsync(_ fd: Int32) throws(Failure) {
        while true {
            #if canImport(Glibc)
            let result = Glibc.fsync(fd)
            #else
            let result = Darwin.fsync(fd)
            #endif
            if result == 0 || errno == EINVAL || errno == EROFS { return }
            if errno != EINTR { throw Failure(code: errno) }
        }
    }

    /// Syncs the directory at `path`, so that renames into it survive a crash; failures are ignored (best effort).
    static func syncDirectory(_ path: String) {
        guard let fd = try? open(path, O_RDONLY | O_DIRECTORY) else { return }
        try? fsync(fd)
        close(fd)
    }

    /// `rename(2)`.
    static func rename(_ from: String, _ to: String) throws(Failure) {
        #if canImport(Glibc)
        let result = Glibc.rename(from, to)
        #else
        let result = Darwin.rename(from, to)
        #endif
        if result != 0 { throw Failure(code: errno) }
    }

    /// `realpath(3)`, or `nil` when the path cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in the directory at `path`, without `.` and `..`.
    static func directoryEntries(_ path: String) throws(Failure) -> [String] {
        switch FileStatus.entries(ofDirectory: path) {
        case .success(let names): names
        case .failure(let error): throw Failure(code: error.code)
        }
    }

    /// Removes the file or folder at `path` with everything in it; what cannot be removed is left.
    static func removeTree(_ path: String) {
        guard let info = try? lstatOrNil(path) else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in (try? directoryEntries(path)) ?? [] { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

extension stat {
    /// Whether this is a regular file.
    var isRegularFile: Bool { (st_mode & S_IFMT) == S_IFREG }
    /// Whether this is a symbolic link.
    var isSymbolicLink: Bool { (st_mode & S_IFMT) == S_IFLNK }
    /// Whether this is a folder.
    var isDirectory: Bool { (st_mode & S_IFMT) == S_IFDIR }
    /// Seconds and nanoseconds of the last modification.
    var modificationTime: (seconds: Int64, nanoseconds: Int64) {
        #if canImport(Glibc)
        (Int64(st_mtim.tv_sec), Int64(st_mtim.tv_nsec))
        #else
        (Int64(st_mtimespec.tv_sec), Int64(st_mtimespec.tv_nsec))
        #endif
    }
}
