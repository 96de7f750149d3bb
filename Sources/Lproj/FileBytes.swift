#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads whole files as bytes, with errors that say why.
public enum FileBytes {
    /// The largest file read: 1 GiB.
    public static let maximumSize = 1 << 30

    /// The bytes of the regular file at `path` (links followed), at most `maximumSize` of them. Something that is no
    /// regular file (a FIFO, a device, a socket) is never opened, so reading never blocks; the size limit applies to
    /// the file the path leads to, and to what is actually read should the file grow.
    public static func read(_ path: String, maximumSize: Int = maximumSize) throws(FileReadError) -> [UInt8] {
        try read(path, maximumSize: maximumSize, flags: 0)
    }

    /// Reads a file by its real path, refusing a symbolic link put in its place since (`O_NOFOLLOW`).
    static func read(realPath path: String, maximumSize: Int) throws(FileReadError) -> [UInt8] {
        try read(path, maximumSize: maximumSize, flags: O_NOFOLLOW)
    }

    /// The bytes of a file that a folder listing has just found to be a regular file: opened at once (`O_NONBLOCK`)
    /// without a `stat` by path first, one path lookup fewer for each of thousands of sources,
    /// and examined by its descriptor, so that nothing but a regular file within the limit is ever read.
    public static func read(listedFile path: String, maximumSize: Int = maximumSize) throws(FileReadError) -> [UInt8] {
        try read(path, maximumSize: maximumSize, flags: 0, examineFirst: false)
    }

    private static func read(_ path: String, maximumSize: Int, flags: Int32, examineFirst: Bool = true)
        throws(FileReadError) -> [UInt8] {
        if examineFirst { try check(FileStatus.of(path), path: path, maximumSize: maximumSize) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | flags)
        guard descriptor >= 0 else {
            let code = errno
            throw FileReadError(
                path: path, reason: code == ELOOP ? .linkLoop : .unreadable(FileStatus.errorText(code)))
        }
        defer { close(descriptor) }
        // What was opened may not be what was examined: examine it again.
        let size = try check(FileStatus.of(descriptor: descriptor), path: path, maximumSize: maximumSize)
        return try readAll(descriptor, path: path, expected: size, maximumSize: maximumSize)
    }

    /// The size of a regular file within the limit, else the error that says what the path is.
    @discardableResult
    private static func check(_ status: FileStatus, path: String, maximumSize: Int) throws(FileReadError) -> Int {
        switch status {
        case .regular(let size):
            if size > maximumSize { throw FileReadError(path: path, reason: .tooLarge(bytes: size)) }
            return size
        case .directory: throw FileReadError(path: path, reason: .isDirectory)
        case .special(let kind): throw FileReadError(path: path, reason: .notARegularFile(kind))
        case .missing: throw FileReadError(path: path, reason: .notFound)
        case .failed(let why): throw FileReadError(path: path, reason: .unreadable(why))
        }
    }

    /// Reads to the end: straight into an array of the expected size (one byte more, to see the end in one read),
    /// then in chunks when the file has grown since it was examined.
    private static func readAll(_ descriptor: Int32, path: String, expected: Int, maximumSize: Int)
        throws(FileReadError) -> [UInt8] {
        var failure: Int32?
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: min(expected, maximumSize) + 1) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            MemoryAdvice.populate(base, count: buffer.count)
            while initialized < buffer.count {
                let count = systemRead(descriptor, base + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 {
                    reachedEnd = true
                    return
                }
                initialized += count
                // A regular file reads short only at its end (POSIX `read`): no second call to be told so.
                if initialized < buffer.count, initialized >= expected {
                    reachedEnd = true
                    return
                }
            }
        }
        if let failure { throw FileReadError(path: path, reason: .unreadable(FileStatus.errorText(failure))) }
        if bytes.count > maximumSize { throw FileReadError(path: path, reason: .tooLarge(bytes: bytes.count)) }
        if reachedEnd { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let capacity = chunk.count
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, capacity) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, reason: .unreadable(FileStatus.errorText(errno)))
            }
            if count == 0 { return bytes }
            if bytes.count + count > maximumSize {
                throw FileReadError(path: path, reason: .tooLarge(bytes: bytes.count + count))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
