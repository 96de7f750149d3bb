extension XLIFFImport {
    /// Choices an import leaves to its caller.
    public struct Options: Sendable, Equatable {
        /// Whether an empty `<target>` may replace a non-empty translation, or add an empty translation of a
        /// non-empty text. Off by default: an empty target is far more often a tool's or a translator's slip than
        /// a wish for empty text, and it is listed as skipped instead.
        public var allowEmptyTargets: Bool

        /// Options with everything a caller may allow off, unless given.
        public init(allowEmptyTargets: Bool = false) {
            self.allowEmptyTargets = allowEmptyTargets
        }
    }
}
