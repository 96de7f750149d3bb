/// A file a translator command writes: where, the new bytes, and what it expects to find there, so that
/// nothing is overwritten that the command did not read.
public struct FileWrite: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// The bytes to write.
    public var bytes: [UInt8]
    /// The bytes the command read from the file, or `nil` when it creates a new file.
    public var expected: [UInt8]?
    /// Size, modification time and hash of the file as the command read it, when known; the writer refuses the
    /// file when any of them changed.
    public var fingerprint: FileFingerprint?
    /// One line for the user: what the write does (`add 3 keys`, `create from the template`).
    public var summary: String

    /// A write of `bytes` to `path`, replacing `expected` (read as `fingerprint`) or creating the file when
    /// `expected` is `nil`.
    public init(
        path: String, bytes: [UInt8], expected: [UInt8]?, summary: String, fingerprint: FileFingerprint? = nil
    ) {
        self.path = path
        self.bytes = bytes
        self.expected = expected
        self.summary = summary
        self.fingerprint = fingerprint
    }

    /// A write of `bytes` replacing the file read as `snapshot`, or creating it when `snapshot` is `nil`.
    public init(path: String, bytes: [UInt8], replacing snapshot: FileSnapshot?, summary: String) {
        self.init(
            path: path, bytes: bytes, expected: snapshot?.bytes, summary: summary, fingerprint: snapshot?.fingerprint)
    }

    /// Whether the write creates a file rather than replacing one.
    public var createsFile: Bool { expected == nil }
}
