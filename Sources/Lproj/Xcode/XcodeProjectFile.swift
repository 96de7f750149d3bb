/// What the checker reads of an Xcode project file (`App.xcodeproj/project.pbxproj`): the development language
/// (`developmentRegion`), the languages it knows (`knownRegions`) and the `Info.plist` files its targets name
/// (`INFOPLIST_FILE`).
///
/// A `project.pbxproj` is an old-style (OpenStep) property list, the grammar `.strings` files use: the file is read
/// whole into a tree with the same scanner as `.strings` (quoted and unquoted strings, escapes, `//` and `/* */`
/// comments), so a key spelled inside a comment or a string is never taken for a setting. ``XcodeProject`` reads the
/// rest of its object graph.
public struct XcodeProjectFile: Sendable, Hashable {
    /// The `.xcodeproj` folder's path, as found.
    public var path: String
    /// `developmentRegion` of the project object: the language the project is developed in (`en`), or `nil` when the
    /// file has none.
    public var developmentRegion: String?
    /// `knownRegions`: the languages the project is localized in, `Base` included, in file order.
    public var knownRegions: [String]
    /// Every distinct `INFOPLIST_FILE` build setting, in file order, as written (`App/Info.plist`,
    /// `$(SRCROOT)/App/Info.plist`).
    public var infoPlistFiles: [String]

    /// Reads the project file's `bytes`; `path` is the `.xcodeproj` folder's path.
    public init(bytes: [UInt8], path: String) {
        let (root, log) = bytes.withUnsafeBufferPointer { XcodePropertyListParser.parse($0) }
        self.init(project: XcodeProject(root: root, log: log, bytes: bytes, path: path), root: root)
    }

    /// The settings of a project read from `root`, the file's top-level value. A file without a project object in
    /// `objects` is read as a project object when it is one itself (`{ isa = PBXProject; ... }`).
    init(project: XcodeProject, root: XcodePropertyListValue?) {
        path = project.path
        let top = root?.dictionaryValue
        let fallback = top?.string("isa") == "PBXProject" ? top : nil
        developmentRegion = project.developmentRegion ?? fallback?.string("developmentRegion")
        knownRegions = project.knownRegions.isEmpty
            ? fallback?["knownRegions"]?.stringElements ?? [] : project.knownRegions
        infoPlistFiles = Self.infoPlistFiles(of: top?["objects"]?.dictionaryValue)
    }

    /// The distinct `INFOPLIST_FILE` values of every object's `buildSettings`, in file order.
    private static func infoPlistFiles(of objects: XcodePropertyListDictionary?) -> [String] {
        var seen: Set<String> = []
        return (objects?.entries ?? []).compactMap { entry in
            entry.value.dictionaryValue?["buildSettings"]?.dictionaryValue?.string("INFOPLIST_FILE")
        }.filter { seen.insert($0).inserted }
    }

    /// The folder that holds the `.xcodeproj`: where Xcode resolves `$(SRCROOT)` and relative paths.
    public var sourceRoot: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The `Info.plist` paths the project's targets name, each resolved against ``sourceRoot`` (`$(SRCROOT)` and
    /// `$(PROJECT_DIR)` stripped); paths with other build settings in them are left out.
    public var infoPlistPaths: [String] {
        infoPlistFiles.compactMap { file in
            var relative = Substring(file)
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
            where relative.hasPrefix(prefix) {
                relative = relative.dropFirst(prefix.count)
            }
            guard !relative.contains("$"), !relative.isEmpty else { return nil }
            return relative.hasPrefix("/") ? String(relative) : sourceRoot + "/" + relative
        }
    }
}
