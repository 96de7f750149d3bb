/// A finding's file as a path from the working directory, as CI annotations need it: the bundle's path as given
/// joined with the file, an absolute path under the working directory made relative to it.
struct FindingPath {
    /// The bundle's path (or the folder searched) with a trailing `/`, relative to the working directory when it was
    /// under it; empty for files named as they are.
    private let prefix: String

    /// Paths under `root`, seen from `workingDirectory`.
    init(root: String, workingDirectory: String) {
        var root = root
        let directory = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if root.hasPrefix("/"), directory.count > 1, (root + "/").hasPrefix(directory) {
            root = String(root.dropFirst(directory.count))
        }
        while root.hasPrefix("./") { root = String(root.dropFirst(2)) }
        prefix = root.isEmpty || root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
    }

    /// The path of `file` (relative to the root); the root itself for a finding of no file.
    func path(of file: String) -> String {
        if file.isEmpty { return prefix.isEmpty ? "." : String(prefix.dropLast()) }
        // A source file outside the bundle is named from it (`../Sources/App.swift`): its `..` steps out of the prefix.
        var folders = prefix.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var rest = Substring(file)
        while rest.hasPrefix("../"), let last = folders.last, last != ".." {
            folders.removeLast()
            rest = rest.dropFirst(3)
        }
        if rest.count == file.count { return prefix + file }
        return (prefix.hasPrefix("/") ? "/" : "") + (folders + [String(rest)]).joined(separator: "/")
    }
}
