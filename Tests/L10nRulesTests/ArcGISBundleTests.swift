import Foundation
import Testing
import TestSupport
@testable import L10nRules
import Lproj

/// The ArcGIS bundle of the shared corpora beside the package, when it is there.
enum ArcGISCorpus {
    static var bundlePath: String? { SharedFolder.corpus("arcgis-runtime-ios-100.3/ArcGIS.bundle") }
}

/// The real ArcGIS Runtime 100.3 bundle: its two real defects are found, and nothing else.
@Suite(.enabled(if: ArcGISCorpus.bundlePath != nil, "../shared/corpora is not beside the package: skipped"))
struct ArcGISBundleTests {
    static let bundlePath = ArcGISCorpus.bundlePath

    /// Its real defects: two keys zh-Hant-HK lacks, and Korean's invalid `%1$I` specifier; nothing else is an
    /// error or a warning (the notes are untranslated texts).
    @Test func findsExactlyTheRealDefects() throws {
        let report = Checker().check(try CheckContext(bundle: BundleReader.read(path: Self.bundlePath!)))
        #expect(report.baseLanguage == "en")
        #expect(report.diagnostics.filter { $0.severity != .note }.map { "\($0.rule) \($0.language ?? "") \($0.key ?? "")" } == [
            "format-mismatch ko Enter a number between %i and %i",
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

/// The same bundle compiled as Xcode ships it (every table a binary property list, made here by Foundation) gives
/// the same findings and counts as its text form.
@Suite(.enabled(if: ArcGISCorpus.bundlePath != nil, "../shared/corpora is not beside the package: skipped"))
struct CompiledArcGISBundleTests {
    @Test func binaryPropertyListsGiveTheSameReport() throws {
        let source = try #require(ArcGISCorpus.bundlePath)
        let compiled = TemporaryFiles.path("l10n-check-compiled", suffix: "/ArcGIS.bundle")
        defer { try? FileManager.default.removeItem(atPath: (compiled as NSString).deletingLastPathComponent) }
        for folder in try FileManager.default.contentsOfDirectory(atPath: source) where folder.hasSuffix(".lproj") {
            let input = URL(fileURLWithPath: source).appendingPathComponent(folder + "/Localizable.strings")
            var format = PropertyListSerialization.PropertyListFormat.openStep
            let table = try PropertyListSerialization.propertyList(from: Data(contentsOf: input), options: [], format: &format)
            let output = URL(fileURLWithPath: compiled).appendingPathComponent(folder + "/Localizable.strings")
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0).write(to: output)
        }
        let text = Checker().check(try CheckContext(bundle: BundleReader.read(path: source)))
        let binary = Checker().check(try CheckContext(bundle: BundleReader.read(path: compiled), base: "en"))
        #expect(binary.languages == text.languages)
        #expect(binary.diagnostics.map(\.message).sorted() == text.diagnostics.map(\.message).sorted())
        let document = try StringsFileReader.read(contentsOf: compiled + "/fr.lproj/Localizable.strings")
        #expect(document.format == .binary)
        #expect(document.issues.isEmpty)
    }
}
