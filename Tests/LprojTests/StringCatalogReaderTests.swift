import Testing

@testable import Lproj

/// Reads text written in a test as a String Catalog named `Localizable.xcstrings`.
func readCatalog(_ text: String) -> StringCatalog {
    StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
}

/// The `line:column` of the `occurrence`-th (1-based) appearance of `needle` in `text`, counted independently of
/// the parser: lines end at `\n`, columns count Unicode scalars.
func placeOf(_ needle: String, in text: String, occurrence: Int = 1) -> String {
    let scalars = Array(text.unicodeScalars)
    let target = Array(needle.unicodeScalars)
    var seen = 0
    var (line, column) = (1, 1)
    for index in scalars.indices {
        if Array(scalars[index..<min(scalars.count, index + target.count)]) == target {
            seen += 1
            if seen == occurrence { return "\(line):\(column)" }
        }
        if scalars[index] == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
    }
    return "not found"
}

@Suite("String Catalog reader")
struct StringCatalogReaderTests {
    static let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "comment" : "Item count 😀",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld Elemente"
                  }
                },
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "variations" : {
                          "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                          }
                        }
                      },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld things" } }
                    }
                  }
                },
                "fr" : {
                  "stringUnit" : { "state" : "stale", "value" : "%#@count@" },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg élément" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg éléments" } }
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld элемент" } },
                      "few" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld элемента" } },
                      "many" : {
                        "variations" : {
                          "device" : {
                            "mac" : { "stringUnit" : { "state" : "new", "value" : "%lld элементов (Mac)" } },
                            "other" : { "stringUnit" : { "state" : "new", "value" : "%lld элементов" } }
                          }
                        }
                      },
                      "other" : { "stringUnit" : { "state" : "new", "value" : "%lld элемента" } }
                    }
                  }
                }
              }
            },
            "Say \\"hi\\"\\n" : {
              "localizations" : {
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "「こんにちは」" } }
              }
            },
            "Untranslatable" : {
              "shouldTranslate" : false
            },
            "Welcome" : {

            }
          },
          "version" : "1.0"
        }
        """

    static let catalog = readCatalog(text)

    @Test("the catalog's header and entries in file order, with no issue")
    func header() {
        let catalog = Self.catalog
        #expect(catalog.issues.isEmpty)
        #expect(catalog.structureIssues.isEmpty)
        #expect(!catalog.hasErrors)
        #expect(catalog.path == "Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.entries.map(\.key) == ["%lld items", "Say \"hi\"\n", "Untranslatable", "Welcome"])
        #expect(catalog.entries.map { place($0.location) } == [
            placeOf("\"%lld items\"", in: Self.text), placeOf("\"Say", in: Self.text),
            placeOf("\"Untranslatable\"", in: Self.text), placeOf("\"Welcome\"", in: Self.text),
        ])
        #expect(catalog.languages == ["en", "de", "fr", "ru", "ja"])
    }

    @Test("an entry's metadata; shouldTranslate is true unless it says false")
    func metadata() throws {
        let items = try #require(Self.catalog.entry(forKey: "%lld items"))
        #expect(items.comment == "Item count 😀")
        #expect(items.extractionState == "manual")
        #expect(items.shouldTranslate)
        #expect(items.languages == ["de", "en", "fr", "ru"])
        let untranslatable = try #require(Self.catalog.entry(forKey: "Untranslatable"))
        #expect(!untranslatable.shouldTranslate)
        #expect(untranslatable.comment == nil && untranslatable.extractionState == nil)
        #expect(untranslatable.localizations.isEmpty)
    }

    @Test("a plain unit: state, value and their places")
    func plainUnit() throws {
        let german = try #require(Self.catalog.entries.first?.localizations["de"])
        #expect(place(german.location) == placeOf("\"de\"", in: Self.text))
        let unit = try #require(german.stringUnit)
        #expect(unit.state == .translated)
        #expect(unit.value == "%lld Elemente")
        #expect(place(unit.location) == placeOf("\"stringUnit\"", in: Self.text))
        #expect(place(unit.valueLocation) == placeOf("\"%lld Elemente\"", in: Self.text))
        #expect(place(unit.stateLocation) == placeOf("\"translated\"", in: Self.text))
        #expect(german.variations.isEmpty && german.substitutions.isEmpty)
        #expect(Self.catalog.entries[0].leaves(for: "de").map(\.path) == [""])
    }

    @Test("plural variations with all four states, and device inside plural")
    func plural() throws {
        let entry = Self.catalog.entries[0]
        let leaves = entry.leaves(for: "ru")
        #expect(leaves.map(\.path) == ["plural.one", "plural.few", "plural.many.device.mac", "plural.many.device.other",
                                       "plural.other"])
        #expect(leaves.map(\.state) == [.translated, .needsReview, .new, .new, .new])
        #expect(leaves.map(\.pluralCategory) == ["one", "few", "many", "many", "other"])
        #expect(leaves.map(\.unit.value) == ["%lld элемент", "%lld элемента", "%lld элементов (Mac)", "%lld элементов",
                                             "%lld элемента"])
        #expect(place(leaves[2].unit.valueLocation) == placeOf("\"%lld элементов (Mac)\"", in: Self.text))
        let plural = try #require(entry.localizations["ru"]?.variation(.plural))
        #expect(plural.caseNames == ["one", "few", "many", "other"])
        #expect(place(plural.location) == placeOf("\"plural\"", in: Self.text, occurrence: 3))
        #expect(entry.pluralVariations(for: "ru").map(\.path) == [""])
        #expect(entry.pluralVariations(for: "ru").map(\.categories) == [["one", "few", "many", "other"]])
        #expect(entry.localizations["ru"]?.variation(.device) == nil)
    }

    @Test("device variations with plural inside")
    func device() throws {
        let entry = Self.catalog.entries[0]
        let leaves = entry.leaves(for: "en")
        #expect(leaves.map(\.path) == ["device.iphone.plural.one", "device.iphone.plural.other", "device.other"])
        #expect(leaves.map(\.pluralCategory) == ["one", "other", nil])
        #expect(leaves.allSatisfy { $0.state == .translated && $0.substitution == nil })
        let device = try #require(entry.localizations["en"]?.variation(.device))
        #expect(device.kind == .device)
        #expect(device.caseNames == ["iphone", "other"])
        #expect(place(device.cases["iphone"]?.location) == placeOf("\"iphone\"", in: Self.text))
        #expect(entry.pluralVariations(for: "en").map(\.path) == ["device.iphone"])
        #expect(entry.pluralVariations(for: "en").map(\.categories) == [["one", "other"]])
        #expect(entry.localizations["en"]?.stringUnit == nil)
    }

    @Test("substitutions with their argument, specifier and plural variation")
    func substitutions() throws {
        let entry = Self.catalog.entries[0]
        let french = try #require(entry.localizations["fr"])
        #expect(french.stringUnit?.value == "%#@count@")
        #expect(french.stringUnit?.state == .stale)
        let count = try #require(french.substitutions["count"])
        #expect(count.name == "count")
        #expect(count.argNum == 1)
        #expect(count.formatSpecifier == "lld")
        #expect(place(count.location) == placeOf("\"count\"", in: Self.text))
        #expect(count.variations.map(\.kind) == [.plural])
        let leaves = entry.leaves(for: "fr")
        #expect(leaves.map(\.path) == ["", "substitutions.count.plural.one", "substitutions.count.plural.other"])
        #expect(leaves.map(\.substitution) == [nil, "count", "count"])
        #expect(leaves.map(\.pluralCategory) == [nil, "one", "other"])
        #expect(leaves.map(\.unit.value) == ["%#@count@", "%arg élément", "%arg éléments"])
        #expect(entry.pluralVariations(for: "fr").map(\.path) == ["substitutions.count"])
    }

    @Test("keys without localizations are their own source text")
    func sourceText() throws {
        let welcome = try #require(Self.catalog.entry(forKey: "Welcome"))
        #expect(welcome.localizations.isEmpty)
        #expect(welcome.leaves(for: "en").isEmpty)
        #expect(welcome.sourceText(sourceLanguage: "en") == "Welcome")
        let say = try #require(Self.catalog.entry(forKey: "Say \"hi\"\n"))
        #expect(say.sourceText(sourceLanguage: "en") == "Say \"hi\"\n")
        #expect(say.sourceText(sourceLanguage: "ja") == "「こんにちは」")
        #expect(Self.catalog.entries[0].sourceText(sourceLanguage: "en") == nil)
        #expect(Self.catalog.entries[0].sourceText(sourceLanguage: "de") == "%lld Elemente")
        #expect(Self.catalog.entries[0].leaves(for: "xx").isEmpty)
    }

    @Test("duplicate keys of strings are all kept; lookups take the last, as Foundation does")
    func duplicateEntries() {
        let catalog = readCatalog("""
            {"sourceLanguage":"en","version":"1.0","strings":{
            "a":{"comment":"first"},
            "a":{"comment":"second"}}}
            """)
        #expect(catalog.structureIssues.isEmpty)
        #expect(catalog.entries.map(\.comment) == ["first", "second"])
        #expect(catalog.entries.map { place($0.location) } == ["2:1", "3:1"])
        #expect(catalog.entry(forKey: "a")?.comment == "second")
    }

    @Test("a catalog that is no JSON has a reading issue and nothing else")
    func malformed() {
        let catalog = readCatalog("""
            {
              "sourceLanguage" : "en",
              "strings" : {
              }
              "version" : "1.0"
            }
            """)
        #expect(catalog.entries.isEmpty && catalog.structureIssues.isEmpty)
        #expect(catalog.sourceLanguage == nil && catalog.version == nil)
        #expect(catalog.issues.map(\.problem) == [
            .malformedJSON(#"expected ',' or '}' after the value of "strings", found '"'"#),
        ])
        #expect(catalog.issues.map { place($0.location) } == ["5:3"])
        #expect(catalog.hasErrors)
        #expect(readCatalog("").issues.map(\.problem) == [
            .malformedJSON("expected a value, found the end of the file"),
        ])
    }

    /// A catalog whose one localization nests `levels` variations, plural and device in turn.
    static func nested(_ levels: Int) -> String {
        var tree = #"{"stringUnit":{"state":"new","value":"deep"}}"#
        for level in 0..<levels {
            let (kind, name) = level.isMultiple(of: 2) ? ("plural", "one") : ("device", "mac")
            tree = #"{"variations":{"\#(kind)":{"\#(name)":\#(tree)}}}"#
        }
        return #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":\#(tree)}}}}"#
    }

    @Test("variations nested as deep as JSON allows read without trouble")
    func deepNesting() throws {
        let catalog = readCatalog(Self.nested(160))
        #expect(catalog.issues.isEmpty && catalog.structureIssues.isEmpty)
        let leaves = try #require(catalog.entries.first?.leaves(for: "de"))
        #expect(leaves.map(\.unit.value) == ["deep"])
        #expect(leaves.first?.components.count == 320)
        #expect(leaves.first?.pluralCategory == "one")
        #expect(catalog.entries.first?.pluralVariations(for: "de").count == 80)
        #expect(readCatalog(Self.nested(170)).issues.map(\.problem) == [
            .malformedJSON("arrays and objects are nested more than 512 levels deep"),
        ])
    }

    @Test("a minimal catalog and version 1.1 read cleanly")
    func minimal() {
        let catalog = readCatalog(#"{"sourceLanguage":"fr","strings":{},"version":"1.1"}"#)
        #expect(catalog.issues.isEmpty && catalog.structureIssues.isEmpty)
        #expect(catalog.version == "1.1")
        #expect(catalog.languages == ["fr"])
        #expect(catalog.entries.isEmpty)
    }
}
