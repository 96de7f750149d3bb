import CodeKeys
import Testing

/// What the matcher makes of a call's arguments: ternaries of literals, several keys, whole-table loads.
@Suite struct CallMatcherTests {
    @Test func aTernaryOfLiteralsGivesACallPerLiteral() {
        let calls = swiftCalls("""
            NSLocalizedString(c ? "a" : "b", comment: "C")
            Text(isOn ? "On" : "Off")
            Text(x ? "1" : y ? "2" : ("3"))
            Text((x ? "4" : "5"))
            String(localized: ok ? "\\(n) done" : "failed")
            Text(x ? "no" : name); Text(x?.isOn ?? false ? "6" : "7"); Text(try? x ? "8" : "9")
            NSLocalizedString(x ? "p" : name, comment: "")
            """)
        #expect(keys(calls) == [
            "a", "b", "On", "Off", "1", "2", "3", "4", "5", "%@ done", "failed", "6", "7", "8", "9",
            "* (built at run time)",
        ])
        #expect(calls.map(\.location.column) == [23, 29, 13, 20, 10, 20, 27, 11, 17, 24, 38, 48, 54, 74, 80, 19])
        #expect(calls[1].comment == "C" && calls[2].comment == nil)
        #expect(calls[9].hasInterpolatedSpecifiers && !calls[10].hasInterpolatedSpecifiers)
    }

    @Test func optionalsAndNilCoalescingAreNoTernaries() {
        let calls = swiftCalls("""
            Text(flag ?? "no"); Text(value?.title ?? "no"); NSLocalizedString(key ?? "k", comment: "")
            """)
        #expect(keys(calls) == ["* (built at run time)"])
    }

    @Test func objectiveCTernaries() {
        let calls = objectiveCCalls("""
            NSLocalizedString(c ? @"a" : @"b", nil);
            NSLocalizedString(c?@"x":@"y", nil);
            NSLocalizedStringFromTable(c ? @"t" : name, @"T", nil);
            NSLocalizedString(c ?: @"elvis", nil);
            """)
        #expect(keys(calls) == ["a", "b", "x", "y", "* (built at run time)", "* (built at run time)"])
        #expect(calls.map(\.location.column) == [23, 30, 21, 26, 28, 19])
    }

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
