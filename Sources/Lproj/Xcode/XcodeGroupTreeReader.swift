/// Walks the group tree of a project from its main group, resolving each item's path as Xcode does, and keeps what
/// targets refer to by ID: files, variant and version groups, synchronized folders.
///
/// Each group is entered once: a group reached again (a cycle, or a second parent) is recorded and skipped, and
/// groups nest at most ``XcodeProject/maximumGroupDepth`` deep, so no input makes the walk loop or overflow.
struct XcodeGroupTreeReader {
    /// A file or group a build file or a target may refer to.
    enum Item {
        case file(XcodeFileReference)
        case group(XcodeGroup)
    }

    /// Files, variant groups, version groups and synchronized folders by ID.
    private(set) var items: [String: Item] = [:]
    /// The synchronized folders' IDs, in the order they were reached.
    private(set) var synchronizedFolderIDs: [String] = []
    /// Every on-disk path a file, a version group or a synchronized folder stands for.
    private(set) var referencedFiles: Set<String> = []
    /// The groups entered so far.
    private var entered: Set<String> = []

    /// The `isa` of the objects a group's `children` may hold, by the kind of item they make.
    private static let groupKinds = Dictionary(
        uniqueKeysWithValues: XcodeGroup.Kind.allCases.map { ($0.rawValue, $0) })
    private static let fileKinds: Set<String> = ["PBXFileReference", "PBXReferenceProxy"]

    /// Reads the tree under the main group `object`, whose folder is the source root.
    mutating func readTree(from object: XcodeObjectGraph.Object, graph: inout XcodeObjectGraph) -> XcodeGroup? {
        guard let kind = Self.groupKinds[object.isa] else { return nil }
        items.reserveCapacity(graph.objects.entries.count / 2)
        referencedFiles.reserveCapacity(graph.objects.entries.count / 2)
        return group(object, kind: kind, parent: .onDisk(""), depth: 0, graph: &graph)
    }

    /// The item with `id`: from the tree, else (an object no group holds) read as if the main group held it.
    mutating func item(_ id: String, referencedBy source: XcodeObjectGraph.Object, key: String,
                       graph: inout XcodeObjectGraph) -> Item? {
        if let item = items[id] { return item }
        guard let object = graph.object(id, referencedBy: source, key: key) else { return nil }
        if Self.fileKinds.contains(object.isa) {
            return .file(file(object, parent: .onDisk(""), graph: &graph))
        }
        if let kind = Self.groupKinds[object.isa], kind != .group, !entered.contains(id),
           let group = group(object, kind: kind, parent: .onDisk(""), depth: 0, graph: &graph) {
            return .group(group)
        }
        graph.recordUnexpected(object, referencedBy: source, key: key)
        return nil
    }

    /// Reads a group and, for a group that holds others, its children.
    private mutating func group(
        _ object: XcodeObjectGraph.Object, kind: XcodeGroup.Kind, parent: XcodeFileLocation, depth: Int,
        graph: inout XcodeObjectGraph
    ) -> XcodeGroup? {
        guard entered.insert(object.id).inserted else {
            graph.log.record(.groupReachedTwice(id: object.id), at: object.offset)
            return nil
        }
        let sourceTree = graph.string("sourceTree", of: object)
        let path = graph.string("path", of: object)
        var group = XcodeGroup(
            id: object.id, kind: kind, name: graph.string("name", of: object), path: path,
            sourceTree: sourceTree ?? "<group>",
            location: XcodeFileLocation.resolve(sourceTree: sourceTree, path: path, parent: parent))
        switch kind {
        case .synchronizedFolder:
            synchronizedFolderIDs.append(object.id)
            insertReference(group.location)
        case .versionGroup:
            insertReference(group.location)
        case .group, .variantGroup:
            break
        }
        if depth >= XcodeProject.maximumGroupDepth {
            graph.log.record(.groupNestingTooDeep(id: object.id), at: object.offset)
        } else if kind != .synchronizedFolder {
            group.children = children(of: object, in: group.location, depth: depth, graph: &graph)
        }
        if kind != .group { items[object.id] = .group(group) }
        return group
    }

    /// The children of a group whose folder is `folder`.
    private mutating func children(
        of object: XcodeObjectGraph.Object, in folder: XcodeFileLocation, depth: Int, graph: inout XcodeObjectGraph
    ) -> [XcodeGroupItem] {
        var children: [XcodeGroupItem] = []
        for child in graph.references("children", of: object) {
            if Self.fileKinds.contains(child.isa) {
                guard items[child.id] == nil else { continue }
                children.append(.file(file(child, parent: folder, graph: &graph)))
            } else if let kind = Self.groupKinds[child.isa] {
                if let group = group(child, kind: kind, parent: folder, depth: depth + 1, graph: &graph) {
                    children.append(.group(group))
                }
            } else {
                graph.recordUnexpected(child, referencedBy: object, key: "children")
            }
        }
        return children
    }

    /// Reads a file reference in a group whose folder is `parent`, and keeps it by ID.
    private mutating func file(
        _ object: XcodeObjectGraph.Object, parent: XcodeFileLocation, graph: inout XcodeObjectGraph
    ) -> XcodeFileReference {
        let sourceTree = graph.string("sourceTree", of: object)
        let name = graph.string("name", of: object)
        let path = graph.string("path", of: object)
        let file = XcodeFileReference(
            id: object.id, name: name, path: path, sourceTree: sourceTree ?? "<group>",
            fileType: graph.string("lastKnownFileType", of: object) ?? graph.string("explicitFileType", of: object),
            location: XcodeFileLocation.resolve(sourceTree: sourceTree, path: path ?? name, parent: parent))
        items[object.id] = .file(file)
        insertReference(file.location)
        return file
    }

    private mutating func insertReference(_ location: XcodeFileLocation) {
        if let path = location.onDiskPath, !path.isEmpty { referencedFiles.insert(path) }
    }
}
