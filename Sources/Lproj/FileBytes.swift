import Foundation

/// Reads whole files as bytes, with errors that say why.
public enum FileBytes {
    /// The largest file read: 1 GiB.
    public static let maximumSize = 1 << 30

    /// The bytes of the file at `path`.
    public static func read(_ path: String) throws(FileReadError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileReadError(path: path, reason: absence(of: path))
        }
        if isDirectory.boolValue { throw FileReadError(path: path, reason: .isDirectory) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maximumSize { throw FileReadError(path: path, reason: .tooLarge(bytes: size)) }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return [UInt8](data)
        } catch {
            throw FileReadError(path: path, reason: .unreadable((error as NSError).localizedDescription))
        }
    }

    /// Why `fileExists` found nothing at `path`: `.notFound` only when nothing is there (`lstat` says no such entry);
    /// a link to nothing, or a folder that cannot be searched, is no missing file, which a caller could create.
    private static func absence(of path: String) -> FileReadError.Reason {
        var status = stat()
        if lstat(path, &status) == 0 { return .unreadable("it is a symbolic link to nothing") }
        let code = errno
        if code == ENOENT || code == ENOTDIR { return .notFound }
        return .unreadable(String(cString: strerror(code)))
    }
}
