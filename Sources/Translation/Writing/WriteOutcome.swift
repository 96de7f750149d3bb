/// What the writer did with one planned file.
public struct WriteOutcome: Sendable, Equatable {
    /// The planned write.
    public var write: FileWrite
    /// `nil` when the file was written, else why it was left as it was.
    public var refusal: WriteRefusal?

    /// The outcome of `write`: written when `refusal` is `nil`.
    public init(write: FileWrite, refusal: WriteRefusal?) {
        self.write = write
        self.refusal = refusal
    }

    /// The file's path as planned.
    public var path: String { write.path }
    /// Whether the file now holds the planned bytes.
    public var wasWritten: Bool { refusal == nil }
}
