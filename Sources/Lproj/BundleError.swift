/// Why a path cannot be read as a localization bundle at all.
public struct BundleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the path.
    public enum Reason: Sendable, Hashable {
        /// Nothing exists at the path.
        case notFound
        /// The path is a file, not a folder.
        case notAFolder
        /// The folder holds no `.lproj` folder.
        case noLanguageFolders
        /// The folder cannot be listed.
        case unreadable(String)
        /// The bundle's files together are larger than the input limit; nothing was read.
        case inputTooLarge(bytes: Int, limit: Int)
    }

    /// The path as given.
    public var path: String
    /// Why it is no bundle.
    public var reason: Reason

    /// Creates an error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// A sentence for the command line.
    public var description: String {
        switch reason {
        case .notFound: "\(path): no such file or folder"
        case .notAFolder: "\(path): is a file; give the folder that holds the .lproj folders"
        case .noLanguageFolders: "\(path): holds no .lproj folder, so it is no localization bundle"
        case .unreadable(let why): "\(path): cannot be listed: \(why)"
        case .inputTooLarge(let bytes, let limit):
            "\(path): its files total \(bytes) bytes, more than the input limit of \(limit) bytes; nothing was read "
                + "(raise the limit with --max-input-size)"
        }
    }
}
