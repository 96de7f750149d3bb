/// What `l10n-check sync` would do to a bundle: the files to write, the keys each adds, the keys a language has
/// beyond the base, and the files left alone.
public struct SyncPlan: Sendable, Equatable {
    /// The writes: keys appended to existing files, and new files for tables a language lacks. Empty when the bundle
    /// is in sync.
    public var writes: [FileWrite] = []
    /// The keys each write adds, in the order it adds them, by the write's path.
    public var added: [String: [String]] = [:]
    /// Keys a language's file has and the base does not, in file order, by the file's path; removed only by a plan
    /// made with `prune`, and then only those the checker calls extra (``removed``).
    public var extra: [String: [String]] = [:]
    /// The keys each write removes (`sync --prune`), in file order, by the write's path.
    public var removed: [String: [String]] = [:]
    /// The files sync does not touch, with the reason.
    public var skipped: [SyncSkippedFile] = []

    /// Whether there is nothing to write.
    public var isInSync: Bool { writes.isEmpty }

    /// An empty plan.
    public init() {}

    /// Adds a write, the keys it adds and the keys it removes.
    mutating func record(_ write: FileWrite, adding keys: [String], removing removedKeys: [String] = []) {
        writes.append(write)
        if !keys.isEmpty { added[write.path] = keys }
        if !removedKeys.isEmpty { removed[write.path] = removedKeys }
    }

    /// Lists a file as skipped, once.
    mutating func skip(_ path: String, because reason: SyncSkipReason) {
        let file = SyncSkippedFile(path: path, reason: reason)
        if !skipped.contains(file) { skipped.append(file) }
    }
}
