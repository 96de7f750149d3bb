/// What `l10n-check extract` would do to a bundle: the files to write, the keys each adds or marks stale, and the
/// tables left alone.
public struct ExtractPlan: Sendable, Equatable {
    /// A table or file left alone, with why.
    public struct Skip: Sendable, Hashable {
        /// The file's path (it may not exist).
        public var path: String
        /// Why it was left alone, one sentence.
        public var reason: String
        /// Whether leaving it alone means the command did not do all of its job (exit status 1).
        public var refused: Bool
    }

    /// The writes: keys appended to `.strings` files, new `.strings` files, and String Catalogs updated.
    public var writes: [FileWrite] = []
    /// The keys each write adds, in the order it adds them, by the write's path.
    public var added: [String: [String]] = [:]
    /// The keys each String Catalog write marks `stale`, by the write's path.
    public var markedStale: [String: [String]] = [:]
    /// The tables and files left alone.
    public var skipped: [Skip] = []

    /// An empty plan.
    public init() {}

    /// Adds a write with the keys it adds and marks stale.
    mutating func record(_ write: FileWrite, adding keys: [String], markingStale stale: [String] = []) {
        writes.append(write)
        if !keys.isEmpty { added[write.path] = keys }
        if !stale.isEmpty { markedStale[write.path] = stale }
    }

    /// Lists a file as left alone.
    mutating func skip(_ path: String, _ reason: String, refused: Bool = false) {
        skipped.append(Skip(path: path, reason: reason, refused: refused))
    }
}
