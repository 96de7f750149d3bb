extension ConfigurationReader {
    /// Why a glob could never match what it is matched against, or `nil` when it could: an empty glob, an unclosed
    /// `[` set, and for folders a leading `/` (globs are matched against paths relative to the folder searched) or
    /// a `..` part.
    static func problem(inGlob glob: String, kind: GlobKind) -> String? {
        let shown = glob.count <= 80 ? " (\(glob))" : ""
        if glob.isEmpty || (kind == .folder && glob == "/") {
            return "an empty glob matches no \(kind == .folder ? "folder" : "key")"
        }
        if let unclosed = unclosedSet(in: glob) {
            return "the [ at character \(unclosed) starts a set of characters that is never closed by ]; write \\[ "
                + "to match a [\(shown)"
        }
        guard kind == .folder else { return nil }
        if glob.hasPrefix("/") {
            return "globs are matched against paths relative to the folder searched; remove the leading /" + shown
        }
        if glob.split(separator: "/").contains("..") {
            return "a glob cannot name a folder outside the one searched (..)"
        }
        return nil
    }

    /// The 1-based position of a `[` that no `]` closes, as `fnmatch` reads sets (`\` escapes the next character;
    /// a `]` right after `[` or `[!` belongs to the set).
    private static func unclosedSet(in glob: String) -> Int? {
        let scalars = Array(glob.unicodeScalars)
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 2
            case "[":
                var end = index + 1
                if end < scalars.count, scalars[end] == "!" || scalars[end] == "^" { end += 1 }
                if end < scalars.count, scalars[end] == "]" { end += 1 }
                while end < scalars.count, scalars[end] != "]" { end += 1 }
                guard end < scalars.count else { return index + 1 }
                index = end + 1
            default: index += 1
            }
        }
        return nil
    }
}
