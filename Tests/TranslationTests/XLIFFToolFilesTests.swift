import Foundation
import Lproj
import Testing
@testable import Translation

/// Files shaped like what translators' tools send back, written for these tests after each tool's public
/// documentation (`Fixtures/XLIFF`, whose README names the sources): each imports, every value arrives exactly, and
/// the plan lists what it should.
struct XLIFFToolFilesTests {
    /// The app the three files translate: an English base, and a German folder with one untranslated key.
    static let bundleFiles = [
        "en.lproj/Localizable.strings": """
            /* Progress of an upload */
            "%1$d of %2$d files" = "%1$d of %2$d files";
            /* Button that deletes the selected note; the argument is its title */
            "Delete %@" = "Delete %@";
            "Offline maps" = "Offline maps";
            /* Shown after saving; the argument is the note's title */
            "Saved \\"%@\\"" = "Saved \\"%@\\"";
            "Saved. You can close this window." = "Saved. You can close this window.";
            "Tap <b>Save</b> to keep it" = "Tap <b>Save</b> to keep it";
            /* Title of the first screen */
            "Welcome" = "Welcome";

            """,
        "en.lproj/InfoPlist.strings": """
            "CFBundleDisplayName" = "Field Notes";
            "NSLocationWhenInUseUsageDescription" = "Your location is shown on the map.";

            """,
        "de.lproj/Localizable.strings": "\"Offline maps\" = \"Offline maps\";\n",
    ]

    /// The bytes of the fixture `name` (`.xliff` unless `fileExtension` says otherwise) in `Fixtures/folder`.
    static func fixture(_ name: String, folder: String = "XLIFF", fileExtension: String = "xliff") throws -> [UInt8] {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Fixtures/" + folder))
        return Array(try Data(contentsOf: url))
    }

    /// The plan of importing fixture `name` into a new copy of the bundle, the plan written, and the bundle's path.
    static func imported(
        _ name: String, folder: String = "XLIFF", fileExtension: String = "xliff"
    ) throws -> (plan: ImportPlan, bundle: String) {
        let bundle = try TestBundles.make(text: bundleFiles)
        let bytes = try fixture(name, folder: folder, fileExtension: fileExtension)
        let document = try XLIFFReader.read(bytes: bytes, path: name + "." + fileExtension)
        let plan = try XLIFFImport.plan([document], bundlePath: bundle, base: nil)
        try FileWriter.apply(plan.writes)
        return (plan, bundle)
    }

    /// The table of the `.strings` file at `path` in the bundle.
    static func table(_ path: String, in bundle: String) -> [String: String] {
        StringsFileReader.read(bytes: Array((TestBundles.text(bundle + "/" + path) ?? "").utf8), path: path).table
    }

    /// The plan's skipped units and notes, one line each.
    static func summary(_ plan: ImportPlan) -> [String] {
        plan.skipped.map { "skipped \($0.key): \($0.kind)" } + plan.notes.map { "note \($0.key ?? "-"): \($0.kind)" }
    }

    @Test func xcode15sExportImportsItsTranslatedAndReviewUnits() throws {
        let (plan, bundle) = try Self.imported("xcode15-de")
        #expect(Self.table("de.lproj/Localizable.strings", in: bundle) == [
            "%1$d of %2$d files": "%1$d von %2$d Dateien", "Delete %@": "%@ löschen", "Offline maps": "Offline maps",
            "Saved \"%@\"": "„%@“ gesichert", "Welcome": "Willkommen",
        ])
        #expect(Self.table("de.lproj/InfoPlist.strings", in: bundle) == ["CFBundleDisplayName": "Feldnotizen"])
        #expect(Self.summary(plan).sorted() == [
            "note Saved \"%@\": needsReview", "skipped NSLocationWhenInUseUsageDescription: notTranslated",
            "skipped Offline maps: notTranslated",
        ])
        #expect(plan.skipped.allSatisfy { !$0.kind.isRefusal })
        let review = try #require(plan.notes.first)
        #expect(review.message.contains("needs-review-l10n"))
        #expect(review.location == Lproj.SourceLocation(file: "xcode15-de.xliff", line: 40, column: 7))
    }

    @Test func crowdinsDownloadImportsByResnameWithItsPlaceholders() throws {
        let (plan, bundle) = try Self.imported("crowdin-de")
        #expect(Self.table("de.lproj/Localizable.strings", in: bundle) == [
            "%1$d of %2$d files": "%1$d von %2$d Dateien", "Delete %@": "%@ löschen", "Offline maps": "Offline maps",
            "Saved \"%@\"": "„%@“ gesichert",
            "Tap <b>Save</b> to keep it": "Tippe auf <b>Sichern</b>, um sie zu behalten",
            "Welcome": "Willkommen",
        ])
        #expect(Self.summary(plan) == ["skipped Offline maps: notTranslated"])
        #expect(plan.changedKeys.values.flatMap { $0 }.count == 5)
    }

    @Test func lokalisesExportImportsItsSegmentsIntoTheOnlyGermanFolder() throws {
        let (plan, bundle) = try Self.imported("lokalise-de")
        #expect(Self.table("de.lproj/Localizable.strings", in: bundle) == [
            "%1$d of %2$d files": "%1$d von %2$d Dateien", "Delete %@": "%@ löschen", "Offline maps": "Offline maps",
            "Saved. You can close this window.": "Gesichert. Sie können dieses Fenster schließen.",
            "Welcome": "Willkommen",
        ])
        #expect(Self.summary(plan).sorted() == [
            "note -: languageFallback", "note Delete %@: needsReview", "skipped Offline maps: notTranslated",
        ])
        let fallback = try #require(plan.notes.first { $0.kind == .languageFallback })
        #expect(fallback.message.contains("de-DE matched de.lproj"))
        #expect(fallback.location == Lproj.SourceLocation(file: "lokalise-de.xliff", line: 3, column: 3))
    }

    @Test func theWrittenFilesAreWellFormedAndKeepTheirOtherBytes() throws {
        let (_, bundle) = try Self.imported("crowdin-de")
        let text = try #require(TestBundles.text(bundle + "/de.lproj/Localizable.strings"))
        #expect(text.hasPrefix("\"Offline maps\" = \"Offline maps\";\n"))
        let document = StringsFileReader.read(bytes: Array(text.utf8), path: "de")
        #expect(!document.hasErrors)
    }
}
