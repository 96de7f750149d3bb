import Foundation
import Lproj
import Testing
@testable import Translation

/// Importing units into a String Catalog: one write for every language, objects made as Xcode makes them, and the
/// units that cannot be taken refused.
struct CatalogImportTests {
    private static let path = "mul.lproj/Main.xcstrings"

    private func plan(
        _ bundle: String, _ languages: [(language: String, units: [XLIFFUnit])],
        options: XLIFFImport.Options = XLIFFImport.Options()
    ) -> ImportPlan {
        CatalogImport.plan(catalogPath: Self.path, bundlePath: bundle, languages: languages, options: options)
    }

    private func unit(_ id: String, _ source: String, _ target: String, state: XLIFFTargetState = .translated) -> XLIFFUnit {
        XLIFFUnit(id: id, source: source, target: target, state: state)
    }

    /// The text of the localization of `key` in `language` after the plan's write.
    private func written(_ plan: ImportPlan, key: String, language: String) throws -> String {
        let write = try #require(plan.writes.first)
        let root = try #require(JSONDocument(bytes: write.bytes, path: Self.path).root)
        let node = try #require(root.node(at: ["strings", key, "localizations", language]))
        return String(decoding: JSONWriter.bytes(of: node), as: UTF8.self)
    }

    @Test func anExportImportedUnchangedWritesNothing() throws {
        let bundle = try CatalogFixtures.bundle(CatalogFixtures.xcodeBytes(CatalogFixtures.small))
        let catalog = try CatalogFixtures.catalog(in: bundle)
        let languages = try ["ru", "de", "ja"].map { language in
            (language: language, units: try CatalogExport(catalog: catalog, language: language).file.units)
        }
        let plan = plan(bundle, languages)
        #expect(plan.writes.isEmpty && plan.applied.isEmpty)
        // ru: one, many (for review), other (machine translated, kept), Welcome (no state, kept); de: Welcome.
        #expect(plan.unchanged.map(\.id) == [
            "%lld items|==|plural.one", "%lld items|==|plural.many", "%lld items|==|plural.other", "Welcome", "Welcome",
        ])
        #expect(plan.notes.map(\.kind) == [.needsReview])
        #expect(plan.skipped.allSatisfy { $0.kind == .notTranslated })
    }

    /// An import beside a string set writes the set as it was, byte for byte, and takes no unit for it.
    @Test func stringSetsSurviveAnImport() throws {
        let original = Array(CatalogFixtures.shortcuts.utf8)
        #expect(CatalogFixtures.xcodeBytes(CatalogFixtures.shortcuts) == original)
        let bundle = try CatalogFixtures.bundle(original)
        let plan = plan(bundle, [("de", [
            unit("Search", "Search", "Suchen"),
            unit("Open ${applicationName}", "Open ${applicationName}", "${applicationName} öffnen"),
        ])])
        #expect(plan.applied.map(\.id) == ["Search"])
        #expect(plan.skipped.map(\.key) == ["Open ${applicationName}"])
        #expect(plan.skipped.first?.kind == .notInBundle)
        #expect(plan.skipped.first?.reason.contains("string set") == true)
        let written = String(decoding: try #require(plan.writes.first).bytes, as: UTF8.self)
        #expect(written == CatalogFixtures.shortcuts.replacingOccurrences(
            of: "\"state\" : \"new\",\n            \"value\" : \"Search\"",
            with: "\"state\" : \"translated\",\n            \"value\" : \"Suchen\""))
    }

    @Test func pluralFormsAreMadeInXcodesOrder() throws {
        let bundle = try CatalogFixtures.bundle(CatalogFixtures.xcodeBytes(CatalogFixtures.small))
        let plan = plan(bundle, [("ru", [
            unit("%lld items|==|plural.few", "%lld items", "%lld предмета"),
            unit("%lld items|==|plural.other", "%lld items", "%lld предмета"),
        ])])
        #expect(plan.applied.map(\.id) == ["%lld items|==|plural.few"])
        #expect(plan.unchanged.map(\.id) == ["%lld items|==|plural.other"])
        #expect(plan.changedKeys[bundle + "/" + Self.path] == ["%lld items|==|plural.few"])
        #expect(plan.writes.first?.summary == "update 1 translation")
        #expect(try written(plan, key: "%lld items", language: "ru") == """
            {
              "variations" : {
                "plural" : {
                  "few" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld предмета"
                    }
                  },
                  "many" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld предметов"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld предмет"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "machine_translated",
                      "value" : "%lld предмета"
                    }
                  }
                }
              }
            }
            """)
    }

    @Test func substitutionsAreMadeWithTheSourcesArgument() throws {
        let bundle = try CatalogFixtures.bundle(CatalogFixtures.xcodeBytes(CatalogFixtures.small))
        let plan = plan(bundle, [("de", [
            unit("%lld files in %@", "%#@files@ in %@", "%#@files@ in %@"),
            unit("%lld files in %@|==|substitutions.files.plural.other", "%arg files", "%arg Dateien",
                 state: .needsReviewTranslation),
        ])])
        #expect(plan.applied.count == 2 && plan.skipped.isEmpty)
        #expect(plan.notes.map(\.key) == ["%lld files in %@|==|substitutions.files.plural.other"])
        let write = try #require(plan.writes.first)
        let root = try #require(JSONDocument(bytes: write.bytes, path: Self.path).root)
        #expect(root.node(at: ["strings", "%lld files in %@", "localizations"])?.value.members?.map(\.key) == ["de", "en"])
        #expect(try written(plan, key: "%lld files in %@", language: "de") == """
            {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@files@ in %@"
              },
              "substitutions" : {
                "files" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "%arg Dateien"
                        }
                      }
                    }
                  }
                }
              }
            }
            """)
    }

    /// A unit whose id names the source's shape of an entry the language gives a shape of its own is left out and
    /// says so: writing it would put the source's substitution beside the language's own.
    @Test func aUnitOfTheSourcesShapeIsLeftOutWhereTheLanguageHasItsOwn() throws {
        let files = #""%lld files in %@": {"localizations": {"#
        let text = CatalogFixtures.small.replacingOccurrences(
            of: files, with: files + #""ja": {"stringUnit": {"state": "translated", "value": "%2$@ の %1$lld 個"}},"#)
        let bundle = try CatalogFixtures.bundle(CatalogFixtures.xcodeBytes(text))
        let plan = plan(bundle, [("ja", [
            unit("%lld files in %@|==|substitutions.files.plural.other", "%arg files", "%arg 個"),
        ])])
        #expect(plan.applied.isEmpty && plan.writes.isEmpty)
        #expect(plan.skipped.first?.reason.contains("ja gives \"%lld files in %@\" a shape of its own") == true,
                "\(plan.skipped.map(\.reason))")
    }

    @Test func deviceVariationsAndNewLocalizationsAreMadeAndEverythingElseStays() throws {
        let original = CatalogFixtures.xcodeBytes(CatalogFixtures.small)
        let bundle = try CatalogFixtures.bundle(original)
        let plan = plan(bundle, [
            ("de", [unit("Photos|==|device.mac.plural.one", "%lld photo on Mac", "%lld Foto auf dem Mac")]),
            ("fr", [unit("Photos|==|device.iphone", "Photos on iPhone", "Photos sur l’iPhone")]),
        ])
        #expect(plan.writes.count == 1)
        try FileWriter.apply(plan.writes)
        let catalog = try CatalogFixtures.catalog(in: bundle)
        let photos = try #require(catalog.entries.first { $0.key == "Photos" })
        #expect(photos.languages == ["de", "en", "fr"])
        #expect(photos.leaves(for: "de").map(\.path) == ["device.mac.plural.one"])
        #expect(photos.leaves(for: "de").first?.unit.value == "%lld Foto auf dem Mac")
        #expect(photos.leaves(for: "fr").first?.unit.value == "Photos sur l’iPhone")
        // Only the lines of the new units were added (and a comma after the `}` a new localization follows).
        func lines(_ bytes: [UInt8]) -> [Substring] {
            String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
        }
        let difference = lines(try #require(plan.writes.first).bytes).difference(from: lines(original))
        #expect(difference.removals.isEmpty)
        #expect(difference.insertions.count == 18 + 12)
    }

    @Test func unitsThatNameNothingOrDoNotFitAreRefused() throws {
        let bundle = try CatalogFixtures.bundle(CatalogFixtures.xcodeBytes(CatalogFixtures.small))
        let plan = plan(bundle, [
            ("ru", [
                unit("Nope", "Nope", "Нет"),
                unit("%lld items|==|plural.two", "%lld items", "%lld"),
                unit("%lld items|==|plural.few", "%lld items", "%@ предмета"),
                unit("Welcome", "Hello", "Привет"),
                unit("Photos|==|device.iphone", "Photos on iPhone", ""),
                XLIFFUnit(id: "Photos|==|device.other", source: "Photos", target: "Фото", state: .new),
                unit("Photos|==|device.mac.plural.many", "%lld photos on Mac", "%lld фото на Mac"),
            ]),
            ("en", [unit("Welcome", "Welcome", "Hello")]),
        ])
        #expect(plan.skipped.map(\.key) == [
            "Nope", "%lld items|==|plural.two", "Welcome", "Photos|==|device.iphone", "Photos|==|device.other", "Welcome",
            "%lld items|==|plural.few",
        ])
        #expect(plan.skipped.map(\.kind) == [
            .notInBundle, .notInBundle, .staleSource, .emptyTarget, .notTranslated, .notInBundle, .formatMismatch,
        ])
        #expect(plan.applied.map(\.id) == ["Photos|==|device.mac.plural.many"])
    }

    @Test func aCatalogThatCannotBeReadOrIsNoCatalogIsLeftAlone() throws {
        let units = [unit("Welcome", "Welcome", "Willkommen!")]
        let missing = try TestBundles.make(text: ["Other.txt": ""])
        for bundle in [missing, try CatalogFixtures.bundle(Array("{\"strings\": ".utf8)),
                       try CatalogFixtures.bundle(Array(#"{"sourceLanguage": "en", "strings": []}"#.utf8))] {
            let plan = plan(bundle, [("de", units)])
            #expect(plan.writes.isEmpty)
            #expect(plan.skipped.map(\.kind) == [.unusableFile])
        }
    }

    @Test func anUnchangedValueWithAnotherProgressTakesTheImportedState() throws {
        let bundle = try CatalogFixtures.bundle(CatalogFixtures.xcodeBytes(CatalogFixtures.small))
        let plan = plan(bundle, [("ru", [
            unit("%lld items|==|plural.many", "%lld items", "%lld предметов"),
            unit("%lld items|==|plural.other", "%lld items", "%lld предмета", state: .needsReviewL10n),
        ])])
        // A review state never takes back an unchanged translation: `other` keeps its state, machine_translated.
        #expect(plan.applied.map(\.id) == ["%lld items|==|plural.many"])
        #expect(plan.unchanged.map(\.id) == ["%lld items|==|plural.other"])
        let text = try written(plan, key: "%lld items", language: "ru")
        #expect(text.contains("\"state\" : \"translated\",\n          \"value\" : \"%lld предметов\""))
        #expect(text.contains("\"state\" : \"machine_translated\",\n          \"value\" : \"%lld предмета\""))
    }
}
