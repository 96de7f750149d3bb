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

    /// A directive is told by its first two words, split at spaces, tabs and `#`, comments read as spaces and
    /// continued lines joined; words longer than eight bytes are told apart from their first eight.
    @Test(arguments: [
        ("# if 0", false), ("#if false", false), ("#if/* c */0", false), ("#if 0 // off", false), ("#\\\nif 0", false),
        ("#if\t0", false), ("#if 00", true), ("#if 0x1", true), ("#if DEBUG", true), ("#ifdef 0", true),
        ("#if falsehood", true), ("#iffy 0", true),
    ])
    func directivesAreToldApartByTheirWords(directive: String, isActive: Bool) {
        let source = "\(directive)\nNSLocalizedString(@\"inside\", nil);\n#endif\nNSLocalizedString(@\"after\", nil);\n"
        #expect(keys(objectiveCCalls(source)) == (isActive ? ["inside", "after"] : ["after"]), "\(directive)")
    }

    /// Inside an inactive block, nested blocks are skipped whole; `#elif` and `#else` of the block itself end it.
    @Test(arguments: [
        ("#ifndef A\n#else\n#endif\n#elif B", ["elif"]), ("#ifdefined_long_name\n#endif\n#else", ["elif"]),
        ("#endif_not\n#endif", ["elif"]), ("#elifdef C", ["elif"]), ("#elsewhere\n#endif", ["elif"]),
    ])
    func inactiveBlocksEndAtTheirOwnDirective(lines: String, expected: [String]) {
        let source = "#if 0\nNSLocalizedString(@\"off\", nil);\n\(lines)\nNSLocalizedString(@\"elif\", nil);\n#endif\n"
        #expect(keys(objectiveCCalls(source)) == expected, "\(lines)")
    }

    @Test func unterminatedLiteralsAreProblems() {
        let scan = SourceScanner.scan(bytes: Array("x = @\"open\n/* c".utf8), path: "T.m", language: .objectiveC)
        #expect(scan.problems.map(\.kind) == [.unterminatedString, .unterminatedComment])
    }
}
