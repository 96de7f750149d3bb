import CodeKeys
import Testing

/// Objective-C literals: C escapes, adjacent literals joined, comments and `#if 0` skipped.
@Suite struct CStringReaderTests {
    func key(_ literal: String) -> String? { objectiveCCalls("NSLocalizedString(\(literal), nil);").first?.key.literal }

    @Test func escapes() {
        #expect(key(#"@"a\nb\t\"c\\""#) == "a\nb\t\"c\\")
        #expect(key(#"@"\101\x42\u00e9\U0001F600""#) == "ABé😀")
        #expect(key(#"@"caf\303\251""#) == "café")
    }

    @Test func adjacentLiteralsAreJoined() {
        #expect(key(#"@"a" @"b""#) == "ab")
        #expect(key("@\"a\" /* c */ \"b\"\n  @\"c\"") == "abc")
    }

    @Test func commentsAndInactiveCodeAreSkipped() {
        let source = """
            // NSLocalizedString(@"line", nil);
            /* NSLocalizedString(@"block", nil); */
            #if 0
            NSLocalizedString(@"inactive", nil);
            #if DEBUG
            #endif
            #else
            NSLocalizedString(@"else", nil);
            #endif
            #define L(x) NSLocalizedString(x, nil)
            char c = '"'; NSLocalizedString(@"real", nil);
            """
        #expect(keys(objectiveCCalls(source)) == ["else", "real"])
    }

    @Test func unterminatedLiteralsAreProblems() {
        let scan = SourceScanner.scan(bytes: Array("x = @\"open\n/* c".utf8), path: "T.m", language: .objectiveC)
        #expect(scan.problems.map(\.kind) == [.unterminatedString, .unterminatedComment])
    }
}
