/// One build configuration of a target or a project (`XCBuildConfiguration`): its name and its build settings as
/// written in the project file (an `.xcconfig` file it is based on is not read).
public struct XcodeBuildConfiguration: Sendable, Hashable {
    /// The object's ID in `project.pbxproj`.
    public var id: String
    /// The configuration's name (`Debug`, `Release`).
    public var name: String
    /// The build settings, in file order: strings, or arrays of strings (`LD_RUNPATH_SEARCH_PATHS`).
    public var buildSettings: XcodePropertyListDictionary

    /// Creates a configuration.
    public init(id: String, name: String, buildSettings: XcodePropertyListDictionary) {
        self.id = id
        self.name = name
        self.buildSettings = buildSettings
    }

    /// The string value of a build setting, as written (`$(TARGET_NAME)` is not resolved).
    public func setting(_ key: String) -> String? { buildSettings.string(key) }

    /// `INFOPLIST_FILE`: the target's `Info.plist`, relative to the source root unless it says otherwise
    /// (`$(SRCROOT)/App/Info.plist`).
    public var infoPlistFile: String? { setting("INFOPLIST_FILE") }

    /// `DEVELOPMENT_LANGUAGE`, when the configuration sets it (Xcode otherwise takes the project's
    /// `developmentRegion`).
    public var developmentLanguage: String? { setting("DEVELOPMENT_LANGUAGE") }

    /// `PRODUCT_NAME`, as written (often `$(TARGET_NAME)`).
    public var productName: String? { setting("PRODUCT_NAME") }
}
