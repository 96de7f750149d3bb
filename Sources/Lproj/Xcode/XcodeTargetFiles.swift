/// The files of a target's build phases, gathered in order, each path once per list.
struct XcodeTargetFiles {
    var sources: [String] = []
    var resources: [String] = []
    var localized: [XcodeLocalizedResource] = []
    private var seenSources: Set<String> = []
    private var seenResources: Set<String> = []
    private var seenGroups: Set<String> = []

    /// Adds what a build file refers to.
    mutating func add(_ item: XcodeGroupTreeReader.Item, isSources: Bool) {
        switch item {
        case .file(let file):
            add(file.location, isSources: isSources)
        case .group(let group) where group.kind == .variantGroup:
            var localizations: [XcodeLocalizedResource.Localization] = []
            for case .file(let file) in group.children {
                localizations.append(.init(language: Self.language(of: file), location: file.location))
                add(file.location, isSources: isSources)
            }
            if seenGroups.insert(group.id).inserted {
                localized.append(.init(id: group.id, name: group.displayName, localizations: localizations))
            }
        case .group(let group):
            add(group.location, isSources: isSources)
        }
    }

    private mutating func add(_ location: XcodeFileLocation, isSources: Bool) {
        guard let path = location.onDiskPath, !path.isEmpty else { return }
        if isSources {
            if seenSources.insert(path).inserted { sources.append(path) }
        } else if seenResources.insert(path).inserted {
            resources.append(path)
        }
    }

    /// A variant group child's language: its name, else the `.lproj` folder its path is in, else its file name.
    private static func language(of file: XcodeFileReference) -> String {
        if let name = file.name { return name }
        if let path = file.path, let folder = XcodeSynchronizedFolder.languageFolder(of: path),
           let language = XcodePath.language(ofFolder: XcodePath.lastComponent(of: folder)) {
            return language
        }
        return file.displayName
    }
}
