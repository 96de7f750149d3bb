import Foundation
import Testing
import TestSupport

/// No test reads outside the repository unless it is a corpus test: paths to `../shared` are made in one place,
/// `SharedFolder`, which records an issue when a test without a trait naming `../shared` asks for one.
struct RepositoryBoundaryTests {
    /// Every Swift file under `Tests/`, by path relative to the package.
    static var testFiles: [String] {
        let tests = SharedFolder.packageRoot.appendingPathComponent("Tests").path
        return (FileManager.default.subpaths(atPath: tests) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { "Tests/" + $0 }
    }

    /// A string literal that is a path to the folder beside the package (`"../shared/corpora/"`, `"shared/schemas"`);
    /// the reasons traits give (`"needs ../shared/corpora"`) are no paths.
    static var outsidePath: Regex<(Substring, Substring?, Substring?)> { /"(\.\.\/)*shared(\/[^"\s]*)?"/ }

    @Test func onlySharedFolderSpellsAPathOutsideTheRepository() throws {
        let files = Self.testFiles
        #expect(files.count > 100)
        var offenders: [String] = []
        for file in files where file != "Tests/TestSupport/SharedFolder.swift" {
            let text = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(Self.outsidePath) {
                offenders.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "paths outside the repository go through SharedFolder: \(offenders)")
    }

    @Test func aTraitNamingSharedMarksACorpusTest() {
        #expect(SharedFolder.marksCorpusTest([ConditionTrait.enabled(if: true, "needs ../shared/corpora")]))
        #expect(SharedFolder.marksCorpusTest([ConditionTrait.enabled(if: true, SharedFolder.noCorpora)]))
        #expect(!SharedFolder.marksCorpusTest([ConditionTrait.enabled(if: true, "needs python3")]))
        #expect(!SharedFolder.marksCorpusTest([ConditionTrait.enabled(if: true)]))
        #expect(!SharedFolder.marksCorpusTest(Test.current?.traits ?? []))
    }

    @Test func anUnmarkedTestThatReadsSharedRecordsAnIssue() {
        withKnownIssue("a test without a trait naming ../shared may not read it") {
            _ = SharedFolder.schemas
        }
    }
}
