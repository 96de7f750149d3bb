/// A file that could not be read at all (as opposed to one read with problems, which gives a document with issues).
public struct FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the file could not be read.
    public enum Reason: Sendable, Hashable {
        /// Nothing exists at the path.
        case notFound
        /// The path names a folder.
        case isDirectory
        /// The file is larger than the reader accepts.
        case tooLarge(bytes: Int)
        /// The system refused, with its explanation.
        case unreadable(String)
        /// The path names something that is no regular file: a FIFO, a device or a socket (named in words), which
        /// is never opened.
        case notARegularFile(String)
        /// A symbolic link (the file's own or its folder's, whose text is `target`) leads out of the bundle; the
        /// file is not read.
        case outsideBundle(target: String)
        /// Symbolic links that lead to each other without end.
        case linkLoop

        /// Why, in words and without the path: what a finding or a command line says after the file's name.
        public var explanation: String {
            switch self {
            case .notFound: "no such file"
            case .isDirectory: "it is a folder, not a file"
            case .tooLarge(let bytes): "too large (\(bytes) bytes)"
            case .unreadable(let why): why
            case .notARegularFile(let kind): "it is \(kind), not a regular file; not opened"
            case .outsideBundle(let target):
                "it is a symbolic link to a place outside the bundle (\(target)); not read"
            case .linkLoop: "it is a symbolic link that leads in a loop"
            }
        }
    }

    /// The path as given.
    public var path: String
    /// Why it failed.
    public var reason: Reason

    /// Creates an error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, for a command line.
    public var description: String {
        switch reason {
        case .notFound: "\(path): no such file"
        case .isDirectory: "\(path): is a folder, not a file"
        case .tooLarge(let bytes): "\(path): too large to read (\(bytes) bytes)"
        case .unreadable(let why): "\(path): cannot be read: \(why)"
        case .notARegularFile, .outsideBundle, .linkLoop: "\(path): \(reason.explanation)"
        }
    }
}
