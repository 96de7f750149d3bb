import Foundation
import Lproj
import Testing
@testable import Translation

/// An XLIFF shaped like Xcode 15's export of a String Catalog imports into the catalog: plural and device forms,
/// review states, and nothing for units not translated.
struct XcodeCatalogImportTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld notes" : {
              "comment" : "Count of notes in the list's footer",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld note" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld notes" } }
                    }
                  }
                }
              }
            },
            "Offline maps" : {

            },
            "Tap to sync" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to sync" } },
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to sync" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to sync" } }
                    }
                  }
                }
              }
            },
            "Welcome" : {
              "comment" : "Title of the first screen"
            }
          },
          "version" : "1.0"
        }
        """

    @Test func everyTranslatedFormArrivesInTheCatalog() throws {
        let bundle = try TestBundles.make(text: [
            "Localizable.xcstrings": Self.catalog, "de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Notizen\";\n",
            "en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Notes\";\n",
        ])
        let url = try #require(Bundle.module.url(
            forResource: "xcode15-catalog-de", withExtension: "xliff", subdirectory: "Fixtures/XLIFF"))
        let document = try XLIFFReader.read(bytes: Array(try Data(contentsOf: url)), path: "de.xliff")
        let plan = try XLIFFImport.plan([document], bundlePath: bundle, base: "en")
        #expect(plan.skipped.map(\.key).sorted() == ["Tap to sync|==|device.other", "Welcome"])
        #expect(plan.skipped.allSatisfy { $0.kind == .notTranslated })
        #expect(plan.notes.map(\.key) == ["Offline maps"])
        #expect(plan.applied.count == 5 && plan.writes.count == 1)
        try FileWriter.apply(plan.writes)

        let catalog = StringCatalog(bytes: try FileBytes.read(bundle + "/Localizable.xcstrings"), path: "Localizable.xcstrings")
        #expect(catalog.issues.isEmpty)
        let units = Dictionary(
            uniqueKeysWithValues: try CatalogExport(catalog: catalog, language: "de").file.units.map { ($0.id, $0) })
        #expect(units["%lld notes|==|plural.one"]?.target == "%lld Notiz")
        #expect(units["%lld notes|==|plural.other"]?.target == "%lld Notizen")
        #expect(units["Tap to sync|==|device.mac"]?.target == "Zum Synchronisieren klicken")
        #expect(units["Offline maps"]?.target == "Offline-Karten")
        #expect(units["Offline maps"]?.state == .needsReviewL10n)
        #expect(units["Welcome"]?.target == nil)
    }
}
