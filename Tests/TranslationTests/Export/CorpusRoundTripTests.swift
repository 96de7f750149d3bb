import Foundation
import Lproj
import Testing
import TestSupport
@testable import Translation

/// Export and import on every shared corpus, every language, through XLIFF 1.2, XLIFF 2.0 and PO: importing the
/// export unchanged changes no byte, and importing it with every unit translated by a script brings every value
/// into the bundle. Every PO written passes `msgfmt --check` where gettext is installed. ArcGIS.bundle and
/// deltachat-ios go through XLIFF 2.0 and PO in ``sampleLanguages`` only.
@Suite(.enabled(if: TestBundles.hasCorpora, TestBundles.noCorpora))
struct CorpusRoundTripTests {
    /// The corpus bundles, relative to `../shared/corpora`.
    static let corpora = [
        "arcgis-runtime-ios-100.3/ArcGIS.bundle", "arcgis-maps-sdk-swift-toolkit/Resources",
        "deltachat-ios/deltachat-ios", "rectangle-2023/Rectangle", "rectangle-2023/RectangleLauncher",
        "rectangle-2026/Rectangle", "rectangle-2026/RectangleLauncher",
    ]

    /// The bytes of every file under `root`, by relative path.
    private static func snapshot(_ root: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for path in FileManager.default.subpaths(atPath: root) ?? [] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder),
                  !isFolder.boolValue else { continue }
            files[path] = try FileBytes.read(root + "/" + path)
        }
        return files
    }

    /// The exchange formats a round trip goes through.
    enum Format: String, CaseIterable, Sendable {
        case xliff12, xliff2, po

        /// `document` written in the format and read back.
        func roundTrip(_ document: XLIFFDocument, name: String) throws -> XLIFFDocument {
            switch self {
            case .xliff12:
                return try XLIFFReader.read(bytes: XLIFFWriter.bytes(of: document, toolVersion: "1"), path: name)
            case .xliff2: return try XLIFFReader.read(bytes: XLIFF2Writer.bytes(of: document), path: name)
            case .po:
                let bytes = try POWriter.bytes(of: document, project: "corpus", toolVersion: "1")
                if POTestTools.msgfmt != nil {
                    let problems = try POTestTools.msgfmtProblems(String(decoding: bytes, as: UTF8.self))
                    #expect(problems == nil, "msgfmt --check on \(name): \(problems ?? "")")
                }
                return try POReader.read(bytes: bytes, path: name + ".po")
            }
        }
    }

    /// The languages of the two largest corpora that go through XLIFF 2.0 and PO: one of every plural rule shape
    /// (six forms, `few`/`many` by last digits, decimals-only `many`, a million `many`, one form, `one`/`other`) and a
    /// regional variant; the code paths are those of every other language, and XLIFF 1.2 takes every language. This
    /// keeps the CI run well under its 20 minutes.
    static let sampleLanguages: Set<String> = ["ar", "cs", "de", "fr", "he", "ja", "pl", "pt-PT", "ru"]

    /// Whether `corpus` goes through `format` with ``sampleLanguages`` only.
    private static func isSampled(_ corpus: String, _ format: Format) -> Bool {
        format != .xliff12 && (corpus.hasPrefix("arcgis-runtime") || corpus.hasPrefix("deltachat"))
    }

    /// Every language's export (or the sample's) as written in `format` and read back.
    private static func exports(of bundle: String, format: Format, sampled: Bool) throws -> [XLIFFDocument] {
        let languages = sampled ? try FileManager.default.contentsOfDirectory(atPath: bundle)
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
            .filter(sampleLanguages.contains).sorted() : []
        return try XLIFFExport.documents(bundlePath: bundle, base: nil, languages: languages).map { export in
            try format.roundTrip(export.document, name: export.tag)
        }
    }

    /// The scripted translation of a source: marked, with every format specifier and token kept.
    private static func translation(of source: String) -> String { "‹" + source + "›" }

    @Test(arguments: corpora, Format.allCases)
    func anUnchangedImportChangesNoByteAndEveryTranslationArrives(corpus: String, format: Format) throws {
        let original = TestBundles.corpus(corpus)
        let bundle = try TestBundles.copy(of: original)
        let before = try Self.snapshot(bundle)

        let sampled = Self.isSampled(corpus, format)
        let exported = try Self.exports(of: bundle, format: format, sampled: sampled)
        // Files Apple's parser rejects are never written into: their units are refused, file by file.
        let broken = Set(before.compactMap { path, bytes -> String? in
            path.hasSuffix(".strings") && StringsFileReader.read(bytes: bytes, path: path).hasErrors ? path : nil
        })
        let unchanged = try XLIFFImport.plan(exported, bundlePath: bundle, base: nil)
        #expect(unchanged.writes.isEmpty, "\(corpus): \(unchanged.writes.map(\.path))")
        #expect(Set(unchanged.skipped.filter(\.kind.isRefusal).map(\.file)) == broken)
        #expect(unchanged.skipped.filter(\.kind.isRefusal).allSatisfy { $0.kind == .unusableFile })
        #expect(unchanged.applied.isEmpty)

        let translated = exported.map { document in
            var document = document
            for index in document.files.indices {
                document.files[index].units = document.files[index].units.map { unit in
                    var unit = unit
                    unit.target = Self.translation(of: unit.source)
                    unit.state = .translated
                    return unit
                }
            }
            return document
        }
        let plan = try XLIFFImport.plan(translated, bundlePath: bundle, base: nil)
        #expect(Set(plan.skipped.map(\.file)) == broken, "\(corpus): \(plan.skipped.prefix(3))")
        try FileWriter.apply(plan.writes)
        let units = translated.flatMap(\.files).flatMap(\.units)
        #expect(plan.applied.count + plan.unchanged.count + plan.skipped.count == units.count)

        let reexported = try Self.exports(of: bundle, format: .xliff12, sampled: sampled).flatMap(\.files).flatMap { file in
            file.units.map { (language: file.targetLanguage ?? "", unit: $0) }
        }
        #expect(reexported.count == units.count)
        let brokenLanguages = Set(broken.map { String($0.prefix { $0 != "." }) })
        let missing = reexported.filter { !brokenLanguages.contains($0.language) }.map(\.unit)
            .filter { $0.target != Self.translation(of: $0.source) }
        #expect(missing.isEmpty, "\(corpus): \(missing.count) of \(units.count), first \(missing.prefix(2))")
        let after = try Self.snapshot(bundle)
        let changed = after.keys.filter { before[$0] != after[$0] }
        print("\(corpus) via \(format): \(exported.count) languages, \(units.count) units, \(plan.writes.count) files written, "
            + "\(changed.count) files changed, \(plan.applied.count) applied")
    }
}
