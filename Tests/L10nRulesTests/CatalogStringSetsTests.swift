import Testing
@testable import L10nRules
import Lproj

/// String sets (App Shortcut phrases) are checked like units: present in each language, in a translated state, and
/// each value with the tokens and format specifiers of one of the source language's values.
struct CatalogStringSetsTests {
    private static func set(_ values: [String], state: String = "translated") -> String {
        let list = values.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{ \"stringSet\" : { \"state\" : \"\(state)\", \"values\" : [ \(list) ] } }"
    }

    private static let shortcuts = """
        "Open ${applicationName}" : { "localizations" : {
          "en" : \(set(["Open ${applicationName}", "Show ${type} in ${applicationName}"], state: "new")),
          "de" : \(set(["${applicationName} öffnen", "${type} in ${applicationName} zeigen"])),
          "es" : \(set(["Muestra ${type} en ${applicationName}", "Abre ${applicationName}", "Inicia ${applicationName}"])),
          "fr" : \(set(["Ouvrir ${applicationName}", "Lancer l'app", ""], state: "needs_review")),
          "it" : \(set(["Apri %@ ${applicationName}"]))
        } },
        "Search" : { "localizations" : { "de" : \(CatalogAnywhereTests.unit("Suchen")),
          "es" : \(CatalogAnywhereTests.unit("Buscar")), "fr" : \(CatalogAnywhereTests.unit("Chercher")),
          "it" : \(CatalogAnywhereTests.unit("Cerca")), "ja" : \(CatalogAnywhereTests.unit("検索")) } }
        """

    private static func findings() throws -> [String] {
        try CatalogAnywhereTests.findings(["AppShortcuts.xcstrings": CatalogAnywhereTests.catalog(shortcuts)])
            .map { "\($0.rule) \($0.language ?? "-") \($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
    }

    @Test func stringSetsAreReadAsTextAndTheirTableIsThere() throws {
        let found = try Self.findings()
        #expect(!found.contains { $0.hasPrefix("syntax-error") || $0.hasPrefix("missing-table") }, "\(found)")
        // ja has no phrases: the one key it lacks.
        #expect(found.filter { $0.hasPrefix("missing-key") }.map { $0.prefix(16) } == ["missing-key ja 4"])
    }

    @Test func eachValueIsCheckedAgainstTheSourceLanguagesValues() throws {
        let found = try Self.findings().filter { !$0.hasPrefix("missing-key") }
        // de keeps the tokens in its own words; es lists its phrases in another order and adds one: right. fr is
        // marked for review, and its second phrase reads as no English one (it is named against the second), and
        // its third is empty; it adds an object specifier to its phrase, which no English phrase reads.
        #expect(found == [
            "stale-translation fr 8:38 \"Open ${applicationName}\" in fr is marked needs_review: the source text "
                + "changed since it was translated",
            "token-mismatch fr 8:96 token mismatch in \"Open ${applicationName}\" (stringSet value 2): "
                + "${type} and ${applicationName} are missing in fr",
            "empty-value fr 8:112 empty value for \"Open ${applicationName}\" (stringSet value 3) in fr: the base "
                + "language en has \"Open ${applicationName}\"",
            "format-mismatch it 9:65 format mismatch in \"Open ${applicationName}\" (stringSet value 1): argument 1 "
                + "is %@ (object) in it but the base language en has no argument: it reads past the arguments passed "
                + "(a crash or garbage)",
        ])
    }

    /// A language may give a set where the source language has one text (here only the key): its values are compared
    /// with that text.
    @Test func aSetWhereTheBaseHasOneTextIsComparedWithIt() throws {
        let found = try CatalogAnywhereTests.findings(["AppShortcuts.xcstrings": CatalogAnywhereTests.catalog("""
            "Search ${applicationName}" : { "localizations" : {
              "de" : \(Self.set(["In ${applicationName} suchen", "Suchen"]))
            } }
            """)])
        #expect(found.map { "\($0.rule) \($0.line ?? 0):\($0.column ?? 0)" } == ["token-mismatch 5:97"], "\(found)")
    }
}
