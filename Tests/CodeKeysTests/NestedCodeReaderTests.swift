import CodeKeys
import Testing

/// Calls in nested code: Swift interpolations and Objective-C macro bodies, read after the code around them.
@Suite struct NestedCodeReaderTests {
    @Test func callsInInterpolationsAreFoundAtTheirKeys() {
        let calls = swiftCalls(##"""
            let a = "\(NSLocalizedString("Current profile:", comment: ""))"
            Text("Hi \(String(localized: "name"))")
            let b = "outer \("inner \(NSLocalizedString("deep", comment: "C"))") end"
            let c = #"raw \#(NSLocalizedString("raw", comment: ""))"#
            let d = """
                line \(NSLocalizedString("multi", comment: ""))
                """
            """##)
        #expect(keys(calls) == ["Current profile:", "Hi %@", "name", "deep", "raw", "multi"])
        #expect(calls.map(\.function) == [
            "NSLocalizedString", "Text", "String(localized:)", "NSLocalizedString", "NSLocalizedString",
            "NSLocalizedString",
        ])
        #expect(calls.map(\.location.description) == [
            "T.swift:1:30", "T.swift:2:6", "T.swift:2:30", "T.swift:3:45", "T.swift:4:36", "T.swift:6:30",
        ])
        #expect(calls[3].comment == "C")
    }

    @Test func interpolationsKeepFileOrderAmongOtherCalls() {
        let calls = swiftCalls(#"""
            Text("a"); let s = "\(Text("b")) \(Text("c"))"; Text("d")
            """#)
        #expect(keys(calls) == ["a", "b", "c", "d"])
    }

    @Test func anUnterminatedInterpolationIsNotRead() {
        let calls = swiftCalls(#"let s = "\(NSLocalizedString("x", comment: "")"# + "\nText(\"after\")")
        #expect(keys(calls) == ["after"])
    }

    @Test func callsInMacroBodiesAreRead() {
        let calls = objectiveCCalls("""
            #define TITLE NSLocalizedString(@"Title", nil)
            #define LONG NSLocalizedStringFromTable(@"Long", \\
                @"Table", @"Comment")
            #define TWO NSLocalizedString(@"one", nil) NSLocalizedString(@"two", nil)
            #define JOINED NSLocalizedString(@"a" \\
                @"b", nil)
            #   define SPACED NSLocalizedString(@"spaced", nil) // NSLocalizedString(@"commented", nil)
            #import "NSLocalizedString(@\\"no\\", nil)"
            #if 0
            #define OFF NSLocalizedString(@"off", nil)
            #endif
            NSString *t = TITLE;
            """)
        #expect(keys(calls) == ["Title", "Long", "one", "two", "ab", "spaced"])
        #expect(calls[1].table == "Table" && calls[1].comment == "Comment")
        #expect(calls[1].location.description == "T.m:2:41")
    }

    @Test func aWrappersDefinitionIsNoCall() {
        let calls = objectiveCCalls("""
            #define L(key) NSLocalizedString(key, nil)
            #define LP( key , comment ) NSLocalizedString((key), comment)
            #define LV(...) NSLocalizedString(__VA_ARGS__)
            #define LT(key) NSLocalizedStringFromTable(key, @"Table", nil)
            #define LK(key) NSLocalizedString(@"fixed", key)
            #define LC(k) NSLocalizedString(k ? @"a" : @"b", nil)
            NSString *s = L(@"not a call genstrings reads");
            """)
        #expect(keys(calls) == ["fixed", "a", "b"])
    }

    @Test func aStringifyingMacroIsNoDirective() {
        let calls = objectiveCCalls("""
            #define S(x) #x NSLocalizedString(@"after hash", nil)
            """)
        #expect(keys(calls) == ["after hash"])
    }
}
