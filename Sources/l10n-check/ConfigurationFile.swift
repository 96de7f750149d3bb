import Foundation
import L10nRules
import Lproj

/// Finds and reads the configuration file of a check.
enum ConfigurationFile {
    /// The configuration for checking `target`: the file `explicit` (`--config`) when given, which must exist; else
    /// `.l10n-check.yml` beside the bundle (inside the folder, for a repository), else in the current folder; else
    /// none. Also the file read, if any. A baseline path in the file is taken relative to the file's folder.
    static func load(explicit: String?, for target: String, isRepository: Bool) throws
        -> (configuration: Configuration, path: String?) {
        let folder = parent(of: target)
        let beside = folder.isEmpty ? Configuration.fileName : (folder as NSString).appendingPathComponent(Configuration.fileName)
        let inside = (target as NSString).appendingPathComponent(Configuration.fileName)
        let candidates = explicit.map { [$0] } ?? (isRepository ? [inside, Configuration.fileName] : [beside, Configuration.fileName])
        for path in candidates {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path, maximumSize: 1 << 20)
            } catch {
                if case .notFound = error.reason {
                    if explicit != nil { throw CommandFailure("\(path): no such configuration file") }
                    continue
                }
                throw CommandFailure("\(error.description) (the configuration file)")
            }
            do {
                var configuration = try Configuration.parse(yaml: String(decoding: bytes, as: UTF8.self), path: path)
                configuration.baseline = configuration.baseline.map { relativeTo(file: path, $0) }
                return (configuration, path)
            } catch {
                throw CommandFailure(error.description)
            }
        }
        return (Configuration(), nil)
    }

    /// `path` as seen from the folder of `file`, unless it is absolute.
    private static func relativeTo(file: String, _ path: String) -> String {
        let folder = parent(of: file)
        return path.hasPrefix("/") || folder.isEmpty ? path
            : ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }

    /// The folder holding `path`, as text: `a/b` → `a`, `/x` → `/`, `b` → empty (the current folder), `.` → `..`,
    /// `a/..` → `a/../..`. (Foundation's `NSString.deletingLastPathComponent` traps on `.` and `..` on Linux.)
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else {
            return trimmed == "." || trimmed == ".." ? String(trimmed) + (trimmed == "." ? "." : "/..") : ""
        }
        let last = trimmed[trimmed.index(after: slash)...]
        if last == "." || last == ".." { return String(trimmed) + "/.." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
