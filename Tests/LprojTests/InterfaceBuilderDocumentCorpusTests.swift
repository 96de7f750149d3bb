import Foundation
import Testing
@testable import Lproj

/// Every storyboard and xib of the shared corpora (Rectangle 2023 and 2026, Transmission, Sparkle, MacDown,
/// LinearMouse) against
/// ibtool's own record of it (``IbtoolRecord``: the comments it wrote into every language's table): each key a
/// comment names on an object the file still has is derived, with exactly the comment ibtool writes for it; no key is
/// derived that no comment in any language names.
@Suite(.enabled(if: CorpusLocator.isAvailable, "../shared/corpora is not beside the package: skipped"))
struct InterfaceBuilderDocumentCorpusTests {
    /// How one IB file's derived texts compare with ibtool's record.
    struct Comparison {
        var commentKeys = 0
        var live = 0
        var derived = 0
        var underived: [String] = []
        var extra: [String] = []
        var differing: [String] = []

        init(path: String) throws {
            let record = try IbtoolRecord(interfaceBuilderFile: path)
            let bytes = try #require(FileManager.default.contents(atPath: path))
            let document = InterfaceBuilderDocument(bytes: Array(bytes), path: path)
            #expect(document.issues.isEmpty)
            let derivedByKey = Dictionary(document.entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
            let liveKeys = record.objectIDByKey.filter { document.objectIDs.contains($0.value) }.keys
            commentKeys = record.commentsByKey.count
            live = liveKeys.count
            derived = derivedByKey.count
            underived = liveKeys.filter { derivedByKey[$0] == nil }.sorted()
            extra = derivedByKey.keys.filter { record.commentsByKey[$0] == nil }.sorted()
            // A key's comments differ between languages exported at different times (and some translators translated
            // them): the derived comment must be one of them, byte for byte.
            differing = derivedByKey.compactMap { key, entry in
                guard let comments = record.commentsByKey[key] else { return nil }
                return comments.contains(entry.comment ?? "") ? nil : "\(key): \(entry.comment ?? "no comment")"
            }.sorted()
        }
    }

    @Test(arguments: IbtoolRecord.interfaceBuilderFiles)
    func derivedTextsAreIbtoolsTextsOfLiveObjects(_ path: String) throws {
        let comparison = try Comparison(path: path)
        #expect(comparison.underived.isEmpty, "keys ibtool exports that are not derived: \(comparison.underived)")
        #expect(comparison.extra.isEmpty, "derived keys no comment names: \(comparison.extra)")
        #expect(comparison.differing.isEmpty, "derived comments ibtool did not write: \(comparison.differing)")
        #expect(comparison.derived > 0)
    }

    /// The figures over all 25 files: 1,552 keys commented, 1,369 of them on objects the files still have (the rest
    /// name objects since removed: 89 in each Rectangle storyboard, 5 in Sparkle's permission prompt), every one
    /// derived, and no derived key beyond them. Two derived keys are named only by comments of entries translators
    /// commented out (`/* "3049.title" = ""; */` in Transmission's MainMenu and PrefsWindow tables): ibtool wrote
    /// them, so they count as commented. LinearMouse's `Main.storyboard` (Xcode's main menu) adds 131: the titles of
    /// 110 menu items and 21 menus, each on an object the storyboard has, each of its 32 tables holding all 131 with
    /// the same comments.
    @Test func figuresOverTheCorpora() throws {
        let comparisons = try IbtoolRecord.interfaceBuilderFiles.map(Comparison.init)
        #expect(comparisons.count == 25)
        #expect(comparisons.map(\.commentKeys).reduce(0, +) == 1552)
        #expect(comparisons.map(\.live).reduce(0, +) == 1369)
        #expect(comparisons.map(\.derived).reduce(0, +) == 1369)
        #expect(comparisons.map(\.underived.count).reduce(0, +) == 0)
        #expect(comparisons.map(\.extra.count).reduce(0, +) == 0)
        #expect(comparisons.map(\.differing.count).reduce(0, +) == 0)
    }
}
