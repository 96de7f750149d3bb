import Foundation
import Testing
@testable import L10nRules
import Lproj

/// The ArcGIS bundle of the shared corpora beside the package, when it is there.
enum ArcGISCorpus {
    static let bundlePath: String? = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/corpora/arcgis-runtime-ios-100.3/ArcGIS.bundle").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()
}

/// The real ArcGIS Runtime 100.3 bundle: its two real defects are found, and nothing else.
@Suite(.enabled(if: ArcGISCorpus.bundlePath != nil, "../shared/corpora is not beside the package: skipped"))
struct ArcGISBundleTests {
    static let bundlePath = ArcGISCorpus.bundlePath

    @Test func findsExactlyTheTwoMissingKeys() throws {
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(path: Self.bundlePath!)))
        #expect(report.baseLanguage == "en")
        #expect(report.diagnostics.map { "\($0.rule) \($0.language ?? "") \($0.key ?? "")" } == [
            "missing-key zh-Hant-HK na_message_DirectionsLanguageNotFound",
            "missing-key zh-Hant-HK na_message_NetworkDoesNotSupportDirections",
        ])
        #expect(report.languages.count == 30)
    }

    @Test func keyCountsEqualFoundation() throws {
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(path: Self.bundlePath!)))
        for language in report.languages {
            let url = URL(fileURLWithPath: Self.bundlePath!).appendingPathComponent(language.directory)
                .appendingPathComponent("Localizable.strings")
            var format = PropertyListSerialization.PropertyListFormat.openStep
            let table = try PropertyListSerialization.propertyList(
                from: Data(contentsOf: url), options: [], format: &format) as? [String: String]
            #expect(language.keys == table?.count, "\(language.language)")
        }
    }
}
