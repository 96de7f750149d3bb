/// Finds the file of a folder whose name differs from a wanted name only in case: on a case-insensitive volume
/// (macOS by default) `InfoPlist.strings` and `infoPlist.strings` are one file, so the command writes to the one
/// that exists instead of creating the second spelling.
public enum CaseVariant {
    /// The name in `names` equal to `name` ignoring case, `name` itself when it is there, or `nil`.
    public static func existing(_ name: String, among names: some Sequence<String>) -> String? {
        let folded = name.lowercased()
        var variant: String?
        for candidate in names {
            if candidate == name { return name }
            if variant == nil && candidate.lowercased() == folded { variant = candidate }
        }
        return variant
    }

    /// The spelling under which `name` exists in the folder at `directory` (itself, or its case variant), or
    /// `nil` when neither exists or the folder cannot be read.
    public static func existing(_ name: String, inDirectory directory: String) -> String? {
        guard let names = try? POSIX.directoryEntries(directory) else { return nil }
        return existing(name, among: names)
    }
}
