#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, found with `stat`, `lstat` and `realpath`, which Foundation hides or does differently.
package enum FileStatus: Equatable {
    /// A regular file of this many bytes.
    case regular(size: Int)
    /// A folder.
    case directory
    /// Something that is no file or folder, in words: `a FIFO (named pipe)`, `a character device`, `a socket`.
    case special(String)
    /// Nothing exists at the path (or a link leads nowhere).
    case missing
    /// The system could not say, with its explanation.
    case failed(String)

    /// What `path` names, following symbolic links.
    static func of(_ path: String) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT || code == ENOTDIR else { return .failed(errorText(code)) }
            // A link to nothing is no missing file, which a caller could create (and so replace the link).
            return isLink(path) ? .failed(danglingLink) : .missing
        }
        return FileStatus(info)
    }

    /// What `path` itself names, a symbolic link not followed: `nil` for a link, or when the system cannot say.
    static func ofEntry(_ path: String) -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & fileTypeMask != 0o120000 else { return nil }
        return FileStatus(info)
    }

    /// The names in the folder at `path`, without `.` and `..`, in the order the system lists them; else the
    /// `errno` of the failure. `opendir` and `readdir` themselves: Foundation's listing costs more than the work of
    /// reading a small bundle.
    package static func entries(ofDirectory path: String) -> Result<[String], SystemError> {
        listing(ofDirectory: path).map { $0.map(\.name) }
    }

    /// The entries of the folder at `path` as ``entries(ofDirectory:)`` lists them, each with the kind `readdir`
    /// gives (`d_type`), so that a walk needs no `lstat` for most of them.
    package static func listing(ofDirectory path: String) -> Result<[DirectoryEntry], SystemError> {
        guard let directory = opendir(path) else { return .failure(SystemError(code: errno)) }
        defer { closedir(directory) }
        // A record of `readdir` is only as long as its name needs (`d_reclen`), and may end where the buffer does:
        // the name is read in place, never by copying the whole `dirent` (which reads past a short last record).
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else {
            return .failure(SystemError(code: EINVAL))
        }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." {
                entries.append(DirectoryEntry(name: name, kind: DirectoryEntry.Kind(type: entry.pointee.d_type)))
            }
        }
        return .success(entries)
    }

    /// What an open file is.
    static func of(descriptor: Int32) -> FileStatus {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(errorText(errno)) }
        return FileStatus(info)
    }

    /// Whether `path` itself is a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & fileTypeMask == 0o120000
    }

    /// The real path of `path` (every link resolved, no `.` or `..`), else the `errno` of the failure.
    static func realPath(_ path: String) -> Result<String, SystemError> {
        guard let resolved = realpath(path, nil) else { return .failure(SystemError(code: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// The text of the symbolic link at `path`, if it is one.
    static func linkText(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return -1 }
            return readlink(path, base.assumingMemoryBound(to: CChar.self), bytes.count)
        }
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }

    /// What a symbolic link that leads nowhere is, in words.
    static let danglingLink = "it is a symbolic link to nothing"

    /// The system's words for an `errno` value.
    static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    private static let fileTypeMask: mode_t = 0o170000

    private init(_ info: stat) {
        switch info.st_mode & FileStatus.fileTypeMask {
        case 0o100000: self = .regular(size: Int(info.st_size))
        case 0o040000: self = .directory
        case 0o010000: self = .special("a FIFO (named pipe)")
        case 0o020000: self = .special("a character device")
        case 0o060000: self = .special("a block device")
        case 0o140000: self = .special("a socket")
        default: self = .special("no regular file")
        }
    }
}

/// An `errno` value from a failed system call.
package struct SystemError: Error, Equatable {
    /// The `errno` value.
    package var code: Int32
}

/// A name in a folder, with what `readdir` says it is.
package struct DirectoryEntry: Equatable {
    /// What an entry is, as `readdir` tells it without following links.
    package enum Kind: Equatable {
        /// A regular file.
        case regular
        /// A folder.
        case directory
        /// A symbolic link (not followed).
        case link
        /// A FIFO, a device or a socket.
        case other
    }

    /// The entry's name.
    package var name: String
    /// What it is; `nil` when the file system does not say (`DT_UNKNOWN`), and `lstat` must be asked.
    package var kind: Kind?
}

extension DirectoryEntry.Kind {
    /// The kind a `d_type` value names, `nil` for `DT_UNKNOWN`.
    init?(type: UInt8) {
        switch Int(type) {
        case Int(DT_REG): self = .regular
        case Int(DT_DIR): self = .directory
        case Int(DT_LNK): self = .link
        case Int(DT_UNKNOWN): return nil
        default: self = .other
        }
    }
}
