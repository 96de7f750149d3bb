import Lproj

/// Finds the XLIFF files of a localization catalog (`de.xcloc`) for an import: the `.xliff` files in its
/// `Localized Contents` folder, which Xcode, Crowdin, Lokalise and Phrase write back translated.
public enum XclocReader {
    /// Whether `path` names a localization catalog: a folder whose name ends with `.xcloc`, in any case.
    public static func isPackage(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed.lowercased().hasSuffix(".xcloc"), let info = try? POSIX.statOrNil(trimmed) else { return false }
        return info.isDirectory
    }

    /// The XLIFF files of the package at `path`, by path, in the order of their names. The package must hold a
    /// `contents.json` that is a JSON object and at least one `.xliff` file (`.xlf` too) in `Localized Contents`;
    /// a symbolic link there is not followed out of the package.
    public static func xliffFiles(in path: String) throws(TranslationError) -> [(path: String, bytes: [UInt8])] {
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        let contentsPath = root + "/contents.json"
        let contents: [UInt8]
        do {
            contents = try FileBytes.read(contentsPath)
        } catch {
            throw .unreadable(path: contentsPath, reason: error.reasonText + "; an .xcloc folder holds one")
        }
        let manifest = JSONDocument(bytes: contents, path: contentsPath)
        if let issue = manifest.issues.first {
            throw .malformed(issue.location ?? SourceLocation(file: contentsPath, line: 1, column: 1), reason: issue.message)
        }
        guard case .object? = manifest.root?.value else {
            throw .malformed(
                SourceLocation(file: contentsPath, line: 1, column: 1), reason: "contents.json is no JSON object")
        }
        let folder = root + "/Localized Contents"
        let names: [String]
        do {
            names = try POSIX.directoryEntries(folder).sorted()
        } catch {
            throw .unreadable(path: folder, reason: error.description)
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for name in names where !name.hasPrefix(".") {
            let lowercased = name.lowercased()
            guard lowercased.hasSuffix(".xliff") || lowercased.hasSuffix(".xlf") else { continue }
            let file = folder + "/" + name
            guard let info = try? POSIX.lstatOrNil(file), info.isRegularFile else {
                throw .unreadable(path: file, reason: "it is no regular file (a link is not followed out of the package)")
            }
            do {
                files.append((file, try FileBytes.read(file)))
            } catch {
                throw .unreadable(path: file, reason: error.reasonText)
            }
        }
        guard !files.isEmpty else { throw .unreadable(path: folder, reason: "it holds no .xliff file") }
        return files
    }
}
