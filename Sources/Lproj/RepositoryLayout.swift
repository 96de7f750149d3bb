/// A repository as Xcode builds it: the projects and packages it holds, and which of them each file belongs to.
///
/// A file belongs to the project or package that contains it: the nearest folder above it that holds an `.xcodeproj`
/// or a `Package.swift`. Where one folder holds several, the Xcode project whose groups reference the file wins
/// (``assign(_:toProjectAt:)``), else the first in path order. Files in no project's folder belong to the folder
/// searched, which is then a project of its own (``Project/markers`` empty).
public struct RepositoryLayout: Sendable {
    /// One project or package, or the folder searched when it holds none.
    public struct Project: Sendable, Hashable {
        /// The folder whose files it holds, root-relative (`.` for the root).
        public var folder: String
        /// The `.xcodeproj` or `Package.swift` that makes it a project; `nil` for the folder searched without one.
        public var marker: ProjectMarker?

        /// How reports name it: the `.xcodeproj`'s or `Package.swift`'s path, or `.` for the folder searched.
        public var name: String { marker?.path ?? "." }
    }

    /// The projects, in path order; the folder searched last when it holds no project of its own.
    public let projects: [Project]
    /// The projects whose folder is each folder, by folder.
    private let projectsByFolder: [String: [Int]]
    /// Files that an Xcode project's groups name, mapped to that project where its folder holds several.
    private var assigned: [String: Int] = [:]

    /// The layout of a repository whose projects are `markers` (``BundleSearch/projects``).
    public init(markers: [ProjectMarker]) {
        var projects = markers.sorted { $0.path < $1.path }.map { Project(folder: $0.folder, marker: $0) }
        if !projects.contains(where: { $0.folder == "." }) { projects.append(Project(folder: ".", marker: nil)) }
        var byFolder: [String: [Int]] = [:]
        for (index, project) in projects.enumerated() { byFolder[project.folder, default: []].append(index) }
        self.projects = projects
        projectsByFolder = byFolder
    }

    /// The position in ``projects`` of the project that holds the file or folder at `path` (root-relative): the
    /// nearest folder at or above it that has a project.
    public func project(of path: String) -> Int {
        if let index = assigned[path] { return index }
        var folder = Substring(path)
        while true {
            if let found = projectsByFolder[String(folder)] { return found[0] }
            guard let slash = folder.lastIndex(of: "/") else { break }
            folder = folder[..<slash]
        }
        return projectsByFolder["."]?.first ?? 0
    }

    /// Records that the Xcode project at `projectPath` (its `.xcodeproj`, root-relative) builds the files `paths`
    /// (root-relative): where the folder that holds them has several projects, they belong to this one.
    public mutating func assign(_ paths: some Sequence<String>, toProjectAt projectPath: String) {
        guard let index = projects.firstIndex(where: { $0.marker?.path == projectPath }) else { return }
        for path in paths {
            let owner = project(of: path)
            if owner != index, projects[owner].folder == projects[index].folder { assigned[path] = index }
        }
    }

    /// Whether the root-relative `path` is in a test target's folder as Xcode's templates and SwiftPM name them: a
    /// folder named `Tests`, or ending with `Tests` (`AppTests`, `AppUITests`, `LinearMouseUnitTests`).
    public static func isInTestFolder(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        return folders.contains { $0.hasSuffix("Tests") }
    }
}
