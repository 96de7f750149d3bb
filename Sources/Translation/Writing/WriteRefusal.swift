/// Why the writer left a planned file as it was.
public enum WriteRefusal: Sendable, Equatable, CustomStringConvertible {
    /// The file changed after the command read it (another writer or an editor); running again picks it up.
    case changedSinceRead
    /// A file to create exists already.
    case exists
    /// A file to create has a sibling whose name differs only in case: one file on a case-insensitive volume.
    case caseVariantExists(String)
    /// The file has no write permission.
    case readOnly
    /// The file has other hard links; replacing it would split them.
    case hardLinked(count: Int)
    /// The file is a symbolic link that leads out of the bundle (or nowhere).
    case linkLeavesBundle(String)
    /// Something other than a regular file is at the path.
    case notRegularFile
    /// The system refused a step; the reason is the system's.
    case failed(String)
    /// The file's language folder (named here) exists already, and replacing the files in it was not asked for.
    case folderExists(String)

    /// One sentence for the command line.
    public var description: String {
        switch self {
        case .changedSinceRead: "it changed since it was read (another writer or an editor); run the command again"
        case .exists: "it exists already and is not replaced"
        case .caseVariantExists(let name):
            "\(name) exists beside it, the same file on a case-insensitive volume; the command writes to \(name)"
        case .readOnly: "it is read-only"
        case .hardLinked(let count): "it has \(count) hard links; replacing it would split them"
        case .linkLeavesBundle(let target): "it is a symbolic link to \(target), outside the bundle"
        case .notRegularFile: "it is not a regular file"
        case .failed(let reason): "it cannot be written: \(reason)"
        case .folderExists(let folder): "\(folder) exists already; its files are replaced only when asked (--replace)"
        }
    }
}
