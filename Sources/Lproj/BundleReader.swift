import Collections
import Dispatch
import Foundation
import Locking

/// Reads a localization bundle: every `.strings`, `.stringsdict`, `.storyboard`, `.xib` and `.intentdefinition` file of every `.lproj`
/// folder, and the development region and keys of `Info.plist`.
///
/// Nothing outside the bundle is read: a `.lproj` folder or file whose real path (links resolved) is outside the
/// bundle's real path is an unreadable file, as is a FIFO, device or socket where a file should be (never opened).
public enum BundleReader {
    /// The file extensions read as tables.
    static let tableExtensions = Set(["strings", "stringsdict"]).union(interfaceBuilderExtensions)
    /// The file extensions read as Interface Builder files, the base of a table with Base Internationalization.
    static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib", "intentdefinition"]

    /// The default limit on the sum of the sizes of a bundle's files: 128 MiB, more than ten times the largest real
    /// bundle seen; reading and parsing takes about 25 bytes of memory per byte of input.
    public static let defaultMaximumInputSize = 128 << 20

    /// Reads the bundle at `path`. Throws when the path is no bundle, or when its files together are larger than
    /// `maximumInputSize` bytes; problems in files are issues of the documents.
    public static func read(path: String, maximumInputSize: Int = defaultMaximumInputSize) throws(BundleError)
        -> LocalizationBundle {
        let maximumFileSize = min(FileBytes.maximumSize, maximumInputSize)
        switch FileStatus.of(path) {
        case .missing: throw BundleError(path: path, reason: .notFound)
        case .directory: break
        case .regular where path.hasSuffix(".xcstrings"):
            let name = (path as NSString).lastPathComponent
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path, maximumSize: maximumFileSize)
            } catch {
                if case .tooLarge(let size) = error.reason, size > maximumInputSize {
                    throw BundleError(path: path, reason: .inputTooLarge(bytes: size, limit: maximumInputSize))
                }
                throw BundleError(path: path, reason: .unreadable(error.reason.explanation))
            }
            // Paths of findings are relative to the catalog's folder, which is the bundle's path here.
            return try assemble(
                path: (path as NSString).deletingLastPathComponent, name: name, folders: [],
                contents: [name: .success(.bytes(bytes))])
        case .failed(let why): throw BundleError(path: path, reason: .unreadable(why))
        case .regular, .special: throw BundleError(path: path, reason: .notAFolder)
        }
        let listing = try BundleListing(path: path, maximumFileSize: FileBytes.maximumSize)
        guard listing.totalSize <= maximumInputSize else {
            throw BundleError(path: path, reason: .inputTooLarge(bytes: listing.totalSize, limit: maximumInputSize))
        }
        var contents = readAll(listing.files, maximumFileSize: maximumFileSize)
        for file in listing.refused { contents[file.path] = .failure(file.error) }
        return try assemble(
            path: path, name: (path as NSString).lastPathComponent, folders: listing.folders, contents: contents,
            onDisk: true)
    }

    /// Builds a bundle from files held in memory, keyed by bundle-relative path (`fr.lproj/Localizable.strings`,
    /// `Info.plist`); used for rule examples and tests.
    public static func read(files: [String: [UInt8]], name: String = "Example.bundle") throws(BundleError)
        -> LocalizationBundle {
        let folders = Set(files.keys.compactMap { path -> String? in
            let parts = path.split(separator: "/", maxSplits: 1)
            return parts.count == 2 && parts[0].hasSuffix(".lproj") ? String(parts[0]) + "/" : nil
        })
        let contents = files.mapValues { Result<FileContent, FileReadError>.success(.bytes($0)) }
        return try assemble(path: name, name: name, folders: Array(folders), contents: contents)
    }

    /// Reads files on all cores, each by its real path; a file that cannot be read keeps its error, under its
    /// bundle-relative path. A table file is parsed as soon as it is read, so that its bytes are let go at once and
    /// their memory serves the next file read (fresh memory costs a page fault per page). The largest files are taken
    /// first, so that the last ones, which a core may finish alone, are short.
    private static func readAll(_ files: [BundleListing.File], maximumFileSize: Int)
        -> [String: Result<FileContent, FileReadError>] {
        let results = Locked([String: Result<FileContent, FileReadError>]())
        let largestFirst = files.sorted { $0.size > $1.size }
        DispatchQueue.concurrentPerform(iterations: largestFirst.count) { index in
            let file = largestFirst[index]
            let result = Result { () throws(FileReadError) -> FileContent in
                let bytes = try FileBytes.read(realPath: file.realPath, maximumSize: maximumFileSize)
                return isTablePath(file.path) ? .table(parse(bytes, path: file.path)) : .bytes(bytes)
            }
            results.withLock { $0[file.path] = result }
        }
        return results.withLock { $0 }
    }

    /// Builds the bundle from its files' contents; `onDisk` says that `path` is a folder on disk, beside which the
    /// enclosing Xcode project may be found.
    private static func assemble(
        path: String, name: String, folders: [String], contents: [String: Result<FileContent, FileReadError>],
        onDisk: Bool = false
    ) throws(BundleError) -> LocalizationBundle {
        let catalogFiles = contents.keys.filter(isCatalogPath).sorted()
        let folders = languageFolderPaths(folders, contents: contents.keys)
        guard !folders.isEmpty || !catalogFiles.isEmpty else {
            throw BundleError(path: path, reason: .noLanguageFolders)
        }
        var unreadable: [UnreadableFile] = []
        var developmentRegion: String?
        var infoPlistKeys: Set<String>?
        switch contents["Info.plist"] {
        case .success(let content)?:
            let bytes = content.bytes
            let infoPlist = PropertyListDocument(bytes: bytes, path: "Info.plist")
            developmentRegion = infoPlist.string(forKey: "CFBundleDevelopmentRegion")
            infoPlistKeys = infoPlist.infoPlistLocalizableKeys
        case .failure(let error)?: unreadable.append(UnreadableFile(path: "Info.plist", error: error))
        case nil: break
        }
        let documents = parseAll(contents, unreadable: &unreadable)
        var catalogs: [StringCatalog] = []
        for file in catalogFiles {
            switch contents[file] {
            case .success(let content)?: catalogs.append(StringCatalog(bytes: content.bytes, path: file))
            case .failure(let error)?: unreadable.append(UnreadableFile(path: file, error: error))
            case nil: break
            }
        }
        let languageFolders = folders.sorted().map { folder in
            languageFolder(folder, documents: documents[folder] ?? [])
        }
        // The project is looked for at most once, and only when the bundle's own Info.plist does not settle it all.
        var project: XcodeProjectFile??
        func enclosingProject() -> XcodeProjectFile? {
            if let project { return project }
            let found = onDisk ? XcodeProjectLocator.enclosingProject(ofBundleAt: path) : nil
            project = .some(found)
            return found
        }
        let region = DevelopmentRegion.resolve(
            infoPlist: developmentRegion, catalogSourceLanguage: catalogs.first?.sourceLanguage,
            project: enclosingProject,
            targetInfoPlist: { XcodeProjectLocator.targetDevelopmentRegion(ofBundleAt: path, in: $0) })
        var bundle = LocalizationBundle(
            path: path, name: name, developmentRegion: region?.language,
            folders: merge(catalogs, into: languageFolders), unreadableFiles: unreadable.sorted { $0.path < $1.path })
        bundle.catalogs = catalogs
        bundle.developmentRegionOrigin = region?.origin
        // An app's repository keeps its Info.plist where its target names it, beside the folder of its .lproj folders.
        bundle.infoPlistKeys = infoPlistKeys ?? enclosingProject().flatMap { project in
            XcodeProjectLocator.targetInfoPlist(ofBundleAt: path, in: project)?.infoPlistLocalizableKeys
        }
        return bundle
    }

    /// Whether a bundle-relative path is a String Catalog the bundle reads: one at the bundle's root or in one of its
    /// `.lproj` folders (`mul.lproj/Main.xcstrings`, as Xcode places catalogs of Interface Builder files).
    private static func isCatalogPath(_ path: String) -> Bool {
        guard path.hasSuffix(".xcstrings") else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 1 || (parts.count == 2 && parts[0].hasSuffix(".lproj"))
    }

    /// The `.lproj` folders that are languages: all but those that hold String Catalogs and no other table (such as
    /// `mul.lproj`, multilingual): a catalog names its languages itself. Where there are catalogs, a `Base.lproj`
    /// without tables (holding only Interface Builder files, whose texts the catalog translates) is no language either.
    private static func languageFolderPaths(
        _ folders: [String], contents: Dictionary<String, Result<FileContent, FileReadError>>.Keys
    ) -> [String] {
        var holdsCatalog = Set<String>(), holdsTable = Set<String>()
        for path in contents {
            guard let slash = path.firstIndex(of: "/") else { continue }
            let folder = String(path[...slash])
            if isCatalogPath(path) {
                holdsCatalog.insert(folder)
            } else if tableExtensions.contains(String(path.pathExtension)) {
                holdsTable.insert(folder)
            }
        }
        let hasCatalogs = contents.contains(where: isCatalogPath)
        return folders.filter { folder in
            if holdsTable.contains(folder) { return true }
            return !holdsCatalog.contains(folder) && !(hasCatalogs && folder == "Base.lproj/")
        }
    }

    /// The folder model of `folder` (`fr.lproj/`) with its documents, each named by its file name in the folder.
    private static func languageFolder(_ folder: String, documents: [(file: String, document: TableDocument)])
        -> LanguageFolder {
        let directory = String(folder.dropLast())
        var tables = OrderedDictionary<String, LocalizedTable>()
        for (fileName, document) in documents.sorted(by: { $0.file < $1.file }) {
            let table = String(fileName.deletingPathExtension)
            var entry = tables[table] ?? LocalizedTable(name: table)
            switch document {
            case .strings(let strings): entry.strings = strings
            case .stringsdict(let stringsdict): entry.stringsdict = stringsdict
            case .interfaceBuilder(let document): entry.interfaceBuilder = document
            }
            tables[table] = entry
        }
        tables.sort { $0.key < $1.key }
        return LanguageFolder(name: String(directory.dropLast(".lproj".count)), directory: directory, tables: tables)
    }

    /// Adds each catalog's languages as tables of the language folders, making a folder (named by the catalog's
    /// path) for a language that has none; a table a folder already has is kept.
    private static func merge(_ catalogs: [StringCatalog], into folders: [LanguageFolder]) -> [LanguageFolder] {
        var merged = folders
        var indexes = Dictionary(folders.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for catalog in catalogs {
            // A catalog too broken to name a language still gets one, so that its problems are reported.
            for language in catalog.languages.isEmpty ? ["en"] : catalog.languages {
                let index = indexes[language] ?? {
                    merged.append(LanguageFolder(name: language, directory: catalog.path, tables: [:]))
                    indexes[language] = merged.count - 1
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
        case interfaceBuilder(InterfaceBuilderDocument)
    }

    /// Whether a bundle-relative path is read as a table (`fr.lproj/Localizable.strings`): a file in a folder that is
    /// no String Catalog.
    private static func isTablePath(_ path: String) -> Bool {
        path.contains("/") && !isCatalogPath(path)
    }

    /// The document of a table file's bytes.
    private static func parse(_ bytes: [UInt8], path: String) -> TableDocument {
        if path.hasSuffix(".stringsdict") {
            .stringsdict(StringsdictDocument(bytes: bytes, path: path))
        } else if interfaceBuilderExtensions.contains(String(path.pathExtension)) {
            .interfaceBuilder(InterfaceBuilderDocument(bytes: bytes, path: path))
        } else {
            .strings(StringsFileReader.read(bytes: bytes, path: path))
        }
    }

    /// The documents of every table file, those not parsed yet parsed on all cores; they are grouped by folder
    /// (`fr.lproj/`), each named by its file name in the folder.
    private static func parseAll(
        _ contents: [String: Result<FileContent, FileReadError>], unreadable: inout [UnreadableFile]
    ) -> [String: [(file: String, document: TableDocument)]] {
        var parsed: [(path: String, document: TableDocument)] = []
        var unparsed: [(path: String, bytes: [UInt8])] = []
        // Info.plist and the catalogs are read on their own; a refused folder is an unreadable file too.
        for (path, result) in contents where path != "Info.plist" && !isCatalogPath(path) {
            switch result {
            case .success(.table(let document)): parsed.append((path, document))
            case .success(.bytes(let bytes)): if isTablePath(path) { unparsed.append((path, bytes)) }
            case .failure(let error): unreadable.append(UnreadableFile(path: path, error: error))
            }
        }
        let newlyParsed = Locked([(path: String, document: TableDocument)]())
        let toParse = unparsed
        DispatchQueue.concurrentPerform(iterations: toParse.count) { index in
            let document = parse(toParse[index].bytes, path: toParse[index].path)
            newlyParsed.withLock { $0.append((toParse[index].path, document)) }
        }
        var documents: [String: [(file: String, document: TableDocument)]] = [:]
        for (path, document) in parsed + newlyParsed.withLock({ $0 }) {
            guard let slash = path.firstIndex(of: "/") else { continue }
            documents[String(path[...slash]), default: []].append((String(path[path.index(after: slash)...]), document))
        }
        return documents
    }

    /// A file as read: a table file's document, or the bytes of any other file (and of a table given in memory).
    private enum FileContent: Sendable {
        case table(TableDocument)
        case bytes([UInt8])

        /// The bytes of a file that is no table (an `Info.plist` or a String Catalog); none for a table.
        var bytes: [UInt8] {
            if case .bytes(let bytes) = self { bytes } else { [] }
        }
    }
}
