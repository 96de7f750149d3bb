#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `FileWriter.apply`: the checks and staging of every write, then the renames.
struct WriteRun {
    /// A staged file waiting to be renamed into place.
    private struct Staged {
        /// The index of its write.
        var index: Int
        /// The staged file.
        var staged: String
        /// Where it goes (a link's target for a write through a symbolic link).
        var target: String
        /// The file as checked, for a replacement; `nil` for a new file.
        var checked: stat?
    }

    /// A new folder staged whole: the writes in it, and where it goes.
    private struct StagedFolder {
        var staged: String
        var target: String
        var indices: [Int] = []
    }

    private let writes: [FileWrite]
    private let bundleReal: String
    private let staging: StagingArea
    private var refusals: [WriteRefusal?]
    private var files: [Staged] = []
    private var folders: [StagedFolder] = []
    private var folderIndex: [String: Int] = [:]

    init(writes: [FileWrite], bundleReal: String, staging: StagingArea) {
        self.writes = writes
        self.bundleReal = bundleReal
        self.staging = staging
        refusals = Array(repeating: nil, count: writes.count)
    }

    /// One outcome per write, in order.
    var outcomes: [WriteOutcome] {
        writes.indices.map { WriteOutcome(write: writes[$0], refusal: refusals[$0]) }
    }

    /// Checks and stages every write; a write that cannot be made is refused here and nothing of it is staged.
    mutating func stageAll() {
        for index in writes.indices {
            do {
                if let refusal = try stage(index) { refusals[index] = refusal }
            } catch {
                refusals[index] = .failed(error.description)
            }
        }
    }

    /// Renames every staged file and folder into place, each after a last look that its place is as checked.
    mutating func commit() {
        var touched = Set<String>()
        for file in files {
            if let refusal = place(file) {
                refusals[file.index] = refusal
            } else {
                touched.insert(Self.parent(of: file.target))
            }
        }
        for folder in folders {
            if (try? POSIX.lstatOrNil(folder.target)) != nil {
                for index in folder.indices { refusals[index] = .exists }
                continue
            }
            POSIX.syncDirectory(folder.staged)
            do {
                try POSIX.rename(folder.staged, folder.target)
                touched.insert(Self.parent(of: folder.target))
            } catch {
                for index in folder.indices { refusals[index] = .failed(error.description) }
            }
        }
        for directory in touched { POSIX.syncDirectory(directory) }
    }

    private func place(_ file: Staged) -> WriteRefusal? {
        do {
            let now = try POSIX.lstatOrNil(file.target)
            guard let checked = file.checked else {
                if now != nil { return .exists }
                // link(2) creates only where nothing is: no file made meanwhile is replaced.
                if link(file.staged, file.target) == 0 {
                    unlink(file.staged)
                    return nil
                }
                if errno == EEXIST { return .exists }
                try POSIX.rename(file.staged, file.target)
                return nil
            }
            guard let now, Self.same(now, checked) else { return .changedSinceRead }
            try POSIX.rename(file.staged, file.target)
            return nil
        } catch {
            return .failed(error.description)
        }
    }

    /// Checks write `index` and stages its bytes; the refusal when it must not be made.
    private mutating func stage(_ index: Int) throws(POSIX.Failure) -> WriteRefusal? {
        let write = writes[index]
        guard var info = try POSIX.lstatOrNil(write.path) else {
            return write.expected == nil ? try stageNewFile(index) : .changedSinceRead
        }
        var target = write.path
        if info.isSymbolicLink {
            guard let resolved = POSIX.realPath(write.path), resolved.hasPrefix(bundleReal + "/"),
                  let resolvedInfo = try POSIX.lstatOrNil(resolved)
            else { return .linkLeavesBundle(POSIX.realPath(write.path) ?? "a missing file") }
            target = resolved
            info = resolvedInfo
        }
        guard info.isRegularFile else { return .notRegularFile }
        guard let expected = write.expected else { return .exists }
        if let refusal = outsideBundle(Self.parent(of: target)) { return refusal }
        if info.st_nlink > 1 { return .hardLinked(count: Int(info.st_nlink)) }
        if info.st_mode & 0o222 == 0 || (access(target, W_OK) != 0 && (errno == EACCES || errno == EROFS)) {
            return .readOnly
        }
        let fd = try POSIX.open(target, O_RDONLY | O_NOFOLLOW)
        defer { close(fd) }
        let opened = try POSIX.fstat(fd)
        let current = try POSIX.readAll(fd)
        guard Self.same(opened, info), current == expected else { return .changedSinceRead }
        if let fingerprint = write.fingerprint, fingerprint != FileFingerprint(bytes: current, info: opened) {
            return .changedSinceRead
        }
        let staged = try staging.stage(write.bytes, as: "f\(index)", like: opened)
        files.append(Staged(index: index, staged: staged, target: target, checked: opened))
        return nil
    }

    /// Stages a new file: beside its siblings, or in a new folder staged whole.
    private mutating func stageNewFile(_ index: Int) throws(POSIX.Failure) -> WriteRefusal? {
        let path = writes[index].path
        let parent = Self.parent(of: path)
        let name = String(path.dropFirst(parent.count + 1))
        if let parentInfo = try POSIX.statOrNil(parent) {
            guard parentInfo.isDirectory else { return .notRegularFile }
            if let refusal = outsideBundle(parent) { return refusal }
            if let variant = CaseVariant.existing(name, inDirectory: parent), variant != name {
                return .caseVariantExists(variant)
            }
            let staged = try staging.stage(writes[index].bytes, as: "f\(index)", like: nil)
            files.append(Staged(index: index, staged: staged, target: path, checked: nil))
            return nil
        }
        var top = parent
        while true {
            let above = Self.parent(of: top)
            guard above != top, try POSIX.statOrNil(above) == nil else { break }
            top = above
        }
        if let refusal = outsideBundle(Self.parent(of: top)) { return refusal }
        let slot: Int
        if let known = folderIndex[top] {
            slot = known
        } else {
            slot = folders.count
            folderIndex[top] = slot
            folders.append(StagedFolder(staged: staging.path + "/d\(slot)", target: top))
        }
        let relative = "d\(slot)" + String(path.dropFirst(top.count))
        _ = try staging.stage(writes[index].bytes, as: relative, like: nil)
        folders[slot].indices.append(index)
        return nil
    }

    /// A refusal when the folder at `folder` is (through a linked folder) outside the bundle.
    private func outsideBundle(_ folder: String) -> WriteRefusal? {
        guard let real = POSIX.realPath(folder) else { return .failed("\(folder) cannot be resolved") }
        return real == bundleReal || real.hasPrefix(bundleReal + "/") ? nil : .linkLeavesBundle(real)
    }

    /// Whether two statuses are of the same file with the same size and modification time.
    private static func same(_ a: stat, _ b: stat) -> Bool {
        a.st_dev == b.st_dev && a.st_ino == b.st_ino && a.st_size == b.st_size
            && a.modificationTime == b.modificationTime
    }

    /// The folder part of `path` (`.` for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
