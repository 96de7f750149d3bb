import Collections
import Dispatch
import Foundation
import Locking

/// Reads a localization bundle: every `.strings` and `.stringsdict` file of every `.lproj` folder, and the
/// development region from `Info.plist`.
public enum BundleReader {
    /// The file extensions read as tables.
    static let tableExtensions: Set<String> = ["strings", "stringsdict"]

    /// Reads the bundle at `path`. Throws only when the path is no bundle; problems in files are issues of the
    /// documents.
    public static func read(path: String) throws(BundleError) -> LocalizationBundle {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw BundleError(path: path, reason: .notFound)
        }
        if !isFolder.boolValue && path.hasSuffix(".xcstrings") {
            let name = (path as NSString).lastPathComponent
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path)
            } catch {
                throw BundleError(path: path, reason: .unreadable(error.description))
            }
            // Paths of findings are relative to the catalog's folder, which is the bundle's path here.
            return try assemble(
                path: (path as NSString).deletingLastPathComponent, name: name, folders: [],
                contents: [name: .success(bytes)])
        }
        guard isFolder.boolValue else { throw BundleError(path: path, reason: .notAFolder) }
        let root = URL(fileURLWithPath: path)
        let children: [String]
        do {
            children = try manager.contentsOfDirectory(atPath: path)
        } catch {
            throw BundleError(path: path, reason: .unreadable((error as NSError).localizedDescription))
        }
        var relativePaths: [String] = []
        for folder in children where folder.hasSuffix(".lproj") {
            relativePaths.append(folder + "/")
            let files = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            for file in files where tableExtensions.contains((file as NSString).pathExtension) {
                relativePaths.append(folder + "/" + file)
            }
        }
        if children.contains("Info.plist") { relativePaths.append("Info.plist") }
        relativePaths += children.filter { $0.hasSuffix(".xcstrings") }
        let contents = readAll(relativePaths.filter { !$0.hasSuffix("/") }, under: root)
        return try assemble(
            path: path, name: root.lastPathComponent, folders: relativePaths.filter { $0.hasSuffix("/") },
            contents: contents)
    }

    /// Builds a bundle from files held in memory, keyed by bundle-relative path (`fr.lproj/Localizable.strings`,
    /// `Info.plist`); used for rule examples and tests.
    public static func read(files: [String: [UInt8]], name: String = "Example.bundle") throws(BundleError)
        -> LocalizationBundle {
        let folders = Set(files.keys.compactMap { path -> String? in
            let parts = path.split(separator: "/", maxSplits: 1)
            return parts.count == 2 && parts[0].hasSuffix(".lproj") ? String(parts[0]) + "/" : nil
        })
        let contents = files.mapValues { Result<[UInt8], FileReadError>.success($0) }
        return try assemble(path: name, name: name, folders: Array(folders), contents: contents)
    }

    /// Reads files on all cores; a file that cannot be read keeps its error.
    private static func readAll(_ paths: [String], under root: URL) -> [String: Result<[UInt8], FileReadError>] {
        let results = Locked([String: Result<[UInt8], FileReadError>]())
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let result = Result { () throws(FileReadError) -> [UInt8] in
                try FileBytes.read(root.appendingPathComponent(path).path)
            }
            results.withLock { $0[path] = result }
        }
        return results.withLock { $0 }
    }

    private static func assemble(
        path: String, name: String, folders: [String], contents: [String: Result<[UInt8], FileReadError>]
    ) throws(BundleError) -> LocalizationBundle {
        let catalogFiles = contents.keys.filter { $0.hasSuffix(".xcstrings") && !$0.contains("/") }.sorted()
        guard !folders.isEmpty || !catalogFiles.isEmpty else {
            throw BundleError(path: path, reason: .noLanguageFolders)
        }
        var unreadable: [UnreadableFile] = []
        var developmentRegion: String?
        if case .success(let bytes)? = contents["Info.plist"] {
            developmentRegion = PropertyListDocument(bytes: bytes, path: "Info.plist")
                .string(forKey: "CFBundleDevelopmentRegion")
        }
        let documents = parseAll(
            contents.filter { $0.key != "Info.plist" && !catalogFiles.contains($0.key) }, unreadable: &unreadable)
        var catalogs: [StringCatalog] = []
        for file in catalogFiles {
            switch contents[file] {
            case .success(let bytes)?: catalogs.append(StringCatalog(bytes: bytes, path: file))
            case .failure(let error)?: unreadable.append(UnreadableFile(path: file, error: error))
            case nil: break
            }
        }
        let languageFolders = folders.sorted().map { folder -> LanguageFolder in
            let directory = String(folder.dropLast())
            var tables = OrderedDictionary<String, LocalizedTable>()
            for (file, document) in documents.sorted(by: { $0.key < $1.key }) where file.hasPrefix(folder) {
                let fileName = String(file.dropFirst(folder.count))
                let table = (fileName as NSString).deletingPathExtension
                var entry = tables[table] ?? LocalizedTable(name: table)
                switch document {
                case .strings(let strings): entry.strings = strings
                case .stringsdict(let stringsdict): entry.stringsdict = stringsdict
                }
                tables[table] = entry
            }
            tables.sort { $0.key < $1.key }
            return LanguageFolder(name: String(directory.dropLast(".lproj".count)), directory: directory, tables: tables)
        }
        var bundle = LocalizationBundle(
            path: path, name: name, developmentRegion: developmentRegion ?? catalogs.first?.sourceLanguage,
            folders: merge(catalogs, into: languageFolders), unreadableFiles: unreadable.sorted { $0.path < $1.path })
        bundle.catalogs = catalogs
        return bundle
    }

    /// Adds each catalog's languages as tables of the language folders, making a folder (named by the catalog's
    /// path) for a language that has none; a table a folder already has is kept.
    private static func merge(_ catalogs: [StringCatalog], into folders: [LanguageFolder]) -> [LanguageFolder] {
        var merged = folders
        for catalog in catalogs {
            // A catalog too broken to name a language still gets one, so that its problems are reported.
            for language in catalog.languages.isEmpty ? ["en"] : catalog.languages {
                let index = merged.firstIndex { $0.name == language } ?? {
                    merged.append(LanguageFolder(name: language, directory: catalog.path, tables: [:]))
                    return merged.count - 1
                }()
                if merged[index].tables[catalog.tableName] == nil {
                    merged[index].tables[catalog.tableName] = LocalizedTable(
                        name: catalog.tableName, strings: catalog.table(for: language))
                }
            }
        }
        return merged.sorted { $0.name < $1.name }
    }

    private enum TableDocument: Sendable {
        case strings(StringsDocument)
        case stringsdict(StringsdictDocument)
    }

    /// Parses every file on all cores, naming each by its bundle-relative path.
    private static func parseAll(
        _ contents: [String: Result<[UInt8], FileReadError>], unreadable: inout [UnreadableFile]
    ) -> [String: TableDocument] {
        let readable = contents.compactMap { path, result -> (String, [UInt8])? in
            switch result {
            case .success(let bytes): return (path, bytes)
            case .failure(let error):
                unreadable.append(UnreadableFile(path: path, error: error))
                return nil
            }
        }
        let documents = Locked([String: TableDocument]())
        DispatchQueue.concurrentPerform(iterations: readable.count) { index in
            let (path, bytes) = readable[index]
            let document: TableDocument = path.hasSuffix(".stringsdict")
                ? .stringsdict(StringsdictDocument(bytes: bytes, path: path))
                : .strings(StringsFileReader.read(bytes: bytes, path: path))
            documents.withLock { $0[path] = document }
        }
        return documents.withLock { $0 }
    }
}
