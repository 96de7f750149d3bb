import CodeKeys
import Dispatch
import Foundation
import L10nRules
import Locking
import Lproj

/// The app's sources for a check: the files found, scanned once, and their calls named as seen from each bundle.
enum CodeSources {
    /// The extensions of the files scanned.
    static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    /// The calls of the files at `paths` (as seen from the working directory), each location named by `name` (given
    /// a position in `paths`), the files scanned side by side for `functions`, a run of them on each core at a time;
    /// files that cannot be read are left out. The files for which `isTest` holds are a test target's; the calls of
    /// the code `notApp` names give no credit and are not judged.
    static func usage(
        paths: [String], naming name: @escaping @Sendable (Int) -> String,
        isTest: @escaping @Sendable (Int) -> Bool = { _ in false }, functions: [LocalizationFunction],
        notApp: Set<NotAppCode> = Set(NotAppCode.allCases)
    ) -> CodeUsage {
        let scanner = SourceScanner(functions: functions)
        let found = Locked([[LocalizationCall]](repeating: [], count: paths.count))
        let texts = Locked(LiteralTexts())
        let runs = min(paths.count, 4 * ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let files = (paths.count * run / runs)..<(paths.count * (run + 1) / runs)
            let scanned = scanFiles(paths[files], naming: name, isTest: isTest, with: scanner)
            found.withLock { found in for (index, calls) in scanned.calls { found[index] = calls } }
            texts.withLock { $0.formUnion(scanned.literalTexts) }
        }
        return CodeUsage(
            calls: found.withLock { $0 }.flatMap { $0 }, literalTexts: texts.withLock { $0 },
            notApp: NotAppCode.contexts(of: notApp), skippingWordlessKeys: notApp.contains(.wordlessKeys))
    }

    /// The scans of the files at `paths`, one after the other, gathered apart so that they are handed over once:
    /// the calls of the files that make some (most make none), by their index in `paths`, their locations named by
    /// `name` (given that index, asked only for those files), and the texts of every literal. A file of a test target
    /// (`isTest`, given the index) has its calls in the `test` context, and its literals spell out no key of the app.
    static func scanFiles(
        _ paths: ArraySlice<String>, naming name: (Int) -> String, isTest: (Int) -> Bool, with scanner: SourceScanner
    ) -> (calls: [(index: Int, calls: [LocalizationCall])], literalTexts: LiteralTexts) {
        var calls: [(index: Int, calls: [LocalizationCall])] = []
        var literalTexts = LiteralTexts()
        var testTexts = LiteralTexts()
        for index in paths.indices {
            let path = paths[index]
            guard let language = SourceLanguage(path: path), let bytes = try? FileBytes.read(listedFile: path) else {
                continue
            }
            let isTest = isTest(index)
            var found = isTest
                ? scanner.scan(bytes: bytes, path: path, language: language, addingLiteralTextsTo: &testTexts).calls
                : scanner.scan(bytes: bytes, path: path, language: language, addingLiteralTextsTo: &literalTexts).calls
            guard !found.isEmpty else { continue }
            let named = name(index)
            for call in found.indices {
                found[call].location.file = named
                if isTest, found[call].context == .app { found[call].context = .test }
            }
            calls.append((index, found))
        }
        return (calls, literalTexts)
    }

    /// What a report says of the sources read for a bundle: `files` files of `projects`, the calls at `positions` in
    /// ``CodeUsage/calls`` (every call when `nil`), how many calls the bundle judges, and how many are in code a user
    /// never runs.
    static func summary(of usage: CodeUsage, files: Int, projects: [String], positions: [Int]? = nil) -> SourcesSummary {
        var notApp: [CodeContext: Int] = [:]
        let calls = positions ?? Array(usage.calls.indices)
        for position in calls where usage.notApp.contains(usage.calls[position].context) {
            notApp[usage.calls[position].context, default: 0] += 1
        }
        return SourcesSummary(
            projects: projects, files: files, calls: calls.count, judged: usage.callsToJudge.count, notApp: notApp)
    }

    /// The source files under each of `folders` (or the file itself), found as the bundle search walks (hidden
    /// folders, build products, dependencies and `excluding` left out), as seen from the working directory.
    static func files(under folders: [String], excluding: [String], option: String = "--sources") throws -> [String] {
        var files: [String] = []
        for folder in folders {
            if isSourceFile(folder) {
                files.append(folder)
                continue
            }
            do {
                let search = try BundleDiscovery.find(under: folder, excluding: excluding, sourceExtensions: extensions)
                files += search.sources.map { path($0, in: folder) }
            } catch {
                throw CommandFailure("\(option) \(folder): \(error.description)")
            }
        }
        return files
    }

    /// Whether `path` names a source file itself rather than a folder of them.
    static func isSourceFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && SourceLanguage(path: path) != nil
    }

    /// The file at `relative` in `folder`, as ``files(under:excluding:option:)`` names the files it finds.
    static func path(_ relative: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The bundles (root-relative, `.` for the root) that share the longest folder path with the source `file`.
    static func nearest(to file: String, among bundles: [String]) -> [String] {
        let folders = file.pathParts.dropLast()
        let shared = bundles.map { bundle in
            zip(folders, bundle == "." ? [] : bundle.pathParts).prefix { $0 == $1 }.count
        }
        guard let most = shared.max() else { return [] }
        return zip(bundles, shared).filter { $0.1 == most }.map(\.0)
    }

    /// `path` as seen from the folder `from`, both seen from the same place (`../Code/App.m` for `App/Code/App.m`
    /// from `App/Resources`); either one absolute makes both absolute.
    static func relative(_ path: String, from folder: String) -> String {
        PathRelativizer(folder: folder).relative(path)
    }

    /// What `relative(_:from: folder)` does, `folder`'s parts worked out once for many paths.
    static func relativizer(from folder: String) -> (String) -> String {
        PathRelativizer(folder: folder).relative
    }
}

/// Names paths as seen from one folder, the folder's parts worked out once: a value with no state that changes, so
/// it can name the paths of many files in any order.
struct PathRelativizer {
    /// The folder's parts when both paths are relative to the working directory.
    private let relativeBase: [Substring]
    /// The folder's parts from the root, when the folder or a path is absolute (or climbs out with `..`).
    private let absoluteBase: [Substring]
    /// Whether the folder itself must be seen from the root.
    private let folderIsAbsolute: Bool
    /// The working directory, asked for once (`getcwd` is a system call).
    private let directory: String

    /// A relativizer for paths seen from `folder`.
    init(folder: String) {
        directory = FileManager.default.currentDirectoryPath
        folderIsAbsolute = Self.isAbsolute(folder)
        relativeBase = Self.parts(folder, in: nil)
        absoluteBase = Self.parts(folder, in: directory)
    }

    /// `path` as seen from the folder.
    func relative(_ path: String) -> String {
        let absolute = folderIsAbsolute || Self.isAbsolute(path)
        let base = absolute ? absoluteBase : relativeBase
        let target = Self.parts(path, in: absolute ? directory : nil)
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    /// Whether `text` must be seen from the root: it is absolute, or it climbs with a `..` part.
    private static func isAbsolute(_ text: String) -> Bool {
        text.hasPrefix("/") || (text.utf8.hasDoubleDot && text.pathParts.contains(".."))
    }

    /// The parts of `text` with `.` and `..` worked out; a relative `text` is first put in `directory` when given.
    private static func parts(_ text: String, in directory: String?) -> [Substring] {
        let full = directory.map { text.hasPrefix("/") ? text : $0 + "/" + text } ?? text
        var result: [Substring] = []
        for part in full.pathParts where part != "." {
            if part == ".." {
                if !result.isEmpty { result.removeLast() }
            } else {
                result.append(part)
            }
        }
        return result
    }
}

extension String {
    /// The parts of a path between its `/`s, empty ones left out (split by bytes: splitting by characters is slower).
    var pathParts: [Substring] {
        utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}

extension String.UTF8View {
    /// Whether the text holds `..` (a quick test before looking for a `..` part).
    var hasDoubleDot: Bool {
        var previous: UInt8 = 0
        for byte in self {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return true }
            previous = byte
        }
        return false
    }
}
