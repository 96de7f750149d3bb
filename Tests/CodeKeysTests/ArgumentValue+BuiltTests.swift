import CodeKeys
import Testing

/// Keys built by concatenation and formats are patterns whose literal pieces are known.
@Suite struct ArgumentValueBuiltTests {
    @Test func objectiveCMessages() {
        let calls = objectiveCCalls("""
            NSLocalizedString([@"pre." stringByAppendingString:x], nil);
            NSLocalizedString([NSString stringWithFormat:@"alert.%@.title", kind], nil);
            NSLocalizedString([NSString stringWithFormat:@"%1$@-%2$ld of %%d", a, b], nil);
            NSLocalizedString([[@"a." stringByAppendingString:x] stringByAppendingString:@".b"], nil);
            NSLocalizedString([@"f." stringByAppendingFormat:@"%d.g", n], nil);
            NSLocalizedString([[NSString alloc] initWithFormat:@"init.%@", x], nil);
            NSLocalizedString([NSString localizedStringWithFormat:@"loc.%lu", n], nil);
            NSLocalizedString([NSString stringWithFormat:@"no specifier"], nil);
            NSLocalizedString([@"x" lowercaseString], nil);
            NSLocalizedString([NSString stringWithFormat:format, x], nil);
            """)
        #expect(keys(calls) == [
            "pre.* (built at run time)", "alert.*.title (built at run time)", "*-* of %d (built at run time)",
            "a.*.b (built at run time)", "f.*.g (built at run time)", "init.* (built at run time)",
            "loc.* (built at run time)", "no specifier", "* (built at run time)", "* (built at run time)",
        ])
    }

    @Test func swiftFormatsAndConcatenation() {
        let calls = swiftCalls("""
            NSLocalizedString(String(format: "alert.%@.title", kind), comment: "")
            NSLocalizedString(String(format: "%d%%", n), comment: "")
            NSLocalizedString(String.localizedStringWithFormat("count.%lld", n), comment: "")
            NSLocalizedString(NSString(format: "ns.%@", x) as String, comment: "")
            NSLocalizedString("pre." + x, comment: "")
            NSLocalizedString("pre." + String(format: "%@.post", x), comment: "")
            NSLocalizedString(String(format: format, x), comment: "")
            """)
        #expect(keys(calls) == [
            "alert.*.title (built at run time)", "*% (built at run time)", "count.* (built at run time)",
            "* (built at run time)", "pre.* (built at run time)", "pre.*.post (built at run time)",
            "* (built at run time)",
        ])
    }

    @Test func aFormattedCommentIsNoComment() {
        let calls = objectiveCCalls("NSLocalizedString(@\"k\", [NSString stringWithFormat:@\"c %d\", n]);")
        #expect(keys(calls) == ["k"] && calls.first?.comment == nil)
    }
}
