/// A file that sync leaves alone, and why.
public struct SyncSkippedFile: Sendable, Equatable, CustomStringConvertible {
    /// The file's path (bundle path joined with the bundle-relative path); the file may not exist.
    public var path: String
    /// Why sync does not touch it.
    public var reason: SyncSkipReason

    /// `path: reason`, for the command line.
    public var description: String { "\(path): \(reason)" }
}
