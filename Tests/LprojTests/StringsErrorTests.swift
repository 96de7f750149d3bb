import Testing
@testable import Lproj

/// Every syntax problem: its message, its line and column, what Apple's parser keeps (checked against Foundation),
/// and that the parser still reads the rest of the file.
struct StringsErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let issues: [String]
        /// Keys the parser recovers, in order.
        let keys: [String]
        /// How many keys Apple keeps.
        let runtime: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "missing semicolon", text: "\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n",
            issues: ["2:10: error: missing ';' after the entry \"b\"; Apple's parser rejects the whole file, "
                + "so all 3 entries are lost at run time"],
            keys: ["a", "b", "c"], runtime: 0),
        Case(
            name: "missing semicolon at the end", text: "\"a\" = \"1\";\n\"b\" = \"2\"",
            issues: ["2:10: error: missing ';' after the entry \"b\"; Apple's parser rejects the whole file, "
                + "so all 2 entries are lost at run time"],
            keys: ["a", "b"], runtime: 0),
        Case(
            name: "unescaped quote inside a value", text: "\"a\" = \"He said \"hi\" to me\";\n\"b\" = \"2\";\n",
            issues: ["1:16: error: a '\"' inside the value of \"a\" is not escaped, so it ends the value there and the "
                + "rest of the text stands where ';' should; write it as \\\"; Apple's parser rejects the whole file, "
                + "so all 2 entries are lost at run time"],
            keys: ["a", "b"], runtime: 0),
        Case(
            name: "junk where a key should start", text: "\"a\" = \"1\";\n@@ \"b\" = \"2\";\n\"c\" = \"3\";\n",
            issues: ["2:1: error: unexpected '@' (U+0040) where a key should start; Apple's parser silently stops "
                + "reading here and drops the 2 entries after it"],
            keys: ["a", "b", "c"], runtime: 1),
        Case(
            name: "second byte order mark", text: "\"a\" = \"1\";\n\u{FEFF}\"b\" = \"2\";\n",
            issues: ["2:1: error: a byte order mark (U+FEFF) in the middle of the file, as when two files are joined; "
                + "Apple's parser silently stops reading here and drops the 1 entry after it"],
            keys: ["a", "b"], runtime: 1),
        Case(
            name: "stray character at the very end", text: "\"a\" = \"1\";\n#",
            issues: ["2:1: warning: unexpected '#' (U+0023) where a key should start; Apple's parser silently stops "
                + "reading here (nothing follows, so nothing is lost)"],
            keys: ["a"], runtime: 1),
        Case(
            name: "NUL byte", text: "\"a\" = \"1\"; \u{0} \"b\" = \"2\";",
            issues: ["1:12: error: unexpected character U+0000 where a key should start; Apple's parser silently "
                + "stops reading here and drops the 1 entry after it"],
            keys: ["a", "b"], runtime: 1),
        Case(
            name: "junk before the first key", text: "@ \"a\" = \"1\";",
            issues: ["1:1: error: unexpected '@' (U+0040) where a key should start; Apple's parser rejects the whole "
                + "file, so its only entry is lost at run time"],
            keys: ["a"], runtime: 0),
        Case(
            name: "unterminated string", text: "\"a\" = \"1\";\n\"b\" = \"open;\nc = d;\n",
            issues: ["2:7: error: quoted string is never closed; Apple's parser rejects the whole file, so all 2 "
                + "entries are lost at run time"],
            keys: ["a", "c"], runtime: 0),
        Case(
            name: "missing closing quote swallows the next line", text: "\"a\" = \"open;\n\"b\" = \"2\";\n",
            issues: ["1:7: error: the value of \"a\" runs over a line break and is followed by no ';': its closing "
                + "quote is probably missing; Apple's parser rejects the whole file, so its only entry is lost at run "
                + "time"],
            keys: ["a"], runtime: 0),
        Case(
            name: "unterminated comment", text: "\"a\" = \"1\";\n/* open\n\"b\" = \"2\";\n",
            issues: ["2:1: error: comment '/*' is never closed; Apple's parser silently stops reading here and "
                + "drops the 1 entry after it"],
            keys: ["a", "b"], runtime: 1),
        Case(
            name: "no equals sign", text: "a b = c;\n\"d\" = \"e\";",
            issues: ["1:3: error: expected '=' or ';' after the key \"a\"; Apple's parser rejects the whole file, so "
                + "its only entry is lost at run time"],
            keys: ["d"], runtime: 0),
        Case(
            name: "no value", text: "\"a\" = ;\n\"b\" = \"2\";",
            issues: ["1:7: error: missing value after '=' for the key \"a\"; Apple's parser rejects the whole file, "
                + "so its only entry is lost at run time"],
            keys: ["b"], runtime: 0),
        Case(
            name: "no value at the end", text: "\"a\" = ",
            issues: ["1:7: error: missing value after '=' for the key \"a\"; Apple's parser rejects the file"],
            keys: [], runtime: 0),
        Case(
            name: "missing closing brace", text: "{\n\"a\" = \"1\";\n",
            issues: ["3:1: error: missing '}' at the end of the file, to close the '{' it opens with; Apple's parser "
                + "rejects the whole file, so its only entry is lost at run time"],
            keys: ["a"], runtime: 0),
        Case(
            name: "text after the closing brace", text: "{ \"a\" = \"1\"; } \"b\" = \"2\";",
            issues: ["1:16: error: text after the '}' that closes the file; Apple's parser rejects the whole file, "
                + "so its only entry is lost at run time"],
            keys: ["a"], runtime: 0),
        Case(
            name: "junk inside braces rejects", text: "{ \"a\" = \"1\"; @ \"b\" = \"2\"; }",
            issues: ["1:14: error: unexpected '@' (U+0040) where a key should start; Apple's parser rejects the "
                + "whole file, so all 2 entries are lost at run time"],
            keys: ["a", "b"], runtime: 0),
        Case(
            name: "closing brace with no opening", text: "\"a\" = \"1\";\n}\n\"b\" = \"2\";",
            issues: ["2:1: error: unexpected '}' with no '{' before it; Apple's parser silently stops reading here "
                + "and drops the 1 entry after it"],
            keys: ["a", "b"], runtime: 1),
        Case(
            name: "array value", text: "\"a\" = (x, \"y\");\n\"b\" = \"2\";",
            issues: ["1:7: error: the value of \"a\" is an array, not text"],
            keys: ["a", "b"], runtime: 2),
        Case(
            name: "a single string is no table", text: "\"hello\"",
            issues: ["1:1: error: the property list holds a single string, not a dictionary; Apple's parser rejects "
                + "the file"],
            keys: [], runtime: 0),
        Case(
            name: "unpaired surrogate escape", text: #""a" = "\UD800x";"#,
            issues: ["1:1: error: a \\U escape in \"a\" makes half a surrogate pair, read as U+FFFD; the text at run "
                + "time differs from the file"],
            keys: ["a"], runtime: 1),
        Case(
            name: "columns count characters, not bytes", text: "\"é😀\" = \"ü\"; @",
            issues: ["1:13: warning: unexpected '@' (U+0040) where a key should start; Apple's parser silently stops "
                + "reading here (nothing follows, so nothing is lost)"],
            keys: ["é😀"], runtime: 1),
        Case(
            name: "first problem decides, later ones are unreached", text: "\"a\" = \"1\";\n#\n\"b\" = \"2\"\n",
            issues: [
                "2:1: error: unexpected '#' (U+0023) where a key should start; Apple's parser silently stops reading "
                    + "here and drops the 1 entry after it",
                "3:10: error: missing ';' after the entry \"b\"; Apple's parser loses this part of the file anyway, "
                    + "to another problem reported here",
            ],
            keys: ["a", "b"], runtime: 1),
    ]

    @Test(arguments: cases)
    func reportsAndRecovers(_ testCase: Case) {
        let document = parse(testCase.text)
        #expect(document.issueLines == testCase.issues)
        #expect(document.entries.map(\.key) == testCase.keys)
        #expect(document.runtimeEntryCount == testCase.runtime)
    }

    /// What the parser says Apple keeps is what Foundation keeps.
    @Test(arguments: cases)
    func runtimeCountMatchesFoundation(_ testCase: Case) {
        #expect(parse(testCase.text).runtimeEntryCount == FoundationOracle.count(Array(testCase.text.utf8)))
    }

    @Test func everyIssueNamesTheFile() {
        for testCase in Self.cases {
            for issue in parse(testCase.text).issues {
                #expect(issue.file == "test.strings")
                #expect(issue.location?.file == "test.strings")
            }
        }
    }

    @Test func crlfLinesAreCountedOnce() {
        let document = parse("\"a\" = \"1\";\r\n\r\n\"b\" = \"2\"\r\n\"c\" = \"3\";")
        #expect(document.issues.first?.location?.line == 3)
    }
}
