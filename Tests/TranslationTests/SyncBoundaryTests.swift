import Foundation
import Testing
@testable import Translation

/// A language name taken from a String Catalog becomes part of a path only when it is a language ID.
struct SyncBoundaryTests {
    private static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "K"}},
          "../../escaped/pwned": {"stringUnit": {"state": "translated", "value": "X"}},
          "de": {"stringUnit": {"state": "translated", "value": "D"}}}}}}
        """

    @Test func aCatalogLanguageThatIsNoLanguageIDNeverBecomesAPath() throws {
        let root = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "Other.xcstrings": Self.catalog,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plan = try Sync.plan(bundlePath: root, base: "en")
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL.path
        #expect(plan.writes.allSatisfy { write in
            let path = URL(fileURLWithPath: write.path).standardizedFileURL.path
            return path.hasPrefix(rootURL + "/") && !path.contains("pwned")
        })
        #expect(plan.writes.contains { $0.path.hasSuffix("/de.lproj/Localizable.strings") })
        #expect(plan.skipped.contains(
            SyncSkippedFile(path: root + "/Other.xcstrings", reason: .notALanguageID("../../escaped/pwned"))))
    }
}
