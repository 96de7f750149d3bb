extension XcodeProject {
    /// The targets that build the file at `path`, in the project's order: those whose Sources or Resources build
    /// phases hold it (or a folder above it, such as an asset catalog), and those whose synchronized folders hold it,
    /// less their exceptions. `path` is relative to ``sourceRoot`` (an absolute path below it is made relative).
    /// Costs one dictionary lookup per folder level of the path, whatever the project's size.
    public func targets(containing path: String) -> [XcodeTarget] {
        index.targetIndices(containing: relativePath(path), in: targets).map { targets[$0] }
    }

    /// Whether the group tree refers to the file or folder at `path` (relative to ``sourceRoot``, or absolute), or to
    /// a folder above it: a file inside a synchronized folder, an asset catalog or a folder reference belongs to the
    /// project. One set lookup per folder level of the path.
    public func references(_ path: String) -> Bool {
        var current: String? = relativePath(path)
        while let candidate = current {
            if !candidate.isEmpty, referencedFiles.contains(candidate) { return true }
            current = XcodePath.parent(of: candidate)
        }
        return false
    }

    /// The languages the targets build (`Base` included, as named): those of every variant group among their
    /// sources and resources, and the `.lproj` folders of their synchronized folders (found only once the folders
    /// are listed: ``XcodeProjectLocator/project(at:)``).
    public var languagesBuilt: Set<String> {
        targets.reduce(into: []) { $0.formUnion($1.languagesBuilt) }
    }

    /// The `.lproj` folders the targets build files of (relative to ``sourceRoot``, or absolute): a folder on disk
    /// that is not here holds nothing any target builds.
    public var languageFoldersBuilt: Set<String> {
        targets.reduce(into: []) { $0.formUnion($1.languageFoldersBuilt) }
    }

    /// The targets that build tests.
    public var testTargets: [XcodeTarget] { targets.filter(\.isTest) }

    /// The target named `name`, if there is one (the first of that name).
    public func target(named name: String) -> XcodeTarget? { targets.first { $0.name == name } }

    /// `path` normalized, relative to ``sourceRoot`` when it is an absolute path below an absolute source root.
    func relativePath(_ path: String) -> String {
        let normalized = XcodePath.join("", path)
        if sourceRoot.hasPrefix("/"), let relative = XcodePath.relative(normalized, to: sourceRoot) {
            return relative
        }
        return normalized
    }
}
