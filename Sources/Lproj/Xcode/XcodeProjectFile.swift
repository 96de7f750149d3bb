/// What the checker reads of an Xcode project file (`App.xcodeproj/project.pbxproj`): the development language
/// (`developmentRegion`), the languages it knows (`knownRegions`) and the `Info.plist` files its targets name
/// (`INFOPLIST_FILE`).
///
/// A `project.pbxproj` is an old-style (OpenStep) property list, the grammar `.strings` files use: the file is read
/// with the same scanner as `.strings` (quoted and unquoted strings, escapes, `//` and `/* */` comments), so a key
/// spelled inside a comment or a string is never taken for a setting.
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
        self.path = path
        let settings = XcodeProjectSettings(bytes: bytes, path: path + "/project.pbxproj")
        developmentRegion = settings.values["developmentRegion"]?.first
        knownRegions = settings.lists["knownRegions"] ?? []
        var seen: Set<String> = []
        infoPlistFiles = (settings.values["INFOPLIST_FILE"] ?? []).filter { seen.insert($0).inserted }
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
