import Testing

@testable import Lproj
import TestSupport

/// String sets, as Xcode keeps App Shortcut phrases: read with their state and the place of each value, seen as one
/// unit (their first value) by the catalog's tables, and their structural problems reported.
@Suite("String Catalog reader: string sets")
struct StringCatalogStringSetTests {
    static let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open ${applicationName}" : {
              "localizations" : {
                "de" : {
                  "stringSet" : {
                    "state" : "needs_review",
                    "values" : [
                      "${applicationName} öffnen",
                      "${applicationName} starten"
                    ]
                  }
                },
                "en" : {
                  "stringSet" : {
                    "state" : "new",
                    "values" : [
                      "Open ${applicationName}"
                    ]
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test("values, their places and the state")
    func valuesAndPlaces() throws {
        let catalog = readCatalog(Self.text)
        #expect(catalog.issues.isEmpty && catalog.structureIssues.isEmpty)
        #expect(catalog.hasStringSets && catalog.entries.allSatisfy(\.hasStringSet))
        #expect(!readCatalog(StringCatalogReaderTests.text).hasStringSets)
        let german = try #require(catalog.entries.first?.localizations["de"]?.stringSet)
        #expect(german.state == .needsReview)
        #expect(german.values == ["${applicationName} öffnen", "${applicationName} starten"])
        #expect(german.valueLocations.map { place($0) } == [
            placeOf("\"${applicationName} öffnen", in: Self.text), placeOf("\"${applicationName} starten", in: Self.text),
        ])
        #expect(place(german.stateLocation) == placeOf("\"needs_review", in: Self.text))
        #expect(place(german.location) == placeOf("\"stringSet", in: Self.text))
    }

    @Test("a set is one leaf and one table entry: its first value, with its state")
    func leavesAndTables() throws {
        let catalog = readCatalog(Self.text)
        let entry = try #require(catalog.entries.first)
        let leaf = try #require(entry.leaves(for: "de").first)
        #expect(entry.leaves(for: "de").count == 1 && leaf.path == "")
        #expect(leaf.stringSet?.values.count == 2)
        #expect(leaf.unit.value == "${applicationName} öffnen" && leaf.state == .needsReview)
        #expect(place(leaf.unit.valueLocation) == placeOf("\"${applicationName} öffnen", in: Self.text))
        #expect(catalog.table(for: "de").entries.map { "\($0.key) = \($0.value)" } == [
            "Open ${applicationName} = ${applicationName} öffnen",
        ])
        #expect(catalog.table(for: "en").entries.map(\.value) == ["Open ${applicationName}"])
    }

    @Test("a set without values or state, of the wrong kind, or with values that are no text")
    func structuralProblems() {
        let catalog = readCatalog("""
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
            "de":{"stringSet":{"state":"translated"}},
            "fr":{"stringSet":{"values":["a"]}},
            "it":{"stringSet":{"state":"done","values":"a"}},
            "ja":{"stringSet":{"state":"new","values":["a",1,"b"]}},
            "ko":{"stringSet":[]}
            }}}}
            """)
        #expect(StringCatalogStructureTests.lines(catalog) == [
            "2:7 error: the stringSet of \"k\" at de has no \"values\"",
            "3:7 warning: the stringSet of \"k\" at fr has no \"state\"",
            "4:28 error: unknown state \"done\" in \"k\" at it (the states are new, translated, needs_review or stale)",
            "4:44 error: \"k\" at it.stringSet.values is a string, not an array",
            "5:48 error: \"k\" at ja.stringSet.values.1 is the number 1, not a string",
            "6:19 error: \"k\" at ko.stringSet is an array, not an object",
        ])
        let sets = catalog.entries.first.map { entry in
            ["de", "fr", "it", "ja", "ko"].map { entry.localizations[$0]?.stringSet?.values ?? ["-"] }
        }
        #expect(sets == [[], ["a"], [], ["a", "b"], ["-"]])
        // A set without values gives no table entry: the language lacks the key.
        #expect(catalog.table(for: "de").entries.isEmpty)
    }
}
