import Foundation
import Lproj
import Testing
@testable import Translation

/// `--only`, `--table` and several languages at once: which units and tables an export writes.
struct ExportSelectionTests {
    /// An English base with two tables; German translates some keys, copies one, and has a translation whose format
    /// specifiers and `{FIELD}` token no longer fit their source; French translates everything.
    static let files = [
        "en.lproj/Localizable.strings": """
            "Cancel" = "Cancel";
            "Offline maps" = "Offline maps";
            "%d of %d" = "%1$d of %2$d";
            "Speed {SPEED}" = "Speed {SPEED}";
            "Saved" = "Saved";

            """,
        "en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Field Notes\";\n",
        "de.lproj/Localizable.strings": """
            "Cancel" = "Abbrechen";
            "Offline maps" = "Offline maps";
            "%d of %d" = "%1$@ von %2$d";
            "Speed {SPEED}" = "Tempo {TEMPO}";

            """,
        "de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Feldnotizen\";\n",
        "fr.lproj/Localizable.strings": """
            "Cancel" = "Annuler";
            "Offline maps" = "Cartes hors ligne";
            "%d of %d" = "%1$d sur %2$d";
            "Speed {SPEED}" = "Vitesse {SPEED}";
            "Saved" = "Enregistré";

            """,
        "fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Notes de terrain\";\n",
    ]

    private func ids(_ selection: ExportSelection, _ language: String, tables: Set<String> = []) throws -> [String] {
        let bundle = try TestBundles.make(text: Self.files)
        let document = try XLIFFExport.document(
            bundlePath: bundle, base: "en", language: language,
            options: ExportOptions(selection: selection, tables: tables))
        return document.files.flatMap { file in file.units.map { "\(file.tableName):\($0.id)" } }
    }

    @Test func allIsEveryUnitOfEveryTableInTheOrderOfTheirNames() throws {
        #expect(try ids(.all, "de") == [
            "InfoPlist:CFBundleDisplayName", "Localizable:Cancel", "Localizable:Offline maps", "Localizable:%d of %d",
            "Localizable:Speed {SPEED}", "Localizable:Saved",
        ])
    }

    @Test func untranslatedIsWhatHasNoTargetOrACopyOfTheSource() throws {
        #expect(try ids(.untranslated, "de") == ["Localizable:Offline maps", "Localizable:Saved"])
        #expect(try ids(.untranslated, "fr").isEmpty)
    }

    @Test func staleIsWhatTheCheckerFindsNoLongerFitsItsSource() throws {
        #expect(try ids(.stale, "de") == ["Localizable:%d of %d", "Localizable:Speed {SPEED}"])
        #expect(try ids(.stale, "fr").isEmpty)
    }

    @Test func aUnitInAReviewStateIsStale() {
        let file = XLIFFFile(original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "de",
                             units: [])
        let review = XLIFFUnit(id: "a", source: "A", target: "Ä", state: .needsReviewL10n)
        let translated = XLIFFUnit(id: "b", source: "B", target: "Bé", state: .translated)
        #expect(ExportSelection.stale.includes(review, language: "de", file: file, review: nil))
        #expect(!ExportSelection.stale.includes(translated, language: "de", file: file, review: nil))
        #expect(!ExportSelection.untranslated.includes(review, language: "de", file: file, review: nil))
    }

    @Test func tablesNarrowTheExport() throws {
        #expect(try ids(.all, "de", tables: ["InfoPlist"]) == ["InfoPlist:CFBundleDisplayName"])
        #expect(try ids(.untranslated, "de", tables: ["InfoPlist"]).isEmpty)
        #expect(try ids(.all, "de", tables: ["Nothing"]).isEmpty)
    }

    @Test func everyLanguageIsExportedOnceInTheOrderOfItsFolder() throws {
        let bundle = try TestBundles.make(text: Self.files)
        let exports = try XLIFFExport.documents(bundlePath: bundle, base: "en", languages: [])
        #expect(exports.map(\.folder) == ["de", "fr"])
        #expect(exports.map(\.tag) == ["de", "fr"])
        let named = try XLIFFExport.documents(bundlePath: bundle, base: "en", languages: ["fr", "de"])
        #expect(named.map(\.folder) == ["fr", "de"])
        #expect(throws: TranslationError.unknownLanguage("it")) {
            try XLIFFExport.documents(bundlePath: bundle, base: "en", languages: ["de", "it"])
        }
    }
}
