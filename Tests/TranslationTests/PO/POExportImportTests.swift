import Foundation
import Testing
import TestSupport
@testable import Translation

/// A translator's work comes back the same through PO as through XLIFF: the import plans are equal.
struct POExportImportTests {
    /// ArcGIS's bundle beside the package, with its six-category plural variants, when the corpora are there.
    static var arcGIS: String { TestBundles.corpus("arcgis-runtime-ios-100.3/ArcGIS.bundle") }

    /// The project's bundle's languages but the base.
    static var popupLanguages: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: TestBundles.popupBundle)) ?? [])
            .filter { $0.hasSuffix(".lproj") && $0 != "en.lproj" }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test func everyExportOfTheProjectsBundleImportsAsThroughXLIFF() throws {
        #expect(Self.popupLanguages.count >= 23)
        try Self.expectSameImports(bundle: TestBundles.popupBundle, languages: Self.popupLanguages)
    }

    /// ArcGIS's bundle (2,000 units a language, a second in a debug build) in two languages.
    @Test(.enabled(if: TestBundles.hasCorpora, TestBundles.noCorpora))
    func everyExportOfArcGISImportsAsThroughXLIFF() throws {
        try Self.expectSameImports(bundle: Self.arcGIS, languages: ["ar", "ru"])
    }

    /// Exports each language of `bundle`, fills in what is missing, and imports it through XLIFF and through PO.
    static func expectSameImports(bundle: String, languages: [String]) throws {
        for language in languages {
            var document = try XLIFFExport.document(bundlePath: bundle, base: nil, language: language)
            // The translator fills in what is missing and reviews nothing else.
            var filled = 0
            for fileIndex in document.files.indices {
                for unitIndex in document.files[fileIndex].units.indices {
                    var unit = document.files[fileIndex].units[unitIndex]
                    // PO carries no approval: a translated entry reads back translated, unapproved.
                    unit.isApproved = false
                    document.files[fileIndex].units[unitIndex] = unit
                    guard unit.target == nil || unit.state?.progress == .notTranslated else { continue }
                    unit.target = unit.source + " (\(language))"
                    unit.state = .translated
                    document.files[fileIndex].units[unitIndex] = unit
                    filled += 1
                }
            }
            let viaXLIFF = try XLIFFReader.read(bytes: XLIFFWriter.bytes(of: document, toolVersion: "1"), path: "x.xliff")
            let poBytes = try POWriter.bytes(of: document, project: "Bundle", toolVersion: "1")
            let viaPO = try POReader.read(bytes: poBytes, path: "x.po")
            #expect(viaPO == document, "\(language)")
            let xliffPlan = try XLIFFImport.plan([viaXLIFF], bundlePath: bundle, base: nil)
            let poPlan = try XLIFFImport.plan([viaPO], bundlePath: bundle, base: nil)
            #expect(poPlan.writes == xliffPlan.writes, "\(language)")
            #expect(poPlan.changedKeys == xliffPlan.changedKeys, "\(language)")
            #expect(poPlan.applied.map(\.key) == xliffPlan.applied.map(\.key), "\(language)")
            #expect(poPlan.skipped.count == xliffPlan.skipped.count, "\(language)")
            #expect(poPlan.writes.isEmpty == (filled == 0), "\(language)")
            if POTestTools.msgfmt != nil {
                #expect(try POTestTools.msgfmtProblems(String(decoding: poBytes, as: UTF8.self)) == nil, "\(language)")
            }
        }
    }
}
