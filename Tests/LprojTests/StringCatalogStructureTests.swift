import Testing

@testable import Lproj
import TestSupport

@Suite("String Catalog reader: structural problems")
struct StringCatalogStructureTests {
    /// Each issue as `line:column severity problem`, for exact expectations.
    static func lines(_ catalog: StringCatalog) -> [String] {
        catalog.structureIssues.map { "\(place($0.location)) \($0.severity.rawValue): \($0.message)" }
    }

    @Test("a top level that is no object")
    func rootNotObject() {
        let catalog = readCatalog(" [1]")
        #expect(catalog.issues.isEmpty)
        #expect(catalog.structureIssues.map(\.problem) == [.rootNotObject(kind: "an array")])
        #expect(Self.lines(catalog) == ["1:2 error: the file holds an array, not a String Catalog object"])
        #expect(catalog.hasErrors)
    }

    @Test("a catalog without version, sourceLanguage or strings")
    func missingHeader() {
        let catalog = readCatalog("\n{ }")
        #expect(catalog.structureIssues.map(\.problem) == [.missingVersion, .missingSourceLanguage, .missingStrings])
        #expect(Self.lines(catalog) == [
            "2:1 error: the catalog has no \"version\"", "2:1 error: the catalog has no \"sourceLanguage\"",
            "2:1 error: the catalog has no \"strings\"",
        ])
        #expect(catalog.structureIssues.first?.description
            == "Localizable.xcstrings:2:1: error: the catalog has no \"version\"")
    }

    @Test("top-level members of the wrong kind, and a duplicate")
    func topLevelTypes() {
        let catalog = readCatalog(#"{"sourceLanguage":null,"version":1.0,"strings":[],"version":"1.0"}"#)
        #expect(catalog.structureIssues.map(\.problem) == [
            .wrongType(key: nil, path: "sourceLanguage", expected: "a string", found: "null"),
            .wrongType(key: nil, path: "version", expected: "a string", found: "the number 1.0"),
            .wrongType(key: nil, path: "strings", expected: "an object", found: "an array"),
            .duplicateMember("version", key: nil, path: ""),
        ])
        #expect(Self.lines(catalog) == [
            "1:19 error: \"sourceLanguage\" is null, not a string",
            "1:34 error: \"version\" is the number 1.0, not a string",
            "1:48 error: \"strings\" is an array, not an object",
            "1:51 warning: \"version\" appears more than once in the catalog; the last one counts",
        ])
        #expect(catalog.version == "1.0")
        #expect(catalog.sourceLanguage == nil)
        #expect(catalog.entries.isEmpty)
    }

    static let header = #"{"sourceLanguage":"en","version":"1.0","strings":{"#

    /// Reads a catalog whose `strings` hold `entries`, on line 2 onwards.
    static func catalog(_ entries: String) -> StringCatalog {
        readCatalog(header + "\n" + entries + "\n}}")
    }

    @Test("entries and their metadata of the wrong kind")
    func entryTypes() {
        let catalog = Self.catalog("""
            "text" : "not an entry",
            "k" : {"comment":5, "extractionState":true, "shouldTranslate":"no", "localizations":[]}
            """)
        #expect(catalog.structureIssues.map(\.problem) == [
            .entryNotObject(key: "text", kind: "a string"),
            .wrongType(key: "k", path: "comment", expected: "a string", found: "the number 5"),
            .wrongType(key: "k", path: "extractionState", expected: "a string", found: "a boolean"),
            .wrongType(key: "k", path: "shouldTranslate", expected: "a boolean", found: "a string"),
            .wrongType(key: "k", path: "localizations", expected: "an object", found: "an array"),
        ])
        #expect(Self.lines(catalog) == [
            "2:10 error: the entry \"text\" is a string, not an object",
            "3:18 error: \"k\" at comment is the number 5, not a string",
            "3:39 error: \"k\" at extractionState is a boolean, not a string",
            "3:63 error: \"k\" at shouldTranslate is a string, not a boolean",
            "3:85 error: \"k\" at localizations is an array, not an object",
        ])
        #expect(catalog.entries.map(\.key) == ["k"])
        #expect(catalog.entries.first?.shouldTranslate == true)
    }

    @Test("units without value or state, with an unknown state or members of the wrong kind")
    func units() {
        let catalog = Self.catalog("""
            "k" : {"localizations":{
            "de":{"stringUnit":{"state":"translated"}},
            "fr":{"stringUnit":{"value":"x"}},
            "it":{"stringUnit":{"state":"done","value":"x"}},
            "ja":{"stringUnit":{"state":1,"value":2}},
            "ko":{"stringUnit":"x"},
            "nl":"x"
            }}
            """)
        #expect(catalog.structureIssues.map(\.problem) == [
            .missingValue(key: "k", path: "de"),
            .missingState(key: "k", path: "fr"),
            .unknownState("done", key: "k", path: "it"),
            .wrongType(key: "k", path: "ja.stringUnit.state", expected: "a string", found: "the number 1"),
            .wrongType(key: "k", path: "ja.stringUnit.value", expected: "a string", found: "the number 2"),
            .wrongType(key: "k", path: "ko.stringUnit", expected: "an object", found: "a string"),
            .wrongType(key: "k", path: "nl", expected: "an object", found: "a string"),
        ])
        #expect(Self.lines(catalog) == [
            "3:7 error: the stringUnit of \"k\" at de has no \"value\"",
            "4:7 warning: the stringUnit of \"k\" at fr has no \"state\"",
            "5:29 error: unknown state \"done\" in \"k\" at it (the states are new, translated, needs_review or stale)",
            "6:29 error: \"k\" at ja.stringUnit.state is the number 1, not a string",
            "6:39 error: \"k\" at ja.stringUnit.value is the number 2, not a string",
            "7:20 error: \"k\" at ko.stringUnit is a string, not an object",
            "8:6 error: \"k\" at nl is a string, not an object",
        ])
        let entry = catalog.entries.first
        #expect(entry?.languages == ["de", "fr", "it", "ja", "ko"])
        #expect(entry?.localizations["de"]?.stringUnit == StringCatalogStringUnit(
            state: .translated, value: nil, location: entry?.localizations["de"]?.stringUnit?.location,
            stateLocation: entry?.localizations["de"]?.stringUnit?.stateLocation))
        #expect(entry?.localizations["it"]?.stringUnit?.state == nil)
        #expect(entry?.localizations["it"]?.stringUnit?.value == "x")
        #expect(entry?.leaves(for: "ja").map(\.unit.value) == [nil])
        #expect(catalog.hasErrors)
    }

    @Test("unknown variation kinds and plural categories, and variations of the wrong kind")
    func variations() {
        let catalog = Self.catalog("""
            "k" : {"localizations":{
            "de":{"variations":{"width":{"1":{"stringUnit":{"state":"new","value":"a"}}}}},
            "fr":{"variations":{"plural":{"several":{"stringUnit":{"state":"new","value":"a"}},"one":1}}},
            "it":{"variations":[]},
            "ja":{"variations":{"device":"x"}}
            }}
            """)
        #expect(catalog.structureIssues.map(\.problem) == [
            .unknownVariationKind("width", key: "k", path: "de"),
            .unknownPluralCategory("several", key: "k", path: "fr.plural"),
            .wrongType(key: "k", path: "fr.plural.one", expected: "an object", found: "the number 1"),
            .wrongType(key: "k", path: "it.variations", expected: "an object", found: "an array"),
            .wrongType(key: "k", path: "ja.variations.device", expected: "an object", found: "a string"),
        ])
        #expect(Self.lines(catalog) == [
            "3:21 error: unknown variation kind \"width\" in \"k\" at de (the kinds are plural or device)",
            "4:31 warning: unknown plural category \"several\" in \"k\" at fr.plural (the categories are zero, one, "
                + "two, few, many or other)",
            "4:90 error: \"k\" at fr.plural.one is the number 1, not an object",
            "5:20 error: \"k\" at it.variations is an array, not an object",
            "6:30 error: \"k\" at ja.variations.device is a string, not an object",
        ])
        let entry = catalog.entries.first
        #expect(entry?.localizations["de"]?.variations.isEmpty == true)
        #expect(entry?.leaves(for: "fr").map(\.path) == ["plural.several"])
    }

    @Test("substitutions of the wrong kind")
    func substitutions() {
        let catalog = Self.catalog("""
            "k" : {"localizations":{
            "de":{"stringUnit":{"state":"new","value":"%#@n@ %#@m@ %#@o@"},"substitutions":{
            "n":{"argNum":"1","formatSpecifier":2,"variations":{"plural":{"other":{"stringUnit":{"state":"new","value":"x"}}}}},
            "m":{"argNum":1.5},
            "o":[]}},
            "fr":{"stringUnit":{"state":"new","value":"x"},"substitutions":true}
            }}
            """)
        #expect(catalog.structureIssues.map(\.problem) == [
            .wrongType(key: "k", path: "de.substitutions.n.argNum", expected: "a whole number", found: "a string"),
            .wrongType(
                key: "k", path: "de.substitutions.n.formatSpecifier", expected: "a string", found: "the number 2"),
            .wrongType(
                key: "k", path: "de.substitutions.m.argNum", expected: "a whole number", found: "the number 1.5"),
            .wrongType(key: "k", path: "de.substitutions.o", expected: "an object", found: "an array"),
            .wrongType(key: "k", path: "fr.substitutions", expected: "an object", found: "a boolean"),
        ])
        #expect(Self.lines(catalog).map { $0.prefix(5) } == ["4:15 ", "4:37 ", "5:15 ", "6:5 e", "7:64 "])
        let german = catalog.entries.first?.localizations["de"]
        #expect(german?.substitutions.keys.elementsEqual(["n", "m"]) == true)
        #expect(german?.substitutions["n"]?.argNum == nil)
        #expect(german?.leaves.map(\.path) == ["", "substitutions.n.plural.other"])
    }

    @Test("localizations and cases with neither unit, string set nor variations")
    func emptyLocalizations() {
        let catalog = Self.catalog("""
            "k" : {"localizations":{
            "de":{},
            "fr":{"variations":{"device":{"mac":{"stringunit":{"state":"new","value":"typo"}}}}},
            "it":{"variations":{}, "substitutions":{}}
            }}
            """)
        #expect(catalog.structureIssues.map(\.problem) == [
            .emptyLocalization(key: "k", path: "de"),
            .emptyLocalization(key: "k", path: "fr.device.mac"),
            .emptyLocalization(key: "k", path: "it"),
        ])
        #expect(Self.lines(catalog) == [
            "3:1 warning: \"k\" at de has neither \"stringUnit\", \"stringSet\" nor \"variations\"",
            "4:31 warning: \"k\" at fr.device.mac has neither \"stringUnit\", \"stringSet\" nor \"variations\"",
            "5:1 warning: \"k\" at it has neither \"stringUnit\", \"stringSet\" nor \"variations\"",
        ])
        #expect(!catalog.hasErrors)
    }

    @Test("duplicate members inside an entry: reported, the last one counts")
    func duplicates() {
        let catalog = Self.catalog("""
            "k" : {"comment":"a","comment":"b","localizations":{
            "de":{"stringUnit":{"state":"new","value":"1","value":"2"}},
            "de":{"stringUnit":{"state":"new","value":"3"},"stringUnit":{"state":"translated","value":"4"}},
            "fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"a"}},
            "one":{"stringUnit":{"state":"new","value":"b"}}}}},
            "it":{"stringUnit":{"state":"new","value":"%#@n@"},"substitutions":{"n":{"argNum":1},"n":{"argNum":2}}}
            }}
            """)
        #expect(catalog.structureIssues.map(\.problem) == [
            .duplicateMember("comment", key: "k", path: ""),
            .duplicateMember("value", key: "k", path: "de.stringUnit"),
            .duplicateMember("de", key: "k", path: "localizations"),
            .duplicateMember("stringUnit", key: "k", path: "de"),
            .duplicateMember("one", key: "k", path: "fr.plural"),
            .duplicateMember("n", key: "k", path: "it.substitutions"),
        ])
        #expect(Self.lines(catalog).first == "2:22 warning: \"comment\" appears more than once in the entry \"k\"; "
            + "the last one counts")
        #expect(Self.lines(catalog).map { $0.prefix(4) } == ["2:22", "3:47", "4:1 ", "4:48", "6:1 ", "7:86"])
        let entry = catalog.entries.first
        #expect(entry?.comment == "b")
        #expect(entry?.languages == ["de", "fr", "it"])
        #expect(entry?.localizations["it"]?.substitutions["n"]?.argNum == 2)
        #expect(entry?.localizations["de"]?.stringUnit?.value == "4")
        #expect(entry?.localizations["de"]?.stringUnit?.state == .translated)
        #expect(entry?.leaves(for: "fr").map(\.unit.value) == ["b"])
    }

    @Test("a catalog with random bytes changed is read or rejected, every problem with a place")
    func mutations() {
        var random = SeededRandom(seed: 11)
        let original = Array(StringCatalogReaderTests.text.utf8)
        let alphabet = Array("{}[]:,\"\\ 0-tnfe".utf8)
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0...Int.random(in: 0...2, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                if Bool.random(using: &random) {
                    bytes[position] = alphabet.randomElement(using: &random)!
                } else {
                    bytes.remove(at: position)
                }
            }
            let catalog = StringCatalog(bytes: bytes, path: "m.xcstrings")
            #expect(catalog.issues.count <= 1)
            #expect(catalog.structureIssues.allSatisfy { $0.location != nil })
            for entry in catalog.entries {
                for language in entry.languages { _ = entry.leaves(for: language) }
            }
        }
    }
}
