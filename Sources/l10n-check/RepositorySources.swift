import CodeKeys
import L10nRules
import Lproj

/// A repository's sources read as Xcode builds them: every file scanned once, each belonging to its project or
/// package (``RepositoryLayout``), and each call judged by one bundle of its own project: of the project's bundles
/// that have the call's table, the nearest to the calling file. A call whose project has no bundle with its table
/// (a package's `Text("...")` looked up in its own resources, which it lacks) is judged by no bundle; every call still
/// counts as a use in every bundle.
struct RepositorySources {
    /// The repository's projects and which file belongs to which.
    let layout: RepositoryLayout
    /// Every call of the repository's sources, their files named relative to the folder searched.
    let usage: CodeUsage?
    /// The project of each bundle, by the bundle's position.
    private let bundleProjects: [Int]
    /// The bundles' folders (root-relative), by position.
    private let bundleFolders: [String]
    /// The positions in the usage's calls that each bundle judges, by the bundle's position.
    private let judged: [[Int]]
    /// How many source files each project has, by project.
    private let filesPerProject: [Int: Int]
    /// The project of each call, by its position in the usage's calls.
    private let callProjects: [Int]

    /// Scans `scanned` (root-relative files of the search) and `extra` (`--sources` files, as seen from the working
    /// directory) of the repository at `root`, and assigns their calls to the bundles of `search` (read as `models`).
    init(
        root: String, search: BundleSearch, scanned: [String], extra: [String], models: [LocalizationBundle],
        settings: Configuration
    ) {
        let layout = RepositoryLayout(markers: search.projects, root: root)
        self.layout = layout
        let relativizer = PathRelativizer(folder: root)
        let place = { (file: String) in root == "." ? file : CodeSources.path(file, in: root) }
        let names = scanned + extra.map(relativizer.relative)
        usage = names.isEmpty ? nil : CodeSources.usage(
            paths: scanned.map(place) + extra, naming: { names[$0] },
            isTest: { layout.isTestFile(names[$0]) }, functions: settings.scannedFunctions,
            notApp: settings.notAppCodeInEffect)
        bundleFolders = search.bundles
        bundleProjects = search.bundles.map(layout.project(of:))
        var files: [Int: Int] = [:]
        for name in names { files[layout.project(of: name), default: 0] += 1 }
        filesPerProject = files
        let calls = usage?.calls ?? []
        var projectOfFile: [String: Int] = [:]
        callProjects = calls.map { call in
            let file = call.location.file
            if let known = projectOfFile[file] { return known }
            let project = layout.project(of: file)
            projectOfFile[file] = project
            return project
        }
        judged = Self.judgedCalls(
            calls, projects: callProjects, bundleFolders: search.bundles, bundleProjects: bundleProjects,
            bundleTables: models.map(Self.tableNames))
    }

    /// The positions of the calls each bundle judges: a call goes to the nearest of its project's bundles that have
    /// its table.
    private static func judgedCalls(
        _ calls: [LocalizationCall], projects: [Int], bundleFolders: [String], bundleProjects: [Int],
        bundleTables: [Set<String>]
    ) -> [[Int]] {
        var judged = Array(repeating: [Int](), count: bundleFolders.count)
        var bundlesOfProject: [Int: [Int]] = [:]
        for (bundle, project) in bundleProjects.enumerated() { bundlesOfProject[project, default: []].append(bundle) }
        var chosen: [Pair: Int?] = [:]
        for (position, call) in calls.enumerated() {
            guard let table = call.tableName else { continue }
            let pair = Pair(file: call.location.file, table: table)
            let judge: Int? = chosen[pair] ?? {
                let candidates = (bundlesOfProject[projects[position]] ?? []).filter { bundleTables[$0].contains(table) }
                let nearest = CodeSources.nearest(to: call.location.file, among: candidates.map { bundleFolders[$0] })
                let found = nearest.first.flatMap { folder in candidates.first { bundleFolders[$0] == folder } }
                chosen[pair] = .some(found)
                return found
            }()
            if let judge { judged[judge].append(position) }
        }
        return judged
    }

    /// A source file and a table, for which one bundle is chosen once.
    private struct Pair: Hashable {
        var file: String
        var table: String
    }

    /// The names of every table some language of `bundle` has, String Catalogs included.
    private static func tableNames(_ bundle: LocalizationBundle) -> Set<String> {
        var names = Set(bundle.catalogs.map(\.tableName))
        for folder in bundle.folders { names.formUnion(folder.tables.keys) }
        return names
    }

    /// The usage a bundle's check gets: every call as a use, the bundle's own judged, files named as seen from the
    /// bundle.
    func usage(ofBundle index: Int) -> CodeUsage? {
        usage.map { usage in
            usage.judging(positions: judged[index]).renamingFiles(CodeSources.relativizer(from: bundleFolders[index]))
        }
    }

    /// What the report of a bundle says of the sources: those of its project, read and judged.
    func summary(ofBundle index: Int) -> SourcesSummary {
        let project = bundleProjects[index]
        let name = layout.projects[project].name
        guard let usage else { return SourcesSummary(projects: [name], files: 0, calls: 0, judged: 0) }
        return CodeSources.summary(
            of: usage.judging(positions: judged[index]), files: filesPerProject[project] ?? 0, projects: [name],
            positions: usage.calls.indices.filter { callProjects[$0] == project })
    }
}
