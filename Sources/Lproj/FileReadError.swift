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
        }
    }
}
