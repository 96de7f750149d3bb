/// An Xcode project read from the object graph of its `project.pbxproj`: the project's languages, its group tree
/// with every path resolved, and its targets with the files they build.
///
/// Reading never fails: a file cut short, a reference to an object that does not exist or a key of the wrong kind is
/// a diagnostic (``diagnostics``), and what can be read is kept. Paths are relative to ``sourceRoot`` (or absolute);
/// a file under a folder the build makes (`BUILT_PRODUCTS_DIR`) or the toolchain provides (`SDKROOT`,
/// `DEVELOPER_DIR`) is kept in the group tree as outside the repository and is in no list of paths.
public struct XcodeProject: Sendable {
    /// How deep groups may nest; the children of a deeper group are not read (real projects nest about ten deep).
    public static let maximumGroupDepth = 100

    /// The `.xcodeproj` folder's path, as given.
    public var path: String
    /// Where relative paths start (`$(SRCROOT)`): the folder that holds the `.xcodeproj`, with ``projectDirPath``
    /// below it when that is set.
    public var sourceRoot: String
    /// `developmentRegion` of the project object (`en`), or `nil` when it has none.
    public var developmentRegion: String?
    /// `knownRegions`: the languages the project is localized in, `Base` included, in file order.
    public var knownRegions: [String]
    /// `projectDirPath` (`""` in most projects), or `nil` when missing.
    public var projectDirPath: String?
    /// `projectRoot` (`""` in most projects), or `nil` when missing.
    public var projectRoot: String?
    /// The main group: the root of the group tree, whose folder is the source root.
    public var mainGroup: XcodeGroup?
    /// The targets, in the project's order; set only by the reader, as ``targets(containing:)`` is indexed on them.
    public internal(set) var targets: [XcodeTarget]
    /// The project's own build configurations, whose settings every target's inherit.
    public var buildConfigurations: [XcodeBuildConfiguration]
    /// Every on-disk path the group tree refers to (relative to ``sourceRoot``, or absolute): each file, each variant
    /// group's language file, each version group's and synchronized folder's folder. See ``references(_:)`` for a
    /// file inside a referenced folder.
    public var referencedFiles: Set<String>
    /// The problems found, in file order (the first 1,000 found).
    public var diagnostics: [XcodeProjectDiagnostic]

    /// What ``targets(containing:)`` looks paths up in.
    var index: XcodeProjectIndex

    /// Reads the project file's `bytes`; `path` is the `.xcodeproj` folder's path. Nothing is read from disk.
    public init(bytes: [UInt8], path: String) {
        let propertyList = bytes.withUnsafeBufferPointer { XcodePropertyListParser.parse($0) }
        self.init(root: propertyList.root, log: propertyList.log, bytes: bytes, path: path)
    }

    /// Reads the project from a parsed `project.pbxproj`: its top-level value and the parser's problems.
    init(root: XcodePropertyListValue?, log: XcodeProblemLog, bytes: [UInt8], path: String) {
        self.path = path
        var log = log
        let top = root?.dictionaryValue
        if root != nil, top == nil { log.record(.topLevelNotDictionary, at: 0) }
        if top != nil, top?["objects"]?.dictionaryValue == nil { log.record(.missingObjects, at: 0) }
        var graph = XcodeObjectGraph(root: top, log: log)
        let project = Self.projectObject(root: top, graph: &graph)
        developmentRegion = project.flatMap { graph.string("developmentRegion", of: $0) }
        knownRegions = project.map { graph.strings("knownRegions", of: $0) } ?? []
        projectDirPath = project.flatMap { graph.string("projectDirPath", of: $0) }
        projectRoot = project.flatMap { graph.string("projectRoot", of: $0) }
        let folder = XcodePath.parent(of: XcodePath.join("", path)).map { $0.isEmpty ? "." : $0 } ?? "."
        sourceRoot = projectDirPath.map { $0.isEmpty ? folder : XcodePath.join(folder, $0) } ?? folder
        var tree = XcodeGroupTreeReader()
        mainGroup = project.flatMap { graph.reference("mainGroup", of: $0) }.flatMap {
            tree.readTree(from: $0, graph: &graph)
        }
        targets = project.map { XcodeTargetReader.targets(of: $0, tree: &tree, graph: &graph) } ?? []
        buildConfigurations = project.flatMap { graph.reference("buildConfigurationList", of: $0) }
            .map { XcodeTargetReader.configurations(of: $0, graph: &graph) } ?? []
        referencedFiles = tree.referencedFiles
        for target in targets {
            referencedFiles.formUnion(target.sourceFiles)
            referencedFiles.formUnion(target.resourceFiles)
        }
        index = XcodeProjectIndex(targets: targets)
        diagnostics = graph.log.diagnostics(bytes: bytes, path: path + "/project.pbxproj")
    }

    /// The project object: the one `rootObject` names, else (recorded) the first `PBXProject` in the file.
    private static func projectObject(
        root: XcodePropertyListDictionary?, graph: inout XcodeObjectGraph
    ) -> XcodeObjectGraph.Object? {
        guard let root else { return nil }
        if let id = root.string("rootObject"), let object = graph.object(id), object.isa == "PBXProject" {
            return object
        }
        guard !graph.objects.isEmpty else { return nil }
        graph.log.record(.missingRootObject, at: root.entry(forKey: "rootObject")?.offset ?? 0)
        for entry in graph.objects.entries where entry.value.dictionaryValue?.string("isa") == "PBXProject" {
            return graph.object(entry.key)
        }
        return nil
    }
}
