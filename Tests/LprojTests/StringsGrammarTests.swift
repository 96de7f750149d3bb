import Testing
@testable import Lproj

/// Every production of the old-style `.strings` grammar, each checked against an expected table written here and
/// against Foundation's own parser.
struct StringsGrammarTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let pairs: [[String]]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "quoted key and value", text: #""a" = "1";"#, pairs: [["a", "1"]]),
        Case(name: "unquoted key and value", text: "key_1 = val.ue;", pairs: [["key_1", "val.ue"]]),
        Case(name: "every unquoted character", text: "aZ09_$/:.- = x;", pairs: [["aZ09_$/:.-", "x"]]),
        Case(name: "key alone means value is key", text: #""Cancel";"#, pairs: [["Cancel", "Cancel"]]),
        Case(name: "single quotes", text: #"'a' = 'say "hi"';"#, pairs: [["a", "say \"hi\""]]),
        Case(name: "double quotes hold single", text: #""a" = "it's";"#, pairs: [["a", "it's"]]),
        Case(name: "block comment", text: "/* note */\n\"a\" = \"1\";", pairs: [["a", "1"]]),
        Case(name: "line comment", text: "// note\n\"a\" = \"1\"; // trailing", pairs: [["a", "1"]]),
        Case(name: "comments between every token", text: "\"a\" /*1*/ = //2\n \"1\" /*3*/ ;", pairs: [["a", "1"]]),
        Case(name: "optional braces", text: #"{ "a" = "1"; "b" = "2"; }"#, pairs: [["a", "1"], ["b", "2"]]),
        Case(name: "comments only", text: "/* nothing */\n// here\n", pairs: []),
        Case(name: "white space only", text: " \n\t\r\n", pairs: []),
        Case(name: "all white space kinds", text: "\t\u{0B}\u{0C}\r\n\u{2028}\u{2029} \"a\"\r=\n\"1\"\r\n;", pairs: [["a", "1"]]),
        Case(name: "duplicate keys kept in order", text: "\"a\" = \"1\";\n\"a\" = \"2\";", pairs: [["a", "1"], ["a", "2"]]),
        Case(name: "newline inside quotes", text: "\"a\" = \"line 1\nline 2\";", pairs: [["a", "line 1\nline 2"]]),
        Case(name: "non-ASCII text", text: "\"clé\" = \"värde 😀 中文\";", pairs: [["clé", "värde 😀 中文"]]),
        Case(name: "empty strings", text: #""" = "";"#, pairs: [["", ""]]),
        Case(name: "no space at all", text: #""a"="1";"b"="2";"#, pairs: [["a", "1"], ["b", "2"]]),
        Case(name: "slash starts an unquoted key", text: "a/b = c;", pairs: [["a/b", "c"]]),
        Case(name: "escaped quote and backslash", text: #""k\"ey" = "a\\b\'c";"#, pairs: [["k\"ey", "a\\b'c"]]),
        Case(name: "control escapes", text: #""a" = "\a\b\f\n\r\t\v";"#, pairs: [["a", "\u{07}\u{08}\u{0C}\n\r\t\u{0B}"]]),
        Case(name: "backslash newline", text: "\"a\" = \"x\\\ny\";", pairs: [["a", "x\ny"]]),
        Case(name: "backslash CRLF keeps both", text: "\"a\" = \"x\\\r\ny\";", pairs: [["a", "x\r\ny"]]),
        Case(name: "octal escapes", text: #""a" = "\101\12\0x";"#, pairs: [["a", "A\n\u{0}x"]]),
        Case(name: "octal takes three digits at most", text: #""a" = "\1014";"#, pairs: [["a", "A4"]]),
        Case(name: "octal above 0x7F is NeXTSTEP", text: #""a" = "\200\251\321";"#, pairs: [["a", "\u{A0}\u{2019}\u{B1}"]]),
        Case(name: "octal NeXTSTEP gaps are NUL", text: #""a" = "\376\377";"#, pairs: [["a", "\u{0}\u{0}"]]),
        Case(name: "octal wraps at a byte", text: #""a" = "\501";"#, pairs: [["a", "A"]]),
        Case(name: "U escape", text: #""a" = "\U00e9\U41\UABCD";"#, pairs: [["a", "éA\u{ABCD}"]]),
        Case(name: "U escape takes four digits at most", text: #""a" = "\U12345";"#, pairs: [["a", "\u{1234}5"]]),
        Case(name: "U escape surrogate pair", text: #""a" = "\UD83D\UDE00";"#, pairs: [["a", "😀"]]),
        Case(name: "U escape without digits is NUL", text: #""a" = "\Ux";"#, pairs: [["a", "\u{0}x"]]),
        Case(name: "lowercase u is no escape", text: #""a" = "\u00e9";"#, pairs: [["a", "u00e9"]]),
        Case(name: "unknown escape keeps the character", text: #""a" = "\q\%\é";"#, pairs: [["a", "q%é"]]),
        Case(name: "escapes in keys", text: #""a\nb" = "1";"#, pairs: [["a\nb", "1"]]),
        Case(name: "unquoted number value", text: "a = 1.5;", pairs: [["a", "1.5"]]),
        Case(name: "semicolon on next line", text: "\"a\" = \"1\"\n;", pairs: [["a", "1"]]),
        // Inside an entry one space or none is passed without the general scan: what follows it must still be read.
        Case(name: "one space then a comment", text: "\"a\" /*c*/= /*d*/\"1\" //e\n;", pairs: [["a", "1"]]),
        Case(name: "one space then a line break", text: "\"a\" \n= \r\n\"1\" \r;", pairs: [["a", "1"]]),
        Case(name: "one space then a separator", text: "\"a\" \u{2028}= \u{2029}\"1\" \u{2028};", pairs: [["a", "1"]]),
        Case(name: "two spaces and tabs", text: "\"a\"  =\t\t\"1\" \t;", pairs: [["a", "1"]]),
    ]

    @Test(arguments: cases)
    func readsAsExpected(_ testCase: Case) {
        let document = parse(testCase.text)
        #expect(document.pairs == testCase.pairs)
        #expect(document.issues.isEmpty, "\(document.issueLines)")
        #expect(document.runtimeEntryCount == Set(testCase.pairs.map { $0[0] }).count)
    }

    @Test(arguments: cases)
    func agreesWithFoundation(_ testCase: Case) throws {
        let expected = try #require(FoundationOracle.table(Array(testCase.text.utf8)))
        #expect(parse(testCase.text).table == expected)
    }

    @Test func lastDuplicateWinsInTheTable() {
        #expect(parse("\"a\" = \"1\";\n\"a\" = \"2\";").table == ["a": "2"])
    }

    @Test func entriesKnowTheirPlaces() {
        let document = parse("/* c */\n  \"é😀\" = \"v\";\nk = \"w\";")
        #expect(document.entries.map { $0.location?.description } == ["test.strings:2:3", "test.strings:3:1"])
        #expect(document.entries.map { $0.valueLocation.map { "\($0.line):\($0.column)" } } == ["2:10", "3:5"])
    }

    @Test func entriesKeepTheirComments() {
        let document = parse("/* First. */\n\"a\" = \"1\";\n\n// Second\n\"b\" = \"2\";\n\"c\" = \"3\";\n"
            + "/* A long\n * comment. */\n\"d\" = \"4\";")
        #expect(document.entries.map(\.comment) == ["First.", "Second", nil, "A long\n * comment."])
    }

    @Test(arguments: [
        ("a = b;\nc = d;\n", LineEnding.lf), ("a = b;\r\nc = d;\r\n", .crlf), ("a = b;\rc = d;\r", .cr),
        ("a = b;\nc = d;\r\n", .mixed), ("a = b;", LineEnding.none),
    ])
    func detectsLineEndings(text: String, ending: LineEnding) {
        #expect(parse(text).lineEnding == ending)
    }

    @Test func linesCountCarriageReturnsLikeCoreFoundation() {
        let document = parse("a = b;\r\nc = d;\re = f;\n\r\ng = h;")
        #expect(document.entries.map { $0.location?.line } == [1, 2, 3, 5])
    }
}

/// The entry Apple uses for each key of a text file: the last of duplicates, with its own comment.
struct StringsEntriesByKeyTests {
    @Test func theLastDuplicateWinsWithItsComment() {
        let document = StringsFileReader.read(
            bytes: Array("/* old */\n\"a\" = \"1\";\n/* new */\n\"a\" = \"2\";\n\"b\" = \"3\";\n".utf8), path: "x")
        #expect(document.entriesByKey.mapValues(\.value) == ["a": "2", "b": "3"])
        #expect(document.entriesByKey["a"]?.comment == "new")
        #expect(document.entriesByKey.mapValues(\.value) == document.table)
    }
}
