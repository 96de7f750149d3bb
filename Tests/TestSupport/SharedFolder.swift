import Foundation
#if canImport(Testing)
import Testing
#endif

/// The one way tests reach outside the package: `../shared` beside it, with real bundles (`corpora`) and official
/// schemas (`schemas`). A fresh clone has no such folder, so every test that reads it is a corpus test: it carries a
/// condition trait whose comment names `../shared` (`.enabled(if: ..., "needs ../shared/corpora")`), and is skipped
/// with that reason when the folder is absent. A test without such a trait that reads it records an issue.
public enum SharedFolder {
    /// The package's root folder, from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared`, whether or not it exists.
    static let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    #if canImport(Testing)
    /// Why a corpus test is skipped on a clone without the corpora beside it.
    public static let noCorpora: Comment = "../shared/corpora is not beside the package: skipped"
    #endif

    /// Whether `../shared/corpora` is beside the package.
    public static var hasCorpora: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("corpora").path) }

    /// `../shared/corpora`, or `nil` when it is absent.
    public static var corpora: URL? {
        requireCorpusTest()
        let url = root.appendingPathComponent("corpora")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The path of `relative` under `../shared/corpora`, or `nil` when it is absent.
    public static func corpus(_ relative: String) -> String? {
        guard let url = corpora?.appendingPathComponent(relative),
              FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url.path
    }

    /// `relative` under the corpora as a path from the package's root (`../shared/corpora/...`), for commands run
    /// there whose reports name their files as given.
    public static func relativeCorpus(_ relative: String) -> String {
        requireCorpusTest()
        return "../shared/corpora/" + relative
    }

    /// `../shared/schemas`, whether or not it exists.
    public static var schemas: URL {
        requireCorpusTest()
        return root.appendingPathComponent("schemas")
    }

    #if canImport(Testing)
    /// Whether `traits` mark a corpus test: a condition trait whose comment names `../shared`.
    public static func marksCorpusTest(_ traits: [any Trait]) -> Bool {
        traits.contains { trait in
            (trait as? ConditionTrait)?.comments.contains { $0.rawValue.contains("../shared") } ?? false
        }
    }

    #endif

    /// Records an issue when the running test reads `../shared` without being marked as a corpus test. Outside a
    /// test (arguments listed when tests are discovered), or where the package is built without the testing
    /// library (a release build of every target), nothing is checked.
    static func requireCorpusTest() {
        #if canImport(Testing)
        guard let test = Test.current, !marksCorpusTest(test.traits) else { return }
        Issue.record("""
            \(test.name) reads ../shared, which a fresh clone lacks, without a condition trait naming ../shared in \
            its comment (.enabled(if: SharedFolder.hasCorpora, SharedFolder.noCorpora))
            """)
        #endif
    }
}
