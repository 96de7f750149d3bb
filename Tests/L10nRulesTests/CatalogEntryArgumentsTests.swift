import Testing
@testable import L10nRules
import Lproj

/// The arguments of a String Catalog entry: the count its plural variations select by, and the argument each
/// substitution reads, by `argNum` or by the place its `%#@name@` takes in the language's text.
struct CatalogEntryArgumentsTests {
    private static func entry(_ localizations: String) throws -> StringCatalogEntry {
        let text = CatalogAnywhereTests.catalog("\"k\" : { \"localizations\" : { \(localizations) } }")
        return try #require(readCatalogEntry(text))
    }

    private static func readCatalogEntry(_ text: String) -> StringCatalogEntry? {
        StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings").entries.first
    }

    private static func plural(_ one: String, _ other: String) -> String {
        "{ \"variations\" : { \"plural\" : { \"one\" : \(CatalogAnywhereTests.unit(one)), "
            + "\"other\" : \(CatalogAnywhereTests.unit(other)) } } }"
    }

    @Test func theCountIsTheLowestNumberTheSourceLanguagesFormsRead() throws {
        let lines = try Self.entry("\"en\" : \(Self.plural("A line other than %2$@", "%1$lld lines other than %2$@"))")
        #expect(CatalogEntryArguments(entry: lines, language: "de", source: "en").count == 1)
        let files = try Self.entry("""
            "en" : \(Self.plural("%@ has one file", "%@ has %lld files")),
            "de" : \(Self.plural("%1$@ hat %2$lld Datei", "%1$@ hat %2$lld Dateien"))
            """)
        #expect(CatalogEntryArguments(entry: files, language: "de", source: "en").count == 2)
        // Without a number in the source language's forms, the language's own; without any, 1.
        let words = try Self.entry("""
            "en" : \(Self.plural("one", "many")), "de" : \(Self.plural("%@: %lld", "%@: %lld"))
            """)
        #expect(CatalogEntryArguments(entry: words, language: "de", source: "en").count == 2)
        #expect(CatalogEntryArguments(entry: words, language: "en", source: "en").count == 1)
    }

    @Test func aSubstitutionWithoutArgNumReadsTheArgumentOfItsPlace() throws {
        let substitution = { (name: String, argNum: String) in
            "\"\(name)\" : { \(argNum)\"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : { "
                + "\"other\" : \(CatalogAnywhereTests.unit("%arg")) } } }"
        }
        let entry = try Self.entry("""
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%@: %#@posts@ %#@people@" }, "substitutions" : {
              \(substitution("people", "")), \(substitution("posts", "\"argNum\" : 5, ")) } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$#@people@ %5$#@posts@ (%1$@)" } }
            """)
        let english = CatalogEntryArguments(entry: entry, language: "en", source: "en")
        #expect(english.position(of: "people") == 3 && english.position(of: "posts") == 5)
        // de has no substitutions of its own: the source language's, at de's own places where it has no argNum.
        let german = CatalogEntryArguments(entry: entry, language: "de", source: "en")
        #expect(german.substitution(named: "people")?.argNum == nil)
        #expect(german.position(of: "people") == 2 && german.position(of: "posts") == 5)
        #expect(german.position(of: "unknown") == 1)
    }
}
