/// A file of an Xcode project's group tree (`PBXFileReference`), with its path resolved.
public struct XcodeFileReference: Sendable, Hashable {
    /// The object's ID in `project.pbxproj`.
    public var id: String
    /// `name` as written: the name Xcode shows when it differs from the path's (a variant group's child is named by
    /// its language: `en`, `Base`).
    public var name: String?
    /// `path` as written, relative to what `sourceTree` names.
    public var path: String?
    /// `sourceTree` as written (`<group>` when the file has none).
    public var sourceTree: String
    /// `lastKnownFileType`, else `explicitFileType` (`text.plist.strings`, `file.storyboard`, `folder`).
    public var fileType: String?
    /// Where the file is.
    public var location: XcodeFileLocation

    /// Creates a file reference.
    public init(
        id: String, name: String? = nil, path: String?, sourceTree: String = "<group>", fileType: String? = nil,
        location: XcodeFileLocation
    ) {
        self.id = id
        self.name = name
        self.path = path
        self.sourceTree = sourceTree
        self.fileType = fileType
        self.location = location
    }

    /// The name Xcode shows: `name`, else the last component of `path`.
    public var displayName: String { name ?? path.map(XcodePath.lastComponent) ?? "" }
}
