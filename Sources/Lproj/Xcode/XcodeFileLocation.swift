/// Where a file or folder of an Xcode project is, once its `sourceTree` and the groups above it are resolved as
/// Xcode resolves them.
public enum XcodeFileLocation: Sendable, Hashable {
    /// In the file system the repository is in: a path relative to the project's source root (`App/Info.plist`,
    /// `../Shared/Util.swift`; `""` for the source root itself), or an absolute path (`/Library/...`).
    case onDisk(String)
    /// Under a folder the build makes or the toolchain provides, outside the repository: `sourceTree` names it
    /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, or another build setting), `path` is below it.
    case buildFolder(String, path: String)

    /// The on-disk path (relative to the source root, or absolute), or `nil` outside the repository.
    public var onDiskPath: String? {
        if case .onDisk(let path) = self { path } else { nil }
    }

    /// This location with `path` below it (`..` and `.` resolved); an absolute `path` replaces an on-disk location.
    func appending(_ path: String) -> XcodeFileLocation {
        switch self {
        case .onDisk(let base): .onDisk(XcodePath.join(base, path))
        case .buildFolder(let tree, let base): .buildFolder(tree, path: XcodePath.join(base, path))
        }
    }

    /// Where an item is whose `sourceTree` and `path` are as written, in a group at `parent`: `<group>` is relative
    /// to the parent group's folder, `SOURCE_ROOT` (and `SRCROOT`, `PROJECT_DIR`) to the source root, `<absolute>`
    /// absolute; any other source tree is a folder outside the repository.
    static func resolve(sourceTree: String?, path: String?, parent: XcodeFileLocation) -> XcodeFileLocation {
        let path = path ?? ""
        switch sourceTree ?? "<group>" {
        case "<group>": return parent.appending(path)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR", "<absolute>": return .onDisk(XcodePath.join("", path))
        case let tree: return .buildFolder(tree, path: XcodePath.join("", path))
        }
    }
}
