/// A child of a group: a file or a group.
public enum XcodeGroupItem: Sendable, Hashable {
    /// A file (`PBXFileReference`, or a `PBXReferenceProxy` to another project's product).
    case file(XcodeFileReference)
    /// A group of any kind.
    case group(XcodeGroup)
}
