import Foundation
import Testing
import TestSupport
@testable import L10nRules
import Lproj

/// The shared corpora beside the package, when they are there.
enum FormatRulesCorpora {
    static func path(_ relative: String) -> String? { SharedFolder.corpus(relative) }

    static var toolkit: String? { path("arcgis-maps-sdk-swift-toolkit/Resources") }
    static var deltaChat: String? { path("deltachat-ios/deltachat-ios") }

    /// `rule severity file:line:column key` for each finding of the format and token rules.
    static func findings(_ path: String) throws -> [String] {
        let context = try CheckContext(bundle: BundleReader.read(path: path))
        return (FormatMismatchRule().check(context) + TokenMismatchRule().check(context)).sorted().map {
            "\($0.rule) \($0.severity.rawValue) \($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.key ?? "")"
        }
    }
}

/// What format-mismatch and token-mismatch find in the real bundles: each finding a real defect, nothing else.
@Suite(.enabled(if: ArcGISCorpus.bundlePath != nil, "../shared/corpora is not beside the package: skipped"))
struct FormatRulesArcGISCorpusTests {
    /// ArcGIS Runtime 100.3 has one: Korean `%1$I` (a capital i) for `%1$i`. Apple prints "1" in its place and,
    /// since argument 1 is then never read, prints the first number where `%2$i` stands.
    @Test func arcGISFindsTheKoreanTypoOnly() throws {
        let path = try #require(ArcGISCorpus.bundlePath)
        #expect(try FormatRulesCorpora.findings(path) == [
            "format-mismatch error ko.lproj/Localizable.strings:230:38 Enter a number between %i and %i",
        ])
        let context = try CheckContext(bundle: BundleReader.read(path: path))
        #expect(FormatMismatchRule().check(context).map(\.message) == [
            "format mismatch in \"Enter a number between %i and %i\": \"%1$I\" (unknown conversion I) at offset 0 in "
                + "ko is no valid specifier: Apple prints \"1\" in its place and reads no argument; ko skips argument 1 "
                + "but reads argument 2: Apple then reads each argument after the gap from the place of the one before "
                + "it",
        ])
    }
}

@Suite(.enabled(if: FormatRulesCorpora.toolkit != nil, "../shared/corpora is not beside the package: skipped"))
struct FormatRulesToolkitCorpusTests {
    /// The Swift toolkit's 40 languages keep every `%@`, `%lld` and `%1$lld` of the base.
    @Test func toolkitHasNoFinding() throws {
        #expect(try FormatRulesCorpora.findings(try #require(FormatRulesCorpora.toolkit)).isEmpty)
    }
}

@Suite(.enabled(if: FormatRulesCorpora.deltaChat != nil, "../shared/corpora is not beside the package: skipped"))
struct FormatRulesDeltaChatCorpusTests {
    /// Delta Chat's forms use `%2$@` without `%d` ("Send the following file to %2$@?") as its base does, which
    /// Apple handles: the plural variable has consumed the count. The Vietnamese `other` form leaves the count out
    /// too ("Send the following files to %2$@?"), as any plural form may, so nothing is reported.
    @Test func deltaChatHasNoFinding() throws {
        #expect(try FormatRulesCorpora.findings(try #require(FormatRulesCorpora.deltaChat)).isEmpty)
    }
}
