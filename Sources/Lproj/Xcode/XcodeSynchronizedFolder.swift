/// A folder synchronized with the disk (`PBXFileSystemSynchronizedRootGroup`, Xcode 16) as one target builds it:
/// every file in it, at any depth, except the membership exceptions of the target's exception set; or, for a target
/// that does not list the folder, only the files an exception set names for it.
public struct XcodeSynchronizedFolder: Sendable, Hashable {
    /// Which of the folder's files the target builds.
    public enum Membership: Sendable, Hashable {
        /// Every file except these (`membershipExceptions`, relative to the folder; a folder stands for everything
        /// in it).
        case allExcept([String])
        /// Only these (relative to the folder): the target does not list the folder, and an exception set adds them.
        case only([String])

        /// The paths it names: the exceptions, or the only members.
        public var paths: [String] {
            switch self {
            case .allExcept(let paths), .only(let paths): paths
            }
        }
    }

    /// The synchronized group's ID in `project.pbxproj`.
    public var id: String
    /// Where the folder is.
    public var location: XcodeFileLocation
    /// Which of its files the target builds.
    public var membership: Membership {
        didSet { listed = Set(membership.paths) }
    }
    /// The `.lproj` folders found in it on disk, relative to it, sorted (`Base.lproj`, `UI/fr.lproj`); empty until
    /// the folder is listed (``XcodeProjectLocator/project(at:)`` lists it; a project read from bytes alone has not).
    public var languageFolders: [String]

    /// Creates a synchronized folder as a target builds it.
    public init(id: String, location: XcodeFileLocation, membership: Membership, languageFolders: [String] = []) {
        self.id = id
        self.location = location
        self.membership = membership
        self.languageFolders = languageFolders
        listed = Set(membership.paths)
    }

    /// The paths ``membership`` names, as a set for lookups.
    private var listed: Set<String>

    /// The folder's on-disk path, relative to the source root or absolute; `nil` outside the repository.
    public var path: String? { location.onDiskPath }

    /// Whether the target builds the file or folder at `relativePath`, relative to this folder: looked up with one
    /// set query per folder level of the path.
    public func builds(_ relativePath: String) -> Bool {
        switch membership {
        case .allExcept: !Self.covers(listed, relativePath)
        case .only: Self.covers(listed, relativePath)
        }
    }

    /// The `.lproj` folders of ``languageFolders`` the target builds (those not excepted), and those an exception
    /// set adds, relative to this folder.
    public var languageFoldersBuilt: [String] {
        switch membership {
        case .allExcept:
            return languageFolders.filter { !Self.covers(listed, $0) }
        case .only(let members):
            var seen: Set<String> = []
            return members.compactMap(Self.languageFolder(of:)).filter { seen.insert($0).inserted }
        }
    }

    /// Whether `paths` holds `path` or a folder above it.
    static func covers(_ paths: Set<String>, _ path: String) -> Bool {
        var current: String? = path
        while let candidate = current, !candidate.isEmpty {
            if paths.contains(candidate) { return true }
            current = XcodePath.parent(of: candidate)
        }
        return false
    }

    /// The innermost `.lproj` folder a relative path is in or is (`UI/fr.lproj` for `UI/fr.lproj/Main.strings`).
    static func languageFolder(of path: String) -> String? {
        var current: String? = path
        while let candidate = current, !candidate.isEmpty {
            if XcodePath.language(ofFolder: XcodePath.lastComponent(of: candidate)) != nil { return candidate }
            current = XcodePath.parent(of: candidate)
        }
        return nil
    }
}
