import Foundation
import L10nRules
import Lproj
import Testing
@testable import Translation

/// `new-language` and String Catalogs: each catalog gains the language's units with state `new`, the source text
/// standing in, plural variations for exactly the language's categories; every other byte stays as Xcode wrote it.
struct NewLanguageCatalogTests {
    /// A catalog with a plain unit, a plural variation, a substitution with plural forms, a key not to translate and
    /// an entry without a source localization, translated into German; every entry that gets units has
    /// localizations already.
    static let catalog = """
        {"sourceLanguage": "en", "strings": {
          "%lld files in %@": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "%#@files@ in %@"},
                   "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "translated", "value": "%arg Datei"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg Dateien"}}}}}}},
            "en": {"stringUnit": {"state": "new", "value": "%#@files@ in %@"},
                   "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                     "one": {"stringUnit": {"state": "new", "value": "%arg file"}},
                     "other": {"stringUnit": {"state": "new", "value": "%arg files"}}}}}}}}},
          "%lld items": {"comment": "Number of items", "localizations": {
            "de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld Element"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld Elemente"}}}}},
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "new", "value": "%lld item"}},
              "other": {"stringUnit": {"state": "new", "value": "%lld items"}}}}}}},
          "Done": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Fertig"}},
            "en": {"stringUnit": {"state": "new", "value": "Done"}}}},
          "Internal": {"shouldTranslate": false},
          "Welcome to the app": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Willkommen"}}}}
        }, "version": "1.0"}
        """

    /// The catalog's bytes as Xcode writes them.
    static let original = CatalogFixtures.xcodeBytes(catalog)

    /// `bytes` read as a catalog with every `language` localization taken out, written as Xcode writes catalogs.
    static func without(_ language: String, in bytes: [UInt8]) throws -> [UInt8] {
        var root = try #require(JSONDocument(bytes: bytes, path: "t").root)
        root.editObject(at: ["strings"]) { strings in
            strings.editMembers { members in
                for index in members.indices where members[index].value["localizations"] != nil {
                    members[index].value.editObject(at: ["localizations"]) { localizations in
                        localizations.editMembers { $0.removeAll { $0.key == language } }
                    }
                }
            }
        }
        return JSONWriter.bytes(of: root)
    }

    /// The units of `language` in the catalog of `bundle`, by path (`plural.few`), as value and state.
    static func units(_ language: String, key: String, in bundle: String) throws -> [String: String] {
        let entry = try #require(try CatalogFixtures.catalog(in: bundle).entry(forKey: key))
        return Dictionary(entry.leaves(for: language).map { leaf in
            (leaf.path, "\(leaf.unit.value ?? "-") [\(leaf.state?.rawValue ?? "-")]")
        }, uniquingKeysWith: { _, last in last })
    }

    @Test func theCatalogGainsTheLanguagesUnitsWithStateNew() throws {
        let bundle = try CatalogFixtures.bundle(Self.original)
        let plan = try NewLanguage.planFromBase(language: "hr", bundlePath: bundle, base: nil)
        #expect(plan.writes.map(\.path) == [bundle + "/mul.lproj/Main.xcstrings"])
        #expect(plan.writes.first?.summary.contains("9 units with state new") == true)
        try FileWriter.apply(plan.writes)
        #expect(try Self.units("hr", key: "%lld items", in: bundle) == [
            "plural.one": "%lld item [new]", "plural.few": "%lld items [new]", "plural.other": "%lld items [new]",
        ])
        #expect(try Self.units("hr", key: "Done", in: bundle) == ["": "Done [new]"])
        #expect(try Self.units("hr", key: "Welcome to the app", in: bundle) == ["": "Welcome to the app [new]"])
        let files = try Self.units("hr", key: "%lld files in %@", in: bundle)
        #expect(files[""] == "%#@files@ in %@ [new]")
        #expect(files["substitutions.files.plural.few"] == "%arg files [new]")
        #expect(files.count == 4)
        #expect(try Self.units("hr", key: "Internal", in: bundle).isEmpty)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: bundle + "/mul.lproj/Main.xcstrings")))
        let substitution = try #require(JSONDocument(bytes: written, path: "t").root?.node(
            at: ["strings", "%lld files in %@", "localizations", "hr", "substitutions", "files"]))
        #expect(substitution["argNum"] != nil && substitution["formatSpecifier"]?.value.stringValue == "lld")
        // Every byte but the new language's units stays as read.
        #expect(try Self.without("hr", in: written) == Self.original)
    }

    @Test func aCatalogThatHasTheLanguageIsLeftAsItIs() throws {
        let bundle = try TestBundles.make([
            "mul.lproj/Main.xcstrings": Self.original, "en.lproj/Localizable.strings": Array("\"a\" = \"A\";\n".utf8),
        ])
        let plan = try NewLanguage.planFromBase(language: "de", bundlePath: bundle, base: "en")
        #expect(plan.writes.map(\.path) == [bundle + "/de.lproj/Localizable.strings"])
        #expect(plan.skipped.map(\.reason) == [.languagePresent("de")])
    }

    @Test func aStoryboardsCatalogGetsNoUnitForARemovedObjectAndNoStringsFileBesideIt() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "Cancel": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Cancel"}}}},
              "Gon-e0-Obj.title": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Gone"}}}},
              "Qui-t0-Abc.title": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Quit"}}}}
            }, "version": "1.0"}
            """
        let bundle = try TestBundles.make([
            "Base.lproj/Main.storyboard": Array("""
                <document><objects><menuItem title="Quit" id="Qui-t0-Abc"/></objects></document>
                """.utf8),
            "mul.lproj/Main.xcstrings": CatalogFixtures.xcodeBytes(catalog),
        ])
        let plan = try NewLanguage.planFromBase(language: "hr", bundlePath: bundle, base: "en")
        #expect(plan.writes.map(\.path) == [bundle + "/mul.lproj/Main.xcstrings"])
        #expect(plan.added[bundle + "/mul.lproj/Main.xcstrings"] == ["Cancel", "Qui-t0-Abc.title"])
    }

    @Test func aCatalogOnlyBundleRefusesTheSecondRunAndKeepsTheCatalog() throws {
        let bundle = try CatalogFixtures.bundle(Self.original)
        try FileWriter.apply(try NewLanguage.planFromBase(language: "hr", bundlePath: bundle, base: nil).writes)
        let path = bundle + "/mul.lproj/Main.xcstrings"
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: TranslationError.languageExists(folder: "hr in mul.lproj/Main.xcstrings")) {
            try NewLanguage.planFromBase(language: "hr", bundlePath: bundle, base: nil)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == first)
    }

    @Test func theCheckerFindsNoErrorOrWarningOnlyUntranslatedNotes() throws {
        let bundle = try CatalogFixtures.bundle(Self.original)
        let plan = try NewLanguage.planFromBase(language: "hr", bundlePath: bundle, base: nil)
        try FileWriter.apply(plan.writes)
        let report = Checker().check(try CheckContext(bundle: try BundleReader.read(path: bundle)))
        let findings = report.diagnostics.filter { $0.language == "hr" }
        // The units are new and hold the source text: placeholders, which untranslated reports as notes, and
        // stale-translation leaves to it.
        #expect(findings.filter { $0.severity != .note }.map(\.message) == [])
        #expect(Set(findings.map(\.rule)) == ["untranslated"])
    }
}
