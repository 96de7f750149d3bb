@testable import CodeKeys
import Testing

/// Swift literals read exactly, as the compiler reads them.
@Suite struct SwiftStringReaderTests {
    /// The value of the one literal key in `source` (a call of NSLocalizedString on it).
    func key(_ literal: String) -> String? {
        swiftCalls("NSLocalizedString(\(literal), comment: \"\")").first?.key.literal
    }

    @Test func escapes() {
        #expect(key(#""a\nb\tc\"d\\e\0f\'g""#) == "a\nb\tc\"d\\e\0f'g")
        #expect(key(#""\u{1F600}\u{E9}""#) == "😀é")
        #expect(key(#""é ü""#) == "é ü")
    }

    @Test func rawStrings() {
        #expect(key(##"#"a\nb "quoted" \#n"#"##) == "a\\nb \"quoted\" \n")
        #expect(key(###"##"a "# b\##tc"##"###) == "a \"# b\tc")
    }

    @Test func multiLineStringsLoseTheClosingIndentation() {
        let source = "NSLocalizedString(\"\"\"\n    first\n      second \\\n    joined\n\n    last\n    \"\"\", comment: \"\")"
        #expect(swiftCalls(source).first?.key.literal == "first\n  second joined\n\nlast")
        let flush = "NSLocalizedString(\"\"\"\nA \"quote\"\n\"\"\", comment: \"\")"
        #expect(swiftCalls(flush).first?.key.literal == "A \"quote\"")
        let empty = "NSLocalizedString(\"\"\"\n    \"\"\", comment: \"\")"
        #expect(swiftCalls(empty).first?.key.literal == "")
    }

    @Test func interpolationsWithNestedLiterals() {
        let calls = swiftCalls(#"NSLocalizedString("a.\(f("x)", "(")).b", comment: "")"#)
        #expect(keys(calls) == ["a.*.b (built at run time)"])
    }

    @Test func commentsAreSkipped() {
        let source = """
            // NSLocalizedString("line", comment: "")
            /* NSLocalizedString("block", comment: "") /* nested */ NSLocalizedString("still", comment: "") */
            NSLocalizedString("real", comment: "")
            """
        #expect(keys(swiftCalls(source)) == ["real"])
    }

    @Test func unterminatedLiteralsAreProblems() {
        let scan = SourceScanner.scan(bytes: Array("let a = \"open\nlet b = 1 /* x".utf8), path: "T.swift", language: .swift)
        #expect(scan.problems.map(\.kind) == [.unterminatedString, .unterminatedComment])
        #expect(scan.problems.first?.location.description == "T.swift:1:9")
    }
}
