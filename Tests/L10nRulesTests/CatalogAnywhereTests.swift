import Foundation
import Testing
@testable import L10nRules
import Lproj

/// String Catalogs wherever they are in a bundle (issue 9, points 3, 11 and 12): a catalog in `mul.lproj/` is a
/// catalog and not a language; stale and untranslatable keys are not required; plural variations and substitutions
/// are compared per argument; findings name the catalog key, with the category in its own field, and carry places.
struct CatalogAnywhereTests {
    static func findings(_ files: [String: String], disabled: Set<String> = ["untranslated"]) throws -> [Diagnostic] {
        let bundle = try BundleReader.read(files: files.mapValues { Array($0.utf8) })
        return Checker(disabledRules: disabled).check(try CheckContext(bundle: bundle)).diagnostics
    }

    static func unit(_ value: String, state: String = "translated") -> String {
        "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }

    /// A localization varied by plural, with `forms` by category.
    static func plural(_ forms: KeyValuePairs<String, String>) -> String {
        "{ \"variations\" : { \"plural\" : { "
            + forms.map { "\"\($0.key)\" : \(unit($0.value))" }.joined(separator: ", ") + " } } }"
    }

    static func catalog(_ strings: String) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    @Test func catalogInMulLprojIsACatalogNotALanguage() throws {
        let text = Self.catalog("""
            "Done" : { "localizations" : { "de" : \(Self.unit("Fertig")) } },
            "Open" : { "localizations" : { "de" : \(Self.unit("Öffnen")) } }
            """)
        let bundle = try BundleReader.read(files: ["mul.lproj/Main.xcstrings": Array(text.utf8)])
        #expect(bundle.catalogs.map(\.path) == ["mul.lproj/Main.xcstrings"])
        #expect(bundle.folders.map(\.name) == ["de", "en"])
        #expect(bundle.folder(named: "de")?.tables["Main"]?.keys == ["Done", "Open"])
        #expect(try Self.findings(["mul.lproj/Main.xcstrings": text]).isEmpty)
    }

    @Test func baseFolderOfInterfaceBuilderFilesIsNoLanguageBesideACatalog() throws {
        let text = Self.catalog("\"Done\" : { \"localizations\" : { \"de\" : \(Self.unit("Fertig")) } }")
        let bundle = try BundleReader.read(files: [
            "mul.lproj/Main.xcstrings": Array(text.utf8), "Base.lproj/Main.storyboard": Array("<document/>".utf8),
        ])
        // Base.lproj is read (its storyboard is a source of base texts) but is no language compared with the base.
        let context = try CheckContext(bundle: bundle)
        #expect(context.base.name == "en")
        #expect(context.translations.map(\.name) == ["de"])
    }

    /// A storyboard text no translator was asked for stays one warning when a language is added: the `new` unit
    /// `new-language` gives the new language holds the source text, not a translation.
    @Test func aNewUnitHoldsNoTextOfAStoryboard() throws {
        func found(newUnits: Bool) throws -> [String] {
            let added = newUnits ? ", \"hr\" : \(Self.unit("Open", state: "new"))" : ""
            let text = Self.catalog("""
                "Qui-t0-Abc.title" : { "localizations" : { "de" : \(Self.unit("Beenden")), "fr" : \(Self.unit("Quitter"))\
                \(newUnits ? ", \"hr\" : \(Self.unit("Quit", state: "new"))" : "") } },
                "Ope-n0-Btn.title" : { "localizations" : { "en" : \(Self.unit("Open"))\(added) } }
                """)
            let report = Checker().check(try ExampleBundles.context([
                "mul.lproj/Main.xcstrings": text, "Base.lproj/Main.storyboard": InterfaceBuilderExamples.storyboard,
            ]))
            return report.diagnostics.filter { $0.rule == "missing-key" }
                .map { "\($0.severity) \($0.language ?? "-") \($0.key ?? "")" }.sorted()
        }
        #expect(try found(newUnits: false) == ["warning - Ope-n0-Btn.title"])
        #expect(try found(newUnits: true) == ["warning - Ope-n0-Btn.title"])
    }

    /// Beside a storyboard, the catalog's keys that code looks up (`"Cancel"`) are base keys too; its keys of a
    /// removed object are extra, and its keys of live objects follow the storyboard.
    @Test func codeKeysOfACatalogBesideAStoryboardAreBaseKeys() throws {
        let text = Self.catalog("""
            "Cancel" : { "localizations" : { "de" : \(Self.unit("Abbrechen")) } },
            "Qui-t0-Abc.title" : { "localizations" : { "de" : \(Self.unit("Beenden")), "fr" : \(Self.unit("Quitter")) } },
            "Ope-n0-Btn.title" : { "localizations" : { "de" : \(Self.unit("Öffnen")), "fr" : \(Self.unit("Ouvrir")) } },
            "Gon-e0-Obj.title" : { "localizations" : { "de" : \(Self.unit("Weg")) } }
            """)
        let report = Checker().check(try ExampleBundles.context([
            "mul.lproj/Main.xcstrings": text, "Base.lproj/Main.storyboard": InterfaceBuilderExamples.storyboard,
        ]))
        let found = report.diagnostics.filter { $0.rule == "missing-key" || $0.rule == "extra-key" }
            .map { "\($0.rule) \($0.language ?? "") \($0.key ?? "")" }.sorted()
        #expect(found == ["extra-key de Gon-e0-Obj.title", "missing-key fr Cancel"])
    }

    @Test func missingKeyInACatalogNamesAndPlacesTheKey() throws {
        let found = try Self.findings(["mul.lproj/Main.xcstrings": Self.catalog("""
            "Done" : { "localizations" : { "de" : \(Self.unit("Fertig")) } },
            "Open" : { "localizations" : { "fr" : \(Self.unit("Ouvrir")) } }
            """)])
        let places = found.map { "\($0.rule) \($0.language ?? "-") \($0.key ?? "-") \($0.file):\($0.line ?? 0):\($0.column ?? 0)" }
        #expect(Set(places) == [
            "missing-key fr Done mul.lproj/Main.xcstrings:4:1",
            "missing-key de Open mul.lproj/Main.xcstrings:5:1",
        ])
    }

    @Test func staleAndUntranslatableKeysAreNotRequired() throws {
        let found = try Self.findings(["Localizable.xcstrings": Self.catalog("""
            "Done" : { "localizations" : { "de" : \(Self.unit("Fertig")) } },
            "Old" : { "extractionState" : "stale", "localizations" : { "fr" : \(Self.unit("Vieux", state: "needs_review")) } },
            "Brand" : { "shouldTranslate" : false, "localizations" : { "fr" : \(Self.unit("Marque")) } }
            """)])
        // fr translates only keys that are not required: it lacks the catalog's one required key.
        #expect(found.map { "\($0.rule) \($0.language ?? "-") \($0.key ?? "-")" } == ["missing-table fr -"])
    }

    static let photos = """
        "%lld photos in %lld albums" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@photos@ in %#@albums@" },
            "substitutions" : {
              "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \(unit("%arg photo")), "other" : \(unit("%arg photos")) } } },
              "albums" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \(unit("one album")), "other" : \(unit("%arg albums")) } } } } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@albums@ mit %#@photos@" },
            "substitutions" : {
              "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \(unit("ein Foto")), "other" : \(unit("%lld Fotos")) } } },
              "albums" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \(unit("%arg Album")), "other" : \(unit("%arg Alben")) } } } } },
          "ko" : { "stringUnit" : { "state" : "translated", "value" : "앨범 %#@albums@에 사진 %#@photos@" },
            "substitutions" : {
              "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : \(unit("%arg장")) } } },
              "albums" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : \(unit("%arg개")) } } } } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%#@photos@ dans %#@albums@" },
            "substitutions" : {
              "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \(unit("%arg photo")), "other" : \(unit("%@ photos")) } } },
              "albums" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \(unit("%arg album")), "other" : \(unit("%arg albums")) } } } } }
        } }
        """

    @Test func substitutionsAreComparedPerArgument() throws {
        let found = try Self.findings(["Localizable.xcstrings": Self.catalog(Self.photos)])
        // de reorders the substitutions, writes %lld for %arg and leaves the number out of "ein Foto"; ko has only
        // `other` in each: all correct. fr reads the photos count as an object: a crash.
        let formats = found.filter { $0.rule == "format-mismatch" }
        #expect(formats.map { "\($0.language ?? "-") \($0.key ?? "-")" } == ["fr %lld photos in %lld albums"])
        #expect(formats.first?.message.contains("substitutions.photos.other") == true)
        #expect(formats.first?.line != nil && formats.first?.column != nil)
        #expect(found.filter { $0.rule != "format-mismatch" }.isEmpty, "\(found)")
    }

    @Test func argumentPlaceholderIsNoHexadecimalDouble() throws {
        let text = Self.catalog("""
            "%lld items" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@items@" }, "substitutions" : {
                "items" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(Self.unit("%arg item")), "other" : \(Self.unit("%arg items")) } } } } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@items@" }, "substitutions" : {
                "items" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : \(Self.unit("%lld Element")), "other" : \(Self.unit("%1$lld Elemente")) } } } } }
            } }
            """)
        #expect(try Self.findings(["Localizable.xcstrings": text]).isEmpty)
    }

    static let items = """
        "%lld items" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : \(unit("%lld item")), "other" : \(unit("%lld items")) } } },
          "ko" : { "variations" : { "plural" : { "other" : \(unit("%lld개 항목")) } } },
          "ja" : \(unit("%lld 個の項目")),
          "ru" : { "variations" : { "plural" : {
            "one" : \(unit("%lld элемент")), "other" : \(unit("%lld элемента")) } } }
        } }
        """

    @Test func oneCategoryLanguageWithOnlyOtherIsComplete() throws {
        let found = try Self.findings(["Localizable.xcstrings": Self.catalog(Self.items)])
        #expect(!found.contains { $0.language == "ko" || $0.language == "ja" }, "\(found)")
    }

    @Test func pluralCategoryNamesTheCatalogKeyAndTheCategory() throws {
        let found = try Self.findings(["Localizable.xcstrings": Self.catalog(Self.items)])
            .filter { $0.rule == "plural-category" }
        #expect(found.map { "\($0.language ?? "-") \($0.key ?? "-") \($0.category ?? "-")" } == [
            "ru %lld items few", "ru %lld items many",
        ])
        // At ru's `other` form, where the missing forms go beside it.
        #expect(found.allSatisfy { $0.line == 10 && $0.column != nil })
        let json = JSONReporter.json(try #require(found.first)).serialized(pretty: false)
        #expect(json.contains(#""key":"%lld items","category":"few""#), "\(json)")
    }

    @Test func categoryIsNullOutsidePluralFindings() throws {
        let found = try Self.findings(["Localizable.xcstrings": Self.catalog(Self.items)])
        #expect(found.filter { $0.rule != "plural-category" }.allSatisfy { $0.category == nil })
    }
}

@Suite(.enabled(if: RectangleCorpus.app2026 != nil, "../shared/corpora is not beside the package: skipped"))
struct RectangleCatalogCorpusTests {
    static func report(_ path: String?) throws -> (LocalizationBundle, CheckReport) {
        let bundle = try BundleReader.read(path: try #require(path))
        return (bundle, Checker().check(try CheckContext(bundle: bundle)))
    }

    @Test func catalogInMulLprojIsReadAndChecked() throws {
        let (bundle, report) = try Self.report(RectangleCorpus.app2026)
        #expect(bundle.catalogs.map(\.path) == ["mul.lproj/Main.xcstrings"])
        #expect(!bundle.folders.contains { $0.name == "mul" })
        #expect(!report.languages.contains { $0.language == "mul" || $0.language == "Base" })
        #expect(report.baseLanguage == "en")
        #expect(report.languages.count == 31)
        // 356 required keys: 360 entries less the 4 that Xcode marks stale.
        #expect(report.languages.first { $0.language == "de" }?.keys == 297)
        #expect(report.diagnostics.contains { $0.rule == "missing-key" })
    }

    @Test func staleKeysHaveNoFinding() throws {
        let (bundle, report) = try Self.report(RectangleCorpus.app2026)
        let stale = Set(bundle.catalogs.flatMap(\.entries).filter { $0.extractionState == "stale" }.map(\.key))
        #expect(stale.count == 4)
        #expect(!report.diagnostics.contains { $0.key.map(stale.contains) ?? false })
    }

    @Test func catalogFindingsCarryLineAndColumn() throws {
        let (_, report) = try Self.report(RectangleCorpus.app2026)
        let unplaced = report.diagnostics.filter { $0.file.hasSuffix(".xcstrings") && ($0.line == nil || $0.column == nil) }
        #expect(unplaced.isEmpty, "\(unplaced.prefix(3))")
    }

    @Test func launcherCatalogIsRead() throws {
        let (bundle, report) = try Self.report(RectangleCorpus.launcher2026)
        #expect(bundle.catalogs.map(\.path) == ["mul.lproj/Main.xcstrings"])
        #expect(report.languages.count == 30)
        #expect(report.diagnostics.allSatisfy { $0.severity == .note })
    }

    @Test func midMigrationKeepsEachLanguagesStringsFile() throws {
        let (bundle, report) = try Self.report(RectangleCorpus.launcher2023)
        #expect(bundle.catalogs.map(\.path) == ["mul.lproj/Main.xcstrings"])
        #expect(!bundle.folders.contains { $0.name == "mul" })
        #expect(report.baseLanguage == "en")
        // The one missing key is real: pt-BR's comment for pa3-QI-u2k stands above the key pxx-59-PXV.
        let missing = report.diagnostics.filter { $0.rule == "missing-key" }
        #expect(missing.map { "\($0.file) \($0.key ?? "-")" } == ["pt-BR.lproj/Main.strings pa3-QI-u2k.title"])
    }
}
