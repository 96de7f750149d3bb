/// Reads a project's targets: their build phases' files through `PBXBuildFile.fileRef`, their synchronized folders
/// with the exception sets that apply to them, and their build configurations.
struct XcodeTargetReader {
    /// The `isa` of the build phases whose files are read.
    private static let sourcesPhase = "PBXSourcesBuildPhase"
    private static let resourcesPhase = "PBXResourcesBuildPhase"
    private static let exceptionSet = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    private static let targetKinds = Dictionary(
        uniqueKeysWithValues: XcodeTarget.Kind.allCases.map { ($0.rawValue, $0) })

    /// The membership exceptions of each synchronized folder (by ID) for each target (by ID), in file order.
    private var exceptions: [String: [String: [String]]] = [:]

    /// The targets `project` lists, in its order.
    static func targets(
        of project: XcodeObjectGraph.Object, tree: inout XcodeGroupTreeReader, graph: inout XcodeObjectGraph
    ) -> [XcodeTarget] {
        var objects: [(XcodeObjectGraph.Object, XcodeTarget.Kind)] = []
        for object in graph.references("targets", of: project) {
            guard let kind = targetKinds[object.isa] else {
                graph.recordUnexpected(object, referencedBy: project, key: "targets")
                continue
            }
            objects.append((object, kind))
        }
        var reader = Self()
        // Folders no group holds are read first, so that every folder's exception sets are known.
        var listedFolders: [String: [XcodeGroup]] = [:]
        for (object, _) in objects {
            let key = "fileSystemSynchronizedGroups"
            listedFolders[object.id] = graph.strings(key, of: object).compactMap { id in
                guard let item = tree.item(id, referencedBy: object, key: key, graph: &graph) else { return nil }
                guard case .group(let group) = item, group.kind == .synchronizedFolder else {
                    if let listed = graph.object(id) { graph.recordUnexpected(listed, referencedBy: object, key: key) }
                    return nil
                }
                return group
            }
        }
        reader.readExceptions(tree: tree, graph: &graph)
        return objects.map { object, kind in
            reader.target(object, kind: kind, listedFolders: listedFolders[object.id] ?? [], tree: &tree, graph: &graph)
        }
    }

    /// Reads the exception sets of every synchronized folder.
    private mutating func readExceptions(tree: XcodeGroupTreeReader, graph: inout XcodeObjectGraph) {
        for folderID in tree.synchronizedFolderIDs {
            guard let folder = graph.object(folderID) else { continue }
            for set in graph.references("exceptions", of: folder) where set.isa == Self.exceptionSet {
                guard let target = graph.string("target", of: set) else { continue }
                exceptions[folderID, default: [:]][target, default: []]
                    .append(contentsOf: graph.strings("membershipExceptions", of: set).map { XcodePath.join("", $0) })
            }
        }
    }

    /// Reads one target.
    private func target(
        _ object: XcodeObjectGraph.Object, kind: XcodeTarget.Kind, listedFolders: [XcodeGroup],
        tree: inout XcodeGroupTreeReader, graph: inout XcodeObjectGraph
    ) -> XcodeTarget {
        var target = XcodeTarget(
            id: object.id, kind: kind,
            name: graph.string("name", of: object) ?? graph.string("productName", of: object) ?? object.id,
            productType: graph.string("productType", of: object).map(XcodeProductType.init(rawValue:)))
        var files = XcodeTargetFiles()
        for phase in graph.references("buildPhases", of: object)
        where phase.isa == Self.sourcesPhase || phase.isa == Self.resourcesPhase {
            let isSources = phase.isa == Self.sourcesPhase
            for buildFile in graph.references("files", of: phase) {
                guard let id = graph.string("fileRef", of: buildFile),
                      let item = tree.item(id, referencedBy: buildFile, key: "fileRef", graph: &graph) else { continue }
                files.add(item, isSources: isSources)
            }
        }
        target.sourceFiles = files.sources
        target.resourceFiles = files.resources
        target.localizedResources = files.localized
        target.synchronizedFolders = synchronizedFolders(of: object.id, listed: listedFolders, tree: tree)
        if let list = graph.reference("buildConfigurationList", of: object) {
            target.buildConfigurations = Self.configurations(of: list, graph: &graph)
            target.defaultConfigurationName = graph.string("defaultConfigurationName", of: list)
        }
        return target
    }

    /// The synchronized folders a target builds files of: those it lists, less their exceptions for it, then those
    /// whose exception sets add files for it.
    private func synchronizedFolders(
        of targetID: String, listed: [XcodeGroup], tree: XcodeGroupTreeReader
    ) -> [XcodeSynchronizedFolder] {
        var seen: Set<String> = []
        var folders: [XcodeSynchronizedFolder] = listed.compactMap { group in
            guard seen.insert(group.id).inserted else { return nil }
            return XcodeSynchronizedFolder(
                id: group.id, location: group.location,
                membership: .allExcept(exceptions[group.id]?[targetID] ?? []))
        }
        for folderID in tree.synchronizedFolderIDs where !seen.contains(folderID) {
            guard let added = exceptions[folderID]?[targetID],
                  case .group(let group)? = tree.items[folderID] else { continue }
            folders.append(XcodeSynchronizedFolder(id: folderID, location: group.location, membership: .only(added)))
        }
        return folders
    }

    /// The build configurations of a configuration list (`XCConfigurationList`), in order.
    static func configurations(
        of list: XcodeObjectGraph.Object, graph: inout XcodeObjectGraph
    ) -> [XcodeBuildConfiguration] {
        graph.references("buildConfigurations", of: list).map { configuration in
            var settings = XcodePropertyListDictionary()
            if let value = configuration.fields["buildSettings"] {
                if let dictionary = value.dictionaryValue {
                    settings = dictionary
                } else {
                    graph.recordWrongType("buildSettings", of: configuration, expected: "a dictionary")
                }
            }
            return XcodeBuildConfiguration(
                id: configuration.id, name: graph.string("name", of: configuration) ?? configuration.id,
                buildSettings: settings)
        }
    }
}
