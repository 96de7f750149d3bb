import Foundation

/// The shared corpora the benchmark reads in place (never copied): `../shared/corpora` beside the package.
enum Corpora {
    /// A corpus: a name for the table and the folder whose `.strings` files are parsed.
    struct Corpus {
        var name: String
        var folder: String
    }

    static let arcGISBundle = "arcgis-runtime-ios-100.3/ArcGIS.bundle"
    static let all = [
        ("ArcGIS.bundle", arcGISBundle), ("arcgis-maps-sdk-swift-toolkit", "arcgis-maps-sdk-swift-toolkit/Resources"),
        ("deltachat-ios", "deltachat-ios/deltachat-ios"),
    ]

    /// The corpora folder: `--corpora`, else `shared/corpora` beside the current folder or beside the package
    /// that holds the running binary (`.build/release/l10n-bench`); nil when there is none.
    static func root(_ given: String?) -> String? {
        if let given { return given }
        let executable = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        let package = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent(),
            package.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("shared/corpora").path }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The corpora present under `root`.
    static func present(under root: String) -> [Corpus] {
        all.map { Corpus(name: $0.0, folder: root + "/" + $0.1) }
            .filter { FileManager.default.fileExists(atPath: $0.folder) }
    }

    /// The `.strings` files under `folder`, sorted.
    static func stringsFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".strings") }.sorted()
            .map { folder + "/" + $0 }
    }
}
