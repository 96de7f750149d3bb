import Foundation
import Lproj

/// The configuration's `sources:` globs, relative to the configuration file's folder.
extension CodeSources {
    /// The source files under the folders `globs` name in `folder` (the configuration file's, empty for the current
    /// one), as seen from the working directory; each glob's literal leading folders are walked, not the whole folder.
    static func files(matching globs: [String], in folder: String, excluding: [String]) throws -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        for glob in globs {
            let parts = glob.split(separator: "/").map(String.init)
            let literal = parts.prefix { !$0.contains(where: { "*?[\\".contains($0) }) }
            let base = joined(folder, literal.joined(separator: "/"))
            let found = try Self.files(
                under: [base.isEmpty ? "." : base], excluding: excluding, option: "sources:")
            for file in found where literal.count == parts.count || contains(glob: glob, file: file, folder: folder) {
                if seen.insert(file).inserted { files.append(file) }
            }
        }
        return files
    }

    /// Whether the source file `file` (seen from the working directory) is in a folder that one of `globs` names,
    /// relative to `folder`: the glob matches the file or one of its folders.
    static func isIncluded(_ file: String, by globs: [String], in folder: String) -> Bool {
        globs.contains { contains(glob: $0, file: file, folder: folder) }
    }

    /// Whether `glob` (relative to `folder`) matches `file` (seen from the working directory) or one of its folders.
    private static func contains(glob: String, file: String, folder: String) -> Bool {
        let path = relative(file, from: folder.isEmpty ? "." : folder)
        var prefix = ""
        for part in path.split(separator: "/") {
            prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
            if BundleDiscovery.matches(glob: glob, path: prefix) { return true }
        }
        return false
    }

    /// `path` inside `folder`, either of them empty.
    private static func joined(_ folder: String, _ path: String) -> String {
        if folder.isEmpty { return path }
        if path.isEmpty { return folder }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
