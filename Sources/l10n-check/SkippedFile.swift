import Translation

/// A file a writing command left alone, as its JSON report lists it: where, why, and whether that is a refusal
/// (exit status 1) rather than by design.
struct SkippedFile {
    /// The file's path; the file may not exist.
    var path: String
    /// Why it was left alone, one sentence.
    var reason: String
    /// Whether leaving it alone means the command did not do all of its job.
    var refused: Bool

    /// A file `sync` left alone.
    init(_ file: SyncSkippedFile) {
        path = file.path
        reason = file.reason.description
        refused = file.reason.isRefusal
    }

    /// A file or call `extract` left alone.
    init(path: String, reason: String, refused: Bool) {
        self.path = path
        self.reason = reason
        self.refused = refused
    }

    /// A file `extract` left alone.
    init(_ file: ExtractPlan.Skip) {
        self.init(path: file.path, reason: file.reason, refused: file.refused)
    }

    /// A file `pseudo` did not write.
    init(_ file: PseudoSkippedFile) {
        path = file.path
        reason = file.reason.description
        refused = file.reason.isRefusal
    }
}
