import Foundation
import Testing
@testable import L10nRules
import Lproj

/// The checker on `rectangle-2023/Rectangle` (base: `Base.lproj/Main.storyboard`), judged by the comments ibtool
/// wrote into each `Main.strings` (`ObjectID = "..."`): every key whose object is gone is extra once per language,
/// and nothing else is; every text of a live object a language lacks is missing, or for a text without a word, one
/// placeholder-text note.
@Suite(.enabled(if: RectangleCorpus.app2023 != nil, "../shared/corpora is not beside the package: skipped"))
struct InterfaceBuilderCheckCorpusTests {
    @Test func extraAndMissingKeysFollowIbtoolsComments() throws {
        let path = try #require(RectangleCorpus.app2023)
        let context = try CheckContext(bundle: BundleReader.read(path: path))
        let baseTable = try #require(context.base.folder.tables["Main"])
        let storyboard = try #require(baseTable.interfaceBuilder)
        let report = Checker().check(context)
        var extraByLanguage: [String: Set<String>] = [:], missingByLanguage: [String: Set<String>] = [:]
        let placeholders = Set(report.diagnostics.filter { $0.rule == "placeholder-text" }.compactMap(\.key))
        for diagnostic in report.diagnostics {
            guard let language = diagnostic.language, let key = diagnostic.key else { continue }
            if diagnostic.rule == "extra-key" {
                extraByLanguage[language, default: []].insert(key)
                #expect(diagnostic.message.hasSuffix("was removed from Main.storyboard, so it is never used"))
            }
            if diagnostic.rule == "missing-key" { missingByLanguage[language, default: []].insert(key) }
        }
        var extraCount = 0, missingCount = 0
        for language in context.translations {
            let table = try #require(language.folder.tables["Main"]?.strings)
            let gone = Set(table.entries.filter { entry in
                guard let comment = entry.comment, let start = comment.range(of: "ObjectID = \"") else { return false }
                return !storyboard.objectIDs.contains(String(comment[start.upperBound...].prefix { $0 != "\"" }))
            }.map(\.key))
            #expect(extraByLanguage[language.name, default: []] == gone, "\(language.name)")
            let missing = baseTable.keys.subtracting(table.entries.map(\.key))
            #expect(missingByLanguage[language.name, default: []] == missing.subtracting(placeholders), "\(language.name)")
            extraCount += gone.count
            missingCount += missing.count
        }
        #expect(context.translations.count == 29)
        #expect((extraCount, missingCount) == (1774, 649))
        // "-" (16 of them), "400", "▶︎ ⋯" and "ⓘ": texts without a word, each one note.
        #expect(placeholders.count == 19)
    }
}
