import Foundation
import TestSupport

/// Finds the shared corpora of real bundles beside the package (`../shared/corpora`), when they are there.
enum CorpusLocator {
    /// The package's root folder, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpora` beside the package, or `nil` when it is missing (the corpus tests then skip).
    static var corpora: URL? { SharedFolder.corpora }

    /// Whether the corpora are present; tests that need them are enabled by this.
    static var isAvailable: Bool { SharedFolder.hasCorpora }

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
