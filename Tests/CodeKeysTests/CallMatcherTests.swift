import CodeKeys
import Testing

/// What the matcher makes of a call's arguments: whole-table loads, lookups.
@Suite struct CallMatcherTests {
    @Test func wholeTableLoads() throws {
        let calls = swiftCalls("""
            Bundle.main.path(forResource: "Errors", ofType: "strings")
            bundle.path(forResource: "Plurals", ofType: "stringsdict", inDirectory: "Sub")
            bundle.path(forResource: "Loc", ofType: "strings", inDirectory: nil, forLocalization: "de")
            Bundle.main.url(forResource: "Menu", withExtension: "strings")
            bundle.url(forResource: "Menu2", withExtension: "strings", subdirectory: "x", localization: "fr")
            bundle.url(forResource: "Named.strings", withExtension: nil)
            bundle.path(forResource: "Named2.stringsdict", ofType: nil)
            bundle.url(forResource: "Named3.strings")
            bundle.path(forResource: "Image", ofType: "png"); bundle.path(forResource: name, ofType: "strings")
            bundle.url(forResource: "Data.json", withExtension: nil); url.path(percentEncoded: false)
            let path = x; func path(forResource: String, ofType: String) {}
            """)
        #expect(keys(calls) == ["Errors", "Plurals", "Loc", "Menu", "Menu2", "Named", "Named2", "Named3"])
        #expect(calls.allSatisfy { $0.kind == .wholeTable && $0.table == $0.key.literal })
        #expect(calls.map(\.function).first == "path(forResource:ofType:)")
        #expect(calls[3].function == "url(forResource:withExtension:)")
        let first = try #require(calls.first)
        #expect(first.location.description == "T.swift:1:31" && first.tableName == "Errors")
        let objectiveC = objectiveCCalls("""
            [[NSBundle mainBundle] pathForResource:@"Errors" ofType:@"strings"];
            [bundle pathForResource:@"Sub" ofType:@"stringsdict" inDirectory:@"x"];
            [bundle URLForResource:@"Menu" withExtension:@"strings" subdirectory:nil];
            [bundle URLForResource:@"Named.strings" withExtension:nil];
            [bundle pathForResource:@"Icon" ofType:@"png"];
            """)
        #expect(keys(objectiveC) == ["Errors", "Sub", "Menu", "Named"])
        #expect(objectiveC.allSatisfy { $0.kind == .wholeTable })
        #expect(objectiveC.map(\.function) == [
            "pathForResource:ofType:", "pathForResource:ofType:", "URLForResource:withExtension:",
            "URLForResource:withExtension:",
        ])
    }

    @Test func lookupsAreLookups() {
        let calls = swiftCalls(#"NSLocalizedString("k", comment: "")"#)
        #expect(calls.map(\.kind) == [.lookup] && calls.map(\.context) == [.app])
    }
}
