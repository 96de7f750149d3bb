import CodeKeys
import Testing

/// A key that is a ternary of literals gives a call per literal.
@Suite struct TernaryKeyTests {
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
}
