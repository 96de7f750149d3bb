import Foundation
import Testing
@testable import Lproj

/// The real macOS storyboards of `rectangle-2023` against the comments `ibtool` wrote into every language's
/// `Main.strings` (`/* Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi"; */`): the keys derived from
/// the storyboard are exactly ibtool's keys of the objects that still exist, with the same base text.
@Suite(.enabled(if: CorpusLocator.isAvailable, "../shared/corpora is not beside the package: skipped"))
struct InterfaceBuilderCorpusTests {
    /// What ibtool's comments say about one key.
    struct CommentedKey: Hashable {
        var key: String
        var objectID: String
        var baseText: String
    }

    static func commentedKeys(bundle: String) throws -> Set<CommentedKey> {
        var result = Set<CommentedKey>()
        let folders = try FileManager.default.contentsOfDirectory(atPath: bundle).filter { $0.hasSuffix(".lproj") }
        for folder in folders {
            let path = bundle + "/" + folder + "/Main.strings"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            for entry in StringsFileReader.read(bytes: Array(data), path: path).entries {
                guard let comment = entry.comment, let parsed = parse(comment) else { continue }
                result.insert(CommentedKey(key: entry.key, objectID: parsed.objectID, baseText: parsed.baseText))
            }
        }
        return result
    }

    /// `Class = "..."; property = "base text"; ObjectID = "id";` as (id, base text with ibtool's escapes undone).
    static func parse(_ comment: String) -> (objectID: String, baseText: String)? {
        guard let idRange = comment.range(of: "; ObjectID = \""), let firstSemicolon = comment.range(of: "\"; ")
        else { return nil }
        let objectID = comment[idRange.upperBound...].prefix { $0 != "\"" }
        guard let textStart = comment[firstSemicolon.upperBound...].range(of: " = \"") else { return nil }
        let escaped = String(comment[textStart.upperBound..<idRange.lowerBound].dropLast())
        let text = escaped.replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\n", with: "\n")
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        return (String(objectID), text)
    }

    @Test(arguments: ["rectangle-2023/Rectangle", "rectangle-2023/RectangleLauncher"])
    func derivedKeysAreIbtoolsKeysOfLiveObjects(_ bundle: String) throws {
        let root = try #require(CorpusLocator.corpora).appendingPathComponent(bundle).path
        let storyboard = root + "/Base.lproj/Main.storyboard"
        let bytes = try #require(FileManager.default.contents(atPath: storyboard))
        let document = InterfaceBuilderDocument(bytes: Array(bytes), path: storyboard)
        #expect(document.issues.isEmpty)
        let derived = Dictionary(document.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        let commented = try Self.commentedKeys(bundle: root)
        let live = commented.filter { document.objectIDs.contains($0.objectID) }
        let missed = Set(live.map(\.key)).subtracting(derived.keys)
        #expect(missed.isEmpty, "keys ibtool exports that the derivation misses: \(missed.sorted())")
        let invented = Set(derived.keys).subtracting(live.map(\.key))
        #expect(invented.isEmpty, "derived keys no language has: \(invented.sorted())")
        // A key's comments may differ between languages exported at different times: one must match.
        let matching = Set(live.filter { derived[$0.key] == $0.baseText }.map(\.key))
        let differing = Set(derived.keys).subtracting(matching)
        #expect(differing.isEmpty, "base texts that differ: \(differing.sorted())")
        #expect(!derived.isEmpty)
        #expect(commented.contains { !document.objectIDs.contains($0.objectID) } == (bundle.hasSuffix("/Rectangle")))
    }
}
