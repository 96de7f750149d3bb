/// A group of an Xcode project's group tree, with its folder resolved: a plain group, a variant group (one file in
/// several languages), a version group (a versioned Core Data model) or a folder synchronized with the disk.
public struct XcodeGroup: Sendable, Hashable {
    /// What kind of group it is, by its `isa`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `PBXGroup`: a group, which may stand for a folder (with a `path`) or not.
        case group = "PBXGroup"
        /// `PBXVariantGroup`: one localized file; its children are its languages (`Base`, `en`, `fr`), each a file
        /// in a `.lproj` folder.
        case variantGroup = "PBXVariantGroup"
        /// `XCVersionGroup`: a versioned model (`Model.xcdatamodeld`), whose children are its versions.
        case versionGroup = "XCVersionGroup"
        /// `PBXFileSystemSynchronizedRootGroup` (Xcode 16): a folder whose files Xcode finds on disk; it has no
        /// children in the project file.
        case synchronizedFolder = "PBXFileSystemSynchronizedRootGroup"
    }

    /// The object's ID in `project.pbxproj`.
    public var id: String
    /// What kind of group it is.
    public var kind: Kind
    /// `name` as written.
    public var name: String?
    /// `path` as written, relative to what `sourceTree` names.
    public var path: String?
    /// `sourceTree` as written (`<group>` when the group has none).
    public var sourceTree: String
    /// The group's folder: where the `<group>` paths of its children start (for a group without a path, its parent's
    /// folder).
    public var location: XcodeFileLocation
    /// Its children, in the project's order.
    public var children: [XcodeGroupItem]

    /// Creates a group.
    public init(
        id: String, kind: Kind, name: String? = nil, path: String? = nil, sourceTree: String = "<group>",
        location: XcodeFileLocation, children: [XcodeGroupItem] = []
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.path = path
        self.sourceTree = sourceTree
        self.location = location
        self.children = children
    }

    /// The name Xcode shows: `name`, else the last component of `path`.
    public var displayName: String { name ?? path.map(XcodePath.lastComponent) ?? "" }
}
