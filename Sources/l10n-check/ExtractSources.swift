import CodeKeys
import Foundation
import L10nRules
import Lproj
import Translation

/// The sources and bundles under a folder for `extract`: the calls found, and the keys each bundle's tables get.
struct ExtractSources {
    /// The folder searched, as given.
    var root: String
    /// The bundles found (root-relative, `.` for the root), each read and resolved against its base language.
    var bundles: [(folder: String, context: CheckContext)] = []
    /// Every call of the sources, the files named relative to the root.
    var usage = CodeUsage(calls: [])
    /// The keys each bundle's tables get, by bundle folder and table.
    var keysByBundle: [String: [String: [ExtractKey]]] = [:]
    /// What the user is told: tables placed in a bundle that did not have them.
    var notes: [String] = []
    /// The calls whose key is not written: built at run time, or in a table not known.
    var skipped: [SkippedFile] = []

    /// Finds the bundles and sources under `root` as repository mode does (each bundle locked with `lock` before it
    /// is read), scans the sources with `functions` (the standard calls and the configuration's wrappers), and gives
    /// each literal key to a bundle.
    static func find(
        root: String, excluding: [String], base: String?, functions: [LocalizationFunction],
        lock: (String) throws -> Void
    ) throws
        -> ExtractSources {
        let search: BundleSearch
        do {
            search = try BundleDiscovery.find(under: root, excluding: excluding, sourceExtensions: CodeSources.extensions)
        } catch {
            throw CommandFailure(error.description)
        }
        guard !search.bundles.isEmpty else {
            throw CommandFailure("\(root): holds no .lproj folder or String Catalog, and no folder below it does")
        }
        guard !search.sources.isEmpty else {
            throw CommandFailure("\(root): holds no .swift, .m, .mm or .h file, so there is nothing to extract")
        }
        var found = ExtractSources(root: root)
        for folder in search.bundles {
            let path = found.place(folder)
            try lock(path)
            do {
                let model = try BundleReader.read(path: path)
                found.bundles.append((folder, try CheckContext(bundle: model, base: base)))
            } catch let error as BundleError {
                throw CommandFailure(error.description)
            } catch let error as CheckSetupError {
                throw CommandFailure("\(path): \(error.description)")
            }
        }
        let sources = search.sources
        let layout = RepositoryLayout(markers: search.projects, root: root)
        found.usage = CodeSources.usage(
            paths: sources.map(found.place), naming: { sources[$0] }, isTest: { layout.isTestFile(sources[$0]) },
            functions: functions)
        found.assignKeys(layout: layout)
        return found
    }

    /// Gives each call's literal key to a bundle of the call's own project (``RepositoryLayout``): the nearest of
    /// those whose base language has its table, else the nearest of the project's bundles; lists the calls whose key
    /// or table is not known, and those of a project without a bundle. Calls of test targets add no key (a test
    /// target has tables of its own), and each key gathers the distinct comments of its calls.
    private mutating func assignKeys(layout: RepositoryLayout) {
        var holders: [Int: [String: [String]]] = [:]
        var projectBundles: [Int: [String]] = [:]
        for (folder, context) in bundles {
            let project = layout.project(of: folder)
            projectBundles[project, default: []].append(folder)
            let tables = Set(context.base.folder.tables.keys).union(context.bundle.catalogs.map(\.tableName))
            for table in tables { holders[project, default: [:]][table, default: []].append(folder) }
        }
        var positions: [[String]: Int] = [:]
        var placed = Set<[String]>()
        var orphans = Set<Int>()
        for call in usage.calls where call.kind == .lookup && call.context != .test {
            let site = "\(call.location.file):\(call.location.line)"
            guard let table = call.tableName else {
                skipped.append(SkippedFile(path: site, reason: "the table is not written as a literal", refused: false))
                continue
            }
            guard let key = call.key.literal else {
                let shape = if case .pattern(let pattern) = call.key { pattern.description } else { "*" }
                skipped.append(SkippedFile(
                    path: site, reason: "key \(shape) is built at run time; not written", refused: false))
                continue
            }
            let project = layout.project(of: call.location.file)
            guard let own = projectBundles[project] else {
                if orphans.insert(project).inserted {
                    notes.append("\(layout.projects[project].name) has no bundle, so the keys its sources look up "
                        + "(first at \(site)) are not written")
                }
                continue
            }
            let candidates = holders[project]?[table] ?? own
            guard let bundle = CodeSources.nearest(to: call.location.file, among: candidates).first else { continue }
            if let position = positions[[bundle, table, key]] {
                keysByBundle[bundle]?[table]?[position].add(comment: call.comment)
                continue
            }
            var list = keysByBundle[bundle, default: [:]][table, default: []]
            positions[[bundle, table, key]] = list.count
            list.append(ExtractKey(
                key: key, comments: call.comment.map { [$0] } ?? [], value: call.value,
                matchesAnySpecifier: call.hasInterpolatedSpecifiers))
            keysByBundle[bundle, default: [:]][table] = list
            if holders[project]?[table] == nil, own.count > 1, placed.insert([bundle, table]).inserted {
                notes.append("no bundle of \(layout.projects[project].name) has table \(table); it goes to "
                    + "\(place(bundle)), the bundle nearest \(call.location.file)")
            }
        }
    }

    /// A bundle's path as seen from the working directory: the folder given joined with the found path.
    func place(_ folder: String) -> String {
        if folder == "." { return root }
        if root == "." { return folder }
        return root.hasSuffix("/") ? root + folder : root + "/" + folder
    }
}
