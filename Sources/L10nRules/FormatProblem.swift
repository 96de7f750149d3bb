import Lproj

/// A way a translation's format differs from the base's that matters at run time.
struct FormatProblem: Hashable, Sendable {
    /// How much it matters.
    var severity: Severity
    /// What differs and what Apple does, without the key.
    var detail: String
}
