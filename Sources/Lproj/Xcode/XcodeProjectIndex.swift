/// What ``XcodeProject/targets(containing:)`` looks a path up in: the targets of each path their build phases hold,
/// and the synchronized folders by path, so that a query costs one lookup per folder level of the path.
struct XcodeProjectIndex: Sendable {
    /// The indices of the targets whose build phases hold each path (a file, or a folder such as an asset catalog).
    private var buildFiles: [String: [Int]] = [:]
    /// The synchronized folders at each path: the target's index and the folder's index among its folders.
    private var synchronizedFolders: [String: [(target: Int, folder: Int)]] = [:]

    /// Indexes `targets`.
    init(targets: [XcodeTarget]) {
        for (targetIndex, target) in targets.enumerated() {
            for path in target.sourceFiles + target.resourceFiles
            where buildFiles[path]?.last != targetIndex {
                buildFiles[path, default: []].append(targetIndex)
            }
            for (folderIndex, folder) in target.synchronizedFolders.enumerated() {
                guard let path = folder.path else { continue }
                synchronizedFolders[path, default: []].append((targetIndex, folderIndex))
            }
        }
    }

    /// The indices of the targets of `targets` (the ones indexed) that build the file at `path`, normalized and
    /// relative to the source root (or absolute), in ascending order.
    func targetIndices(containing path: String, in targets: [XcodeTarget]) -> [Int] {
        var found: Set<Int> = []
        var current: String? = path
        while let candidate = current {
            if let indices = buildFiles[candidate] { found.formUnion(indices) }
            if let folders = synchronizedFolders[candidate], let relative = XcodePath.relative(path, to: candidate),
               !relative.isEmpty {
                for (target, folder) in folders where targets.indices.contains(target) {
                    let synchronized = targets[target].synchronizedFolders
                    if synchronized.indices.contains(folder), synchronized[folder].builds(relative) {
                        found.insert(target)
                    }
                }
            }
            current = XcodePath.parent(of: candidate)
        }
        return found.filter(targets.indices.contains).sorted()
    }
}
