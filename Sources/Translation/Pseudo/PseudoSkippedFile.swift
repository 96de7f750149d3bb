/// A file of the pseudo-language that `l10n-check pseudo` does not write, and why.
public struct PseudoSkippedFile: Sendable, Equatable, CustomStringConvertible {
    /// Why a file is not written.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The table's texts are kept in the String Catalog at this bundle-relative path, which would have to gain the
        /// language; the project has no catalog writer that keeps a catalog's formatting, so catalogs are left out.
        case inCatalog(String)
        /// The base language's file of the table, at this bundle-relative path, has errors (Apple's parser loses
        /// text of it, or rejects it); it must be fixed first.
        case baseHasErrors(String)
        /// The pseudo-localized file would not read back as the texts planned (a character a property list cannot
        /// hold, say); the reason says what differs.
        case wouldNotReadBack(String)

        /// Whether the file is left out because something is wrong (the command must not report success), rather
        /// than by design (catalogs).
        public var isRefusal: Bool {
            switch self {
            case .inCatalog: false
            case .baseHasErrors, .wouldNotReadBack: true
            }
        }

        /// One sentence for the command line.
        public var description: String {
            switch self {
            case .inCatalog(let catalog):
                "left out: the table is kept in the String Catalog \(catalog), and l10n-check has no catalog writer "
                    + "that keeps a catalog's formatting; add the language there in Xcode"
            case .baseHasErrors(let path):
                "not written: the base file \(path) has errors; fix them first (l10n-check lists them)"
            case .wouldNotReadBack(let reason): "not written: \(reason)"
            }
        }
    }

    /// The file's path (bundle path joined with the bundle-relative path); the file may not exist.
    public var path: String
    /// Why it is not written.
    public var reason: Reason

    /// `path: reason`, for the command line.
    public var description: String { "\(path): \(reason)" }
}
