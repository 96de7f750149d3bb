import Lproj
import Yams

extension Configuration {
    /// Refuses `exclude` entries that could never match a folder: an empty glob, one that starts with `/` (globs are
    /// matched against paths relative to the folder searched) or one with a `..` part; the error names the entry's
    /// line and column.
    static func checkExclusions(in node: Node, path: String) throws(ConfigurationError) {
        guard let list = node.mapping?["exclude"]?.sequence else { return }
        for item in list {
            guard let glob = item.string else { continue }
            let reason: String
            if glob.isEmpty || glob == "/" {
                reason = "an empty glob in exclude matches no folder"
            } else if glob.hasPrefix("/") {
                reason = "exclude globs are matched against paths relative to the folder searched; remove the "
                    + "leading / (\(glob.count <= 80 ? glob : "not shown"))"
            } else if glob.split(separator: "/").contains("..") {
                reason = "an exclude glob cannot name a folder outside the one searched (..)"
            } else {
                continue
            }
            throw ConfigurationError(
                path: path, reason: reason,
                location: item.mark.map { SourceLocation(file: path, line: $0.line, column: $0.column) })
        }
    }
}
