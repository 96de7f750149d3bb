import Foundation

/// Finds the shared corpora of real bundles beside the package (`../shared/corpora`), when they are there.
enum CorpusLocator {
    /// The package's root folder, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpora` beside the package, or `nil` when it is missing (the corpus tests then skip).
    static let corpora: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// Whether the corpora are present; tests that need them are enabled by this.
    static var isAvailable: Bool { corpora != nil }

    /// Every file under the corpora whose name ends with `suffix`, sorted.
    static func files(endingWith suffix: String) -> [String] {
        guard let root = corpora,
              let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(suffix) }
            .map { root.appendingPathComponent($0).path }
            .sorted()
    }
}
