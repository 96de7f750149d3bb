import Testing
@testable import L10nRules
import Lproj

/// The plural variations of a String Catalog entry in one language, with the type of the number each selects by.
struct CatalogPluralVariationTests {
    private typealias Catalog = CatalogAnywhereTests

    private static func variations(_ localizations: String, key: String = "k", language: String = "de")
        throws -> [String] {
        let text = Catalog.catalog("\"\(key)\" : { \"localizations\" : { \(localizations) } }")
        let entry = try #require(StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings").entries.first)
        return CatalogPluralVariation.variations(of: entry, language: language, source: "en").map {
            "\($0.path.isEmpty ? "-" : $0.path) \($0.categories.joined(separator: ",")) "
                + ($0.selectsByInteger ? "whole" : "any")
        }
    }

    @Test func theFormsSpecifierGivesTheType() throws {
        #expect(try Self.variations("\"de\" : \(Catalog.plural(["one": "%lld Datei", "other": "%lld Dateien"]))")
            == ["- one,other whole"])
        #expect(try Self.variations("\"de\" : \(Catalog.plural(["one": "%.1f km", "other": "%.1f km"]))")
            == ["- one,other any"])
    }

    /// Forms that leave the number out take the source language's, else the key's.
    @Test func formsWithoutANumberTakeTheSourcesThenTheKeys() throws {
        let words = Catalog.plural(["one": "eine Datei", "other": "Dateien"])
        #expect(try Self.variations("""
            "en" : \(Catalog.plural(["one": "%.1f file", "other": "%.1f files"])), "de" : \(words)
            """) == ["- one,other any"])
        #expect(try Self.variations("\"de\" : \(words)", key: "%lld files") == ["- one,other whole"])
    }

    @Test func aSubstitutionsFormatSpecifierGivesItsType() throws {
        #expect(try Self.variations("""
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@ in %#@km@" }, "substitutions" : {
              "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : \(Catalog.unit("%arg")) } } },
              "km" : { "argNum" : 2, "formatSpecifier" : "f", "variations" : { "plural" : {
                "one" : \(Catalog.unit("%arg km")), "other" : \(Catalog.unit("%arg km")) } } } } }
            """) == ["substitutions.n other whole", "substitutions.km one,other any"])
    }

    @Test func aPlainLocalizationHasNone() throws {
        #expect(try Self.variations("\"de\" : \(Catalog.unit("%lld Dateien"))").isEmpty)
    }
}
