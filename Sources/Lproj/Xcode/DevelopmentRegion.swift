/// A bundle's development language as Xcode knows it, and where it was learned.
public struct DevelopmentRegion: Sendable, Hashable {
    /// Where a development language was learned, in the order they are asked.
    public enum Origin: String, Sendable, Hashable {
        /// `CFBundleDevelopmentRegion` of the bundle's own `Info.plist`.
        case infoPlist = "the bundle's Info.plist"
        /// `CFBundleDevelopmentRegion` of the `Info.plist` a target of the enclosing project names (`INFOPLIST_FILE`).
        case projectInfoPlist = "the Info.plist of the project's target"
        /// `$(DEVELOPMENT_LANGUAGE)` in `Info.plist`, resolved to the enclosing project's `developmentRegion`.
        case infoPlistBuildSetting = "Info.plist's $(DEVELOPMENT_LANGUAGE), the project's developmentRegion"
        /// `developmentRegion` of the enclosing `.xcodeproj`.
        case project = "the project's developmentRegion"
        /// The source language of the bundle's String Catalogs.
        case catalog = "the String Catalog's source language"
    }

    /// The language (`en`), as the file that names it spells it.
    public var language: String
    /// Where it was learned.
    public var origin: Origin

    /// Creates a development language learned from `origin`.
    public init(_ language: String, origin: Origin) {
        self.language = language
        self.origin = origin
    }

    /// Whether an `Info.plist` value is a build setting the build replaces (`$(DEVELOPMENT_LANGUAGE)`,
    /// `${DEVELOPMENT_LANGUAGE}`) rather than a language.
    public static func isBuildSetting(_ value: String) -> Bool {
        value.contains("$(") || value.contains("${")
    }

    /// Resolves the development language in Xcode's order: the bundle's `Info.plist`, its build setting resolved
    /// through the project; else the `Info.plist` of the project's target that holds the bundle; else the project's
    /// `developmentRegion`; else the String Catalogs' source language. `project` is asked only when the bundle's
    /// `Info.plist` does not settle it; `targetInfoPlist` reads the `CFBundleDevelopmentRegion` of the target's
    /// `Info.plist` of that project, if any.
    public static func resolve(
        infoPlist: String?, catalogSourceLanguage: String?, project: () -> XcodeProjectFile?,
        targetInfoPlist: (XcodeProjectFile) -> String?
    ) -> DevelopmentRegion? {
        if let infoPlist, !isBuildSetting(infoPlist), !infoPlist.isEmpty { return .init(infoPlist, origin: .infoPlist) }
        let project = project()
        let projectRegion = project?.developmentRegion.flatMap { $0.isEmpty ? nil : $0 }
        if infoPlist != nil, let projectRegion { return .init(projectRegion, origin: .infoPlistBuildSetting) }
        if infoPlist == nil, let project, let value = targetInfoPlist(project) {
            if !isBuildSetting(value), !value.isEmpty { return .init(value, origin: .projectInfoPlist) }
            if let projectRegion { return .init(projectRegion, origin: .infoPlistBuildSetting) }
        }
        if let projectRegion { return .init(projectRegion, origin: .project) }
        return catalogSourceLanguage.map { .init($0, origin: .catalog) }
    }
}
