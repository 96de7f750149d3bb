import Lproj
import Testing
@testable import Translation

/// XLIFF 2.0 files shaped like what translators' tools send back (`Fixtures/XLIFF2`, whose README names the
/// sources), imported into the app of ``XLIFFToolFilesTests``: every value arrives exactly, and the plan lists what
/// it should.
struct XLIFF2ToolFilesTests {
    private typealias Tools = XLIFFToolFilesTests

    @Test func crowdinsFileImportsByNameWithItsStatesAndNotes() throws {
        let (plan, bundle) = try Tools.imported("crowdin-de", folder: "XLIFF2")
        #expect(Tools.table("de.lproj/Localizable.strings", in: bundle) == [
            "Delete %@": "%@ löschen", "Offline maps": "Offline maps", "Saved \"%@\"": "„%@“ gesichert",
            "Welcome": "Willkommen",
        ])
        #expect(Tools.table("de.lproj/InfoPlist.strings", in: bundle) == ["CFBundleDisplayName": "Feldnotizen"])
        #expect(Tools.summary(plan) == ["skipped Offline maps: notTranslated"])
        let document = try XLIFFReader.read(
            bytes: Tools.fixture("crowdin-de", folder: "XLIFF2"), path: "crowdin-de.xliff")
        #expect(document.files.map(\.original) == [
            "/FieldNotes/en.lproj/Localizable.strings", "/FieldNotes/en.lproj/InfoPlist.strings",
        ])
        #expect(document.files[0].units.map(\.note) == [
            "Title of the first screen", "Button that deletes the selected note; the argument is its title",
            "Section header", nil,
        ])
        #expect(document.files[0].units.map(\.state) == [.final, .translated, .new, .translated])
        #expect(document.files[0].units[2].target == "")
    }

    @Test func okapisFileImportsItsCodesAndSegmentsAndRefusesAPlaceholderWithoutData() throws {
        let (plan, bundle) = try Tools.imported("okapi-de", folder: "XLIFF2", fileExtension: "xlf")
        #expect(Tools.table("de.lproj/Localizable.strings", in: bundle) == [
            "%1$d of %2$d files": "%1$d von %2$d Dateien", "Offline maps": "Offline maps",
            "Saved. You can close this window.": "Gesichert. Sie können dieses Fenster schließen.",
            "Tap <b>Save</b> to keep it": "Tippe auf <b>Sichern</b>, um sie zu behalten",
        ])
        let refused = try #require(plan.skipped.first { $0.key == "Delete %@" })
        #expect(refused.kind.isRefusal)
        #expect(refused.reason.contains("a <ph> code whose original text the file does not give"))
        #expect(refused.location == SourceLocation(file: "okapi-de.xlf", line: 46, column: 26))
    }

    @Test func lokalisesFileImportsIntoTheOnlyGermanFolder() throws {
        let (plan, bundle) = try Tools.imported("lokalise-de", folder: "XLIFF2")
        #expect(Tools.table("de.lproj/Localizable.strings", in: bundle) == [
            "%1$d of %2$d files": "%1$d von %2$d Dateien", "Delete %@": "%@ löschen", "Offline maps": "Offline maps",
            "Welcome": "Willkommen",
        ])
        #expect(Tools.summary(plan).sorted() == ["note -: languageFallback", "skipped Offline maps: notTranslated"])
        let document = try XLIFFReader.read(
            bytes: Tools.fixture("lokalise-de", folder: "XLIFF2"), path: "lokalise-de.xliff")
        #expect(document.files[0].units.map(\.note) == [
            "Title of the first screen", nil, nil, "Progress of an upload\nupload",
        ])
        #expect(document.files[0].targetLanguage == "de-DE")
    }
}
