/// Finds the Xcode project a bundle belongs to: the nearest `.xcodeproj` in the bundle's folder or a folder above it,
/// up to the repository's root (the first folder with a `.git` entry) and at most ``maximumLevels`` folders up.
public enum XcodeProjectLocator {
    /// How many folders above the bundle the search looks at: app repositories keep their resources a few folders
    /// below the project (`App/Resources/Base.lproj` beside `App.xcodeproj`).
    public static let maximumLevels = 8

    /// The largest `project.pbxproj` read (a project of thousands of files is a few megabytes).
    static let maximumFileSize = 64 << 20

    /// The project of the folder at `bundlePath`: in the nearest folder that has one, the first `.xcodeproj` in name
    /// order whose `project.pbxproj` reads and names a development region, else the first that reads; `nil` when
    /// none is found.
    public static func enclosingProject(ofBundleAt bundlePath: String) -> XcodeProjectFile? {
        guard case .success(var folder) = FileStatus.realPath(bundlePath) else { return nil }
        for _ in 0...maximumLevels {
            guard case .success(let names) = FileStatus.entries(ofDirectory: folder) else { return nil }
            let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap { name in
                read(folder == "/" ? "/" + name : folder + "/" + name)
            }
            if let project = projects.first(where: { $0.developmentRegion != nil }) ?? projects.first {
                return project
            }
            guard !names.contains(".git"), let parent = parent(of: folder) else { return nil }
            folder = parent
        }
        return nil
    }

    /// The project whose `.xcodeproj` folder is at `path`, or `nil` when its `project.pbxproj` cannot be read.
    public static func read(_ path: String) -> XcodeProjectFile? {
        guard let bytes = try? FileBytes.read(path + "/project.pbxproj", maximumSize: maximumFileSize) else {
            return nil
        }
        return XcodeProjectFile(bytes: bytes, path: path)
    }

    /// The project whose `.xcodeproj` folder is at `path`, its object graph read whole and the `.lproj` folders of
    /// its targets' synchronized folders listed on disk (``XcodeSynchronizedFolder/languageFolders``); `nil` when its
    /// `project.pbxproj` cannot be read.
    public static func project(at path: String) -> XcodeProject? {
        guard let bytes = try? FileBytes.read(path + "/project.pbxproj", maximumSize: maximumFileSize) else {
            return nil
        }
        var project = XcodeProject(bytes: bytes, path: path)
        project.listLanguageFolders()
        return project
    }

    /// `CFBundleDevelopmentRegion` of the `Info.plist` that a target of `project` names (`INFOPLIST_FILE`) and that
    /// lies in the bundle's folder or the nearest folder above it; `nil` when there is none or it does not say.
    public static func targetDevelopmentRegion(ofBundleAt bundlePath: String, in project: XcodeProjectFile) -> String? {
        targetInfoPlist(ofBundleAt: bundlePath, in: project)?.string(forKey: "CFBundleDevelopmentRegion")
    }

    /// The `Info.plist` that a target of `project` names (`INFOPLIST_FILE`) and that lies in the bundle's folder or
    /// the nearest folder above it; `nil` when there is none or it cannot be read.
    public static func targetInfoPlist(ofBundleAt bundlePath: String, in project: XcodeProjectFile)
        -> PropertyListDocument? {
        guard case .success(let bundle) = FileStatus.realPath(bundlePath) else { return nil }
        let holding = project.infoPlistPaths.filter { path in
            guard let folder = parent(of: path) else { return false }
            return bundle == folder || bundle.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
        guard let nearest = holding.max(by: { $0.count < $1.count }),
              let bytes = try? FileBytes.read(nearest, maximumSize: maximumFileSize) else { return nil }
        return PropertyListDocument(bytes: bytes, path: nearest)
    }

    /// The folder above an absolute path, or `nil` at the root.
    private static func parent(of folder: String) -> String? {
        guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
        return slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
}
