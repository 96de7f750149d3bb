import CodeKeys
import Dispatch
import L10nRules
import Locking
import Lproj

extension CodeSources {
    /// The calls of the sources under `folders` (each a folder, or a source file itself), found as
    /// ``files(under:excluding:option:)`` finds them, each folder's files read and scanned on the other cores while
    /// the walk goes on, their locations named as seen from `bundle`; `nil` when there is no source. The calls come
    /// in the order of `files(under:...)`, whatever order the scans end in; with how many files were read.
    static func usage(
        walking folders: [String], excluding: [String], from bundle: String, functions: [LocalizationFunction],
        notApp: Set<NotAppCode> = Set(NotAppCode.allCases)
    ) throws -> (usage: CodeUsage, files: Int)? {
        let scanner = SourceScanner(functions: functions)
        let relativizer = PathRelativizer(folder: bundle)
        let found = Locked([String: [LocalizationCall]]())
        let texts = Locked(LiteralTexts())
        let scanning = DispatchGroup()
        // Wait for the scans already started, whatever the walk does next.
        defer { scanning.wait() }
        // Each folder's results are handed over once, so that the scans seldom wait on each other.
        // A file is a test target's by the folders below the one walked (`Tests/`, `AppTests/`).
        func scan(_ paths: [String], walked: [String]) {
            DispatchQueue.global().async(group: scanning) {
                // Named here, not on the walk's thread, which the scans wait for; only files with calls are named.
                let scanned = scanFiles(
                    paths[...], naming: { relativizer.relative(paths[$0]) },
                    isTest: { RepositoryLayout.isInTestFolder(walked[$0]) }, with: scanner)
                found.withLock { found in for (index, calls) in scanned.calls { found[paths[index]] = calls } }
                texts.withLock { $0.formUnion(scanned.literalTexts) }
            }
        }
        var files: [String] = []
        for folder in folders {
            if isSourceFile(folder) {
                files.append(folder)
                scan([folder], walked: [""])
                continue
            }
            do {
                let search = try BundleDiscovery.find(
                    under: folder, excluding: excluding, sourceExtensions: extensions
                ) { found in scan(found.map { path($0, in: folder) }, walked: found) }
                files += search.sources.map { path($0, in: folder) }
            } catch {
                throw CommandFailure("--sources \(folder): \(error.description)")
            }
        }
        scanning.wait()
        guard !files.isEmpty else { return nil }
        let usage = CodeUsage(
            calls: found.withLock { calls in files.flatMap { calls[$0] ?? [] } }, literalTexts: texts.withLock { $0 },
            notApp: NotAppCode.contexts(of: notApp), skippingWordlessKeys: notApp.contains(.wordlessKeys))
        return (usage, files.count)
    }
}
