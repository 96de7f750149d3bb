import Foundation

/// A file a translator command writes: where, the new bytes, and what it expects to find there, so that
/// nothing is overwritten that the command did not read.
public struct FileWrite: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// The bytes to write.
    public var bytes: [UInt8]
    /// The bytes the command read from the file, or `nil` when it creates a new file.
    public var expected: [UInt8]?
    /// One line for the user: what the write does (`add 3 keys`, `create from the template`).
    public var summary: String

    /// A write of `bytes` to `path`, replacing `expected` or creating the file when `expected` is `nil`.
    public init(path: String, bytes: [UInt8], expected: [UInt8]?, summary: String) {
        self.path = path
        self.bytes = bytes
        self.expected = expected
        self.summary = summary
    }

    /// Whether the write creates a file rather than replacing one.
    public var createsFile: Bool { expected == nil }
}

/// Carries out planned writes, each atomically (a temporary file renamed into place).
public enum FileWriter {
    /// Checks every write first, then writes them all. A file to create must not exist, and a file to replace
    /// must still hold exactly the bytes the command read; otherwise nothing is written at all.
    public static func apply(_ writes: [FileWrite]) throws(TranslationError) {
        for write in writes { try check(write) }
        for write in writes {
            let url = URL(fileURLWithPath: write.path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(write.bytes).write(to: url, options: .atomic)
            } catch {
                throw TranslationError.writeFailed(path: write.path, reason: (error as NSError).localizedDescription)
            }
        }
    }

    private static func check(_ write: FileWrite) throws(TranslationError) {
        let current = FileManager.default.contents(atPath: write.path).map { [UInt8]($0) }
        switch (write.expected, current) {
        case (nil, nil):
            return
        case (nil, _?):
            throw TranslationError.fileExists(path: write.path)
        case (let expected?, let current):
            if current != expected { throw TranslationError.changedSinceRead(path: write.path) }
        }
    }
}
