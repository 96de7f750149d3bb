extension XcodeProject {
    /// How deep below a synchronized folder `.lproj` folders are looked for.
    static let maximumListingDepth = 32
    /// How many entries of a synchronized folder are looked at, at most.
    static let maximumListedEntries = 200_000

    /// Lists each target's synchronized folders on disk, filling their ``XcodeSynchronizedFolder/languageFolders``:
    /// the `.lproj` folders at any depth, hidden entries and symbolic links skipped. Each folder is listed once.
    mutating func listLanguageFolders() {
        var listed: [String: [String]] = [:]
        for targetIndex in targets.indices {
            for folderIndex in targets[targetIndex].synchronizedFolders.indices {
                guard let path = targets[targetIndex].synchronizedFolders[folderIndex].path else { continue }
                let folder = path.hasPrefix("/") ? path : XcodePath.join(sourceRoot, path)
                let found = listed[folder] ?? Self.languageFolders(under: folder)
                listed[folder] = found
                targets[targetIndex].synchronizedFolders[folderIndex].languageFolders = found
            }
        }
    }

    /// The `.lproj` folders under `folder`, relative to it, sorted; a `.lproj` folder is not looked into.
    static func languageFolders(under folder: String) -> [String] {
        var found: [String] = []
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var budget = maximumListedEntries
        while let (relative, depth) = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            guard case .success(let entries) = FileStatus.listing(ofDirectory: absolute) else { continue }
            for entry in entries where !entry.name.hasPrefix(".") {
                budget -= 1
                guard budget >= 0 else { return found.sorted() }
                let isFolder = entry.kind.map { $0 == .directory }
                    ?? (FileStatus.ofEntry(absolute + "/" + entry.name) == .directory)
                guard isFolder else { continue }
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if XcodePath.language(ofFolder: entry.name) != nil {
                    found.append(path)
                } else if depth + 1 < maximumListingDepth {
                    pending.append((path, depth + 1))
                }
            }
        }
        return found.sorted()
    }
}
