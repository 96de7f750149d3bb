/// A repository as Xcode builds it: the projects and packages it holds, and which of them each file belongs to.
///
/// A file belongs to the project or package that contains it: the nearest folder above it that holds an `.xcodeproj`
/// or a `Package.swift`. Where one folder holds several, the Xcode project whose groups name the file wins, else the
/// first in path order. Files in no project's folder belong to the folder searched, which is then a project of its
/// own (``Project/marker`` `nil`). A file is a test target's when a folder above it is named for tests
/// (``isInTestFolder(_:)``), or when only test targets of its Xcode project build it.
public struct RepositoryLayout: Sendable {
    /// One project or package, or the folder searched when it holds none.
    public struct Project: Sendable {
        /// The folder whose files it holds, root-relative (`.` for the root).
        public var folder: String
        /// The `.xcodeproj` or `Package.swift` that makes it a project; `nil` for the folder searched without one.
        public var marker: ProjectMarker?
        /// The Xcode project as read from its `project.pbxproj`, when it is one and could be read.
        public var xcodeProject: XcodeProject?

        /// How reports name it: the `.xcodeproj`'s or `Package.swift`'s path, or `.` for the folder searched.
        public var name: String { marker?.path ?? "." }

        /// `path` (root-relative) as seen from the project's folder.
        func relative(_ path: String) -> String {
            folder == "." ? path : String(path.dropFirst(folder.count + 1))
        }
    }

    /// The projects, in path order; the folder searched last when it holds no project of its own.
    public let projects: [Project]
    /// The projects whose folder is each folder, by folder.
    private let projectsByFolder: [String: [Int]]

    /// The layout of a repository whose projects are `markers` (``BundleSearch/projects``); with `root`, the folder
    /// searched, each Xcode project is read from disk for what its groups and targets say.
    public init(markers: [ProjectMarker], root: String? = nil) {
        var projects = markers.sorted { $0.path < $1.path }.map { marker in
            Project(
                folder: marker.folder, marker: marker,
                xcodeProject: marker.kind == .xcodeProject ? root.flatMap { root in
                    XcodeProjectLocator.project(at: root == "." ? marker.path : root + "/" + marker.path)
                } : nil)
        }
        if !projects.contains(where: { $0.folder == "." }) { projects.append(Project(folder: ".", marker: nil)) }
        var byFolder: [String: [Int]] = [:]
        for (index, project) in projects.enumerated() { byFolder[project.folder, default: []].append(index) }
        self.projects = projects
        projectsByFolder = byFolder
    }

    /// The position in ``projects`` of the project that holds the file or folder at `path` (root-relative): the
    /// nearest folder at or above it that has a project; of several there, the Xcode project that names it.
    public func project(of path: String) -> Int {
        var folder = Substring(path)
        while true {
            if let found = projectsByFolder[String(folder)] { return choose(among: found, for: path) }
            guard let slash = folder.lastIndex(of: "/") else { break }
            folder = folder[..<slash]
        }
        return projectsByFolder["."].map { choose(among: $0, for: path) } ?? 0
    }

    /// Of the projects of one folder, the first Xcode project whose groups name `path`, else the first.
    private func choose(among candidates: [Int], for path: String) -> Int {
        guard candidates.count > 1 else { return candidates[0] }
        return candidates.first { index in
            let project = projects[index]
            return project.xcodeProject?.references(project.relative(path)) == true
        } ?? candidates[0]
    }

    /// Whether the source file at the root-relative `path` is a test target's: in a folder named for tests, or built
    /// only by test targets of its Xcode project.
    public func isTestFile(_ path: String) -> Bool {
        if Self.isInTestFolder(path) { return true }
        let project = projects[self.project(of: path)]
        guard let xcode = project.xcodeProject else { return false }
        let targets = xcode.targets(containing: project.relative(path))
        return !targets.isEmpty && targets.allSatisfy(\.isTest)
    }

    /// Whether the root-relative `path` is in a test target's folder as Xcode's templates and SwiftPM name them: a
    /// folder named `Tests`, or ending with `Tests` (`AppTests`, `AppUITests`, `LinearMouseUnitTests`).
    public static func isInTestFolder(_ path: String) -> Bool {
        // By bytes, once for every source file: splitting into substrings costs tens of times as much.
        var path = path
        return path.withUTF8 { bytes in
            let suffix: [UInt8] = Array("Tests".utf8)
            var end = 0
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "/"), end >= suffix.count,
                   bytes[(end - suffix.count)..<end].elementsEqual(suffix) {
                    return true
                }
                end += 1
            }
            return false
        }
    }
}
