/// Path arithmetic on the paths of an Xcode project: joined and normalized as text, never by asking the file system.
enum XcodePath {
    /// `path` below `base`, `.` and empty components dropped and `..` taken back where it can be: a relative path keeps
    /// its leading `..` (`../Shared`), an absolute path stops at `/`. An absolute `path` ignores `base`; `""` stands
    /// for the folder relative paths start from.
    static func join(_ base: String, _ path: String) -> String {
        if isPlainRelative(path) && (base.isEmpty || isPlainRelative(base)) {
            return base.isEmpty ? path : path.isEmpty ? base : base + "/" + path
        }
        let absolute = path.hasPrefix("/") || base.hasPrefix("/")
        var components: [Substring] = []
        if !path.hasPrefix("/") { append(base, to: &components, absolute: absolute) }
        append(path, to: &components, absolute: absolute)
        let joined = components.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// Whether `path` is relative and already normalized: no empty, `.` or `..` component, no `/` at either end
    /// (`""` is). Most paths of a project are, and are joined without being split.
    private static func isPlainRelative(_ path: String) -> Bool {
        guard !path.isEmpty else { return true }
        var length = 0 // bytes of the current component
        var dots = 0 // its leading dots, while it is nothing else
        for byte in path.utf8 {
            if byte == 0x2F {
                if length == 0 || (dots == length && dots <= 2) { return false }
                length = 0
                dots = 0
            } else {
                if byte == 0x2E && dots == length { dots += 1 }
                length += 1
            }
        }
        return length > 0 && !(dots == length && dots <= 2)
    }

    /// Appends the components of `path` to `components`, resolving `.` and `..`.
    private static func append(_ path: String, to components: inout [Substring], absolute: Bool) {
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !absolute {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
    }

    /// The folder above a path (`""` for a name at the top), or `nil` for `""` and `/`.
    static func parent(of path: String) -> String? {
        guard !path.isEmpty, path != "/" else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The language a `.lproj` folder's name stands for (`fr` for `fr.lproj`), or `nil` for another name.
    static func language(ofFolder name: some StringProtocol) -> String? {
        guard name.hasSuffix(".lproj"), name.count > 6 else { return nil }
        return String(name.dropLast(6))
    }

    /// The path of `path` relative to `folder`, when `path` is below it (`""` when they are the same).
    static func relative(_ path: String, to folder: String) -> String? {
        if folder.isEmpty { return path.hasPrefix("/") ? nil : path }
        if path == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
