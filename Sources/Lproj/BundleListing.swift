import Foundation

/// The files of a bundle folder to read, found without reading anything outside the bundle: each `.lproj` entry
/// and each table file is resolved to its real path, and one that leads out of the bundle's real path (through a
/// symbolic link) is refused unread, as is anything that is no regular file or exceeds the per-file limit.
struct BundleListing {
    /// A file to read.
    struct File {
        /// Its path relative to the bundle (`fr.lproj/Localizable.strings`).
        var path: String
        /// Its real path, inside the bundle's.
        var realPath: String
        /// Its size in bytes when it was listed.
        var size: Int
    }

    /// The language folders, each with a trailing `/` (`fr.lproj/`), in name order.
    private(set) var folders: [String] = []
    /// The regular files inside the bundle to read.
    private(set) var files: [File] = []
    /// What will not be read, and why.
    private(set) var refused: [UnreadableFile] = []
    /// The sum of the sizes of `files`.
    private(set) var totalSize = 0

    private let root: String
    private let maximumFileSize: Int

    /// Lists the bundle folder at `path`; files larger than `maximumFileSize` are refused.
    init(path: String, maximumFileSize: Int) throws(BundleError) {
        switch FileStatus.realPath(path) {
        case .success(let real): root = real
        case .failure(let error): throw BundleError(path: path, reason: .unreadable(FileStatus.errorText(error.code)))
        }
        self.maximumFileSize = maximumFileSize
        let children: [String]
        switch FileStatus.entries(ofDirectory: root) {
        case .success(let names): children = names
        case .failure(let error): throw BundleError(path: path, reason: .unreadable(FileStatus.errorText(error.code)))
        }
        for child in children.sorted() {
            if child.hasSuffix(".lproj") {
                addFolder(child)
            } else if child == "Info.plist" || child.hasSuffix(".xcstrings") {
                addFile(child, located: locate(child, named: child, inRealFolder: root))
            }
        }
    }

    private mutating func addFolder(_ name: String) {
        let (resolution, status) = locate(name, named: name, inRealFolder: root)
        let real: String
        switch resolution {
        case .inside(let path): real = path
        case .refused(let reason):
            // No folder at all, so that nothing is ever written through it (a broken link may lead anywhere).
            return refused.append(UnreadableFile(path: name, error: error(name, reason)))
        }
        folders.append(name + "/")
        guard (status ?? FileStatus.of(real)) == .directory,
              case .success(let files) = FileStatus.entries(ofDirectory: real)
        else { return }
        for file in files.sorted() where BundleReader.tableExtensions.contains(String(file.pathExtension))
            || file.hasSuffix(".xcstrings") {
            addFile(name + "/" + file, located: locate(name + "/" + file, named: file, inRealFolder: real))
        }
    }

    /// Adds a file to read, or to refuse with the reason, from where it was located.
    private mutating func addFile(_ relative: String, located: (Resolution, FileStatus?)) {
        let reason: FileReadError.Reason
        switch located.0 {
        case .refused(let why): reason = why
        case .inside(let real):
            switch located.1 ?? FileStatus.of(real) {
            case .regular(let size) where size <= maximumFileSize:
                files.append(File(path: relative, realPath: real, size: size))
                totalSize += size
                return
            case .regular(let size): reason = .tooLarge(bytes: size)
            case .directory: reason = .isDirectory
            case .special(let kind): reason = .notARegularFile(kind)
            case .missing: reason = .notFound
            case .failed(let why): reason = .unreadable(why)
            }
        }
        refused.append(UnreadableFile(path: relative, error: error(relative, reason)))
    }

    /// Where the bundle-relative `relative`, named `name` in a folder whose real path is `folder`, really is, and
    /// what it is when that was learnt on the way. An entry that is no link is at its folder's real path, so only a
    /// link is resolved (`realpath` reads every folder of the path, a dozen system calls a file).
    private func locate(_ relative: String, named name: String, inRealFolder folder: String)
        -> (Resolution, FileStatus?) {
        let path = folder == "/" ? "/" + name : folder + "/" + name
        if let status = FileStatus.ofEntry(path) { return (.inside(path), status) }
        return (resolve(relative), nil)
    }

    /// The real path of the bundle-relative `relative`, when it is inside the bundle.
    private func resolve(_ relative: String) -> Resolution {
        let path = root == "/" ? "/" + relative : root + "/" + relative
        switch FileStatus.realPath(path) {
        case .failure(let error):
            switch error.code {
            case ENOENT, ENOTDIR:
                return .refused(FileStatus.isLink(path) ? .unreadable(FileStatus.danglingLink) : .notFound)
            case ELOOP: return .refused(.linkLoop)
            default: return .refused(.unreadable(FileStatus.errorText(error.code)))
            }
        case .success(let real):
            guard root == "/" || real == root || real.hasPrefix(root + "/") else {
                return .refused(.outsideBundle(target: outsideLinkText(relative) ?? real))
            }
            return .inside(real)
        }
    }

    /// The text of the link that leads out: the path's own, else its folder's.
    private func outsideLinkText(_ relative: String) -> String? {
        let own = root + "/" + relative
        if FileStatus.isLink(own) { return FileStatus.linkText(own) }
        let folder = (own as NSString).deletingLastPathComponent
        return FileStatus.isLink(folder) ? FileStatus.linkText(folder) : nil
    }

    /// Where a bundle-relative path really is, or why it is not read.
    private enum Resolution {
        case inside(String)
        case refused(FileReadError.Reason)
    }

    private func error(_ relative: String, _ reason: FileReadError.Reason) -> FileReadError {
        FileReadError(path: root + "/" + relative, reason: reason)
    }
}
