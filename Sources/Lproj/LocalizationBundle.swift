/// A folder of `<language>.lproj` folders, as read from disk or from memory.
public struct LocalizationBundle: Sendable {
    /// The bundle's path, as given.
    public var path: String
    /// The bundle's folder name (`ArcGIS.bundle`).
    public var name: String
    /// The development language as Xcode knows it (``DevelopmentRegion/resolve(infoPlist:catalogSourceLanguage:project:targetInfoPlist:)``):
    /// `CFBundleDevelopmentRegion` of `Info.plist`, `$(DEVELOPMENT_LANGUAGE)` resolved through the enclosing project,
    /// the project's `developmentRegion` or the String Catalogs' source language; `nil` when none says.
    public var developmentRegion: String?
    /// Where ``developmentRegion`` was learned.
    public var developmentRegionOrigin: DevelopmentRegion.Origin?
    /// The language folders, in name order.
    public var folders: [LanguageFolder]
    /// The String Catalogs (`.xcstrings`) beside the language folders, whose languages are also among `folders`.
    public var catalogs: [StringCatalog] = []
    /// The top-level keys of the bundle's `Info.plist`, when it has one that reads as a dictionary: what
    /// `InfoPlist.strings` may localize.
    public var infoPlistKeys: Set<String>?
    /// Files that could not be read at all (a folder named like a table, an unreadable file), by bundle-relative
    /// path.
    public var unreadableFiles: [UnreadableFile]

    /// Creates a bundle model.
    public init(
        path: String, name: String, developmentRegion: String?, folders: [LanguageFolder],
        unreadableFiles: [UnreadableFile] = []
    ) {
        self.path = path
        self.name = name
        self.developmentRegion = developmentRegion
        self.folders = folders
        self.unreadableFiles = unreadableFiles
    }

    /// The folder with this name (without `.lproj`), if there is one.
    public func folder(named name: String) -> LanguageFolder? {
        folders.first { $0.name == name }
    }
}

/// A localization file that could not be read at all.
public struct UnreadableFile: Sendable, Hashable {
    /// Its path relative to the bundle.
    public var path: String
    /// Why.
    public var error: FileReadError
}
