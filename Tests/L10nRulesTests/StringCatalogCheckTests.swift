import Testing
@testable import L10nRules
import Lproj

/// A String Catalog checked like `.lproj` folders: missing strings, plural forms, states, with places in the file.
struct StringCatalogCheckTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } },
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                  "other" : { "stringUnit" : { "state" : "new", "value" : "%lld Dateien" } } } } }
              }
            },
            "Done" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
              }
            },
            "Brand" : { "shouldTranslate" : false }
          },
          "version" : "1.0"
        }

        """

    static func report() throws -> CheckReport {
        Checker(disabledRules: ["untranslated"]).check(
            try CheckContext(bundle: BundleReader.read(files: ["Localizable.xcstrings": Array(catalog.utf8)])))
    }

    @Test func sourceLanguageIsTheBase() throws {
        let report = try Self.report()
        #expect(report.baseLanguage == "en")
        #expect(report.languages.map(\.language) == ["en", "de", "ru"])
        #expect(report.languages.allSatisfy { $0.directory == "Localizable.xcstrings" })
    }

    @Test func findingsPointIntoTheCatalog() throws {
        let found = try Self.report().diagnostics.map {
            "\($0.rule) \($0.language ?? "-") \($0.key ?? "-") \($0.category ?? "-") \($0.line.map(String.init) ?? "-")"
        }
        // Plural findings name the catalog key, with the category apart, at ru's `other` form; a missing key stands
        // at the catalog's key.
        #expect(found == [
            "stale-translation de %lld files - 14",
            "plural-category ru %lld files few 11",
            "plural-category ru %lld files many 11",
            "missing-key ru Done - 17",
        ])
    }

    @Test func everyFindingNamesTheCatalogFile() throws {
        #expect(try Self.report().diagnostics.allSatisfy { $0.file == "Localizable.xcstrings" })
    }

    @Test func malformedCatalogIsASyntaxError() throws {
        let bundle = try BundleReader.read(files: ["Localizable.xcstrings": Array("{ \"strings\" : { ".utf8)])
        let found = Checker().check(try CheckContext(bundle: bundle, base: "en")).diagnostics
        #expect(found.contains { $0.rule == "syntax-error" && $0.severity == .error && $0.line == 1 })
    }
}
