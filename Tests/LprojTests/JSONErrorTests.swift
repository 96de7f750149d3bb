import Testing

@testable import Lproj

@Suite("JSON parser: every error with its line and column")
struct JSONErrorTests {
    static let wordHint = "where a value should be (text needs double quotes; the literals are true, false and null)"

    /// Inputs with the message and the place of the one issue each must give.
    static let cases: [(text: String, message: String, place: String)] = [
        ("", "expected a value, found the end of the file", "1:1"),
        ("  \n ", "expected a value, found the end of the file", "2:2"),
        ("[1,", "expected a value, found the end of the file", "1:4"),
        (#"{"a":"#, "expected a value, found the end of the file", "1:6"),
        ("{} x", "'x' after the end of the JSON value", "1:4"),
        ("1 2", "'2' after the end of the JSON value", "1:3"),
        ("{}\n}", "'}' after the end of the JSON value", "2:1"),
        ("[,1]", "expected a value, found ','", "1:2"),
        (#"{"a":}"#, "expected a value, found '}'", "1:6"),
        ("'a'", #"expected a value, found "'""#, "1:1"),
        ("\u{A0}1", "expected a value, found character U+00A0", "1:1"),
        ("[é]", "expected a value, found 'é' (U+00E9)", "1:2"),
        ("/* c */ {}", "expected a value, found '/'", "1:1"),
        ("[+1]", "expected a value, found '+'", "1:2"),
        (#"{"a":1,}"#, "a ',' before '}' (JSON allows no trailing comma)", "1:7"),
        ("[1,\n]", "a ',' before ']' (JSON allows no trailing comma)", "1:3"),
        ("{a:1}", "expected a key in double quotes or '}', found 'a'", "1:2"),
        ("{", "expected a key in double quotes or '}', found the end of the file", "1:2"),
        (#"{"a":1, b:2}"#, "expected a key in double quotes after ',', found 'b'", "1:9"),
        (#"{"a" 1}"#, #"expected ':' after the key "a", found '1'"#, "1:6"),
        ("{\n  \"a\": 1,\n  \"b\" 2\n}", #"expected ':' after the key "b", found '2'"#, "3:7"),
        (#"{"a":1 "b":2}"#, #"expected ',' or '}' after the value of "a", found '"'"#, "1:8"),
        (#"{"a\n":1]"#, #"expected ',' or '}' after the value of "a\n", found ']'"#, "1:9"),
        ("[1, 2 3]", "expected ',' or ']' after element 2 of an array, found '3'", "1:7"),
        ("[1}", "expected ',' or ']' after element 1 of an array, found '}'", "1:3"),
        ("[tru]", "unexpected word 'tru' \(wordHint)", "1:2"),
        (#"{"a": True}"#, "unexpected word 'True' \(wordHint)", "1:7"),
        ("nulls", "unexpected word 'nulls' \(wordHint)", "1:1"),
        (String(repeating: "x", count: 40), "unexpected word '\(String(repeating: "x", count: 32))…' \(wordHint)",
         "1:1"),
        (#""abc"#, "a string is never closed", "1:1"),
        (#"["a\"#, "a string is never closed", "1:2"),
        ("{\"a\": \"x\ny\"}", #"a line break in a string (write it as \n, or is the closing '"' missing?)"#, "1:9"),
        ("\"x\r\"", #"a line break in a string (write it as \n, or is the closing '"' missing?)"#, "1:3"),
        ("\"a\tb\"", #"a tab in a string must be escaped as \t"#, "1:3"),
        ("\"\u{1}\"", "control character U+0001 in a string must be escaped", "1:2"),
        (#""\x""#, #"invalid escape: '\' followed by 'x'"#, "1:2"),
        (#""ab\U0041""#, #"invalid escape: '\' followed by 'U'"#, "1:4"),
        (#""\é""#, #"invalid escape: '\' followed by 'é' (U+00E9)"#, "1:2"),
        ("\"\\ \"", #"invalid escape: '\' followed by character U+0020"#, "1:2"),
        (#""\u12""#, #"'\u' must be followed by four hexadecimal digits"#, "1:2"),
        (#""\u12G4""#, #"'\u' must be followed by four hexadecimal digits"#, "1:2"),
        (#""\u""#, #"'\u' must be followed by four hexadecimal digits"#, "1:2"),
        (#""\ud83d""#, #"unpaired surrogate '\ud83d' in a string"#, "1:2"),
        (#""a\uDE00""#, #"unpaired surrogate '\uDE00' in a string"#, "1:3"),
        (#""\uD83D\u0041""#, #"unpaired surrogate '\uD83D' in a string"#, "1:2"),
        (#""\uD800\uD800""#, #"unpaired surrogate '\uD800' in a string"#, "1:2"),
        (#""\uD83D\n""#, #"unpaired surrogate '\uD83D' in a string"#, "1:2"),
        ("01", "invalid number '01'", "1:1"),
        ("-01", "invalid number '-01'", "1:1"),
        ("-", "invalid number '-'", "1:1"),
        ("[1.]", "invalid number '1.'", "1:2"),
        ("1e", "invalid number '1e'", "1:1"),
        ("2e+", "invalid number '2e+'", "1:1"),
        ("1.5.2", "invalid number '1.5.2'", "1:1"),
        ("[1-2]", "invalid number '1-2'", "1:2"),
        ("-Infinity", "invalid number '-'", "1:1"),
        ("[2e308]", "the number 2e308 is too large for a 64-bit floating-point value", "1:2"),
        ("-1E400", "the number -1E400 is too large for a 64-bit floating-point value", "1:1"),
    ]

    @Test("each malformed input gives one issue with its message and place", arguments: cases.indices)
    func malformed(_ index: Int) {
        let (text, message, expectedPlace) = Self.cases[index]
        let document = readJSON(text)
        #expect(document.root == nil)
        #expect(document.issues.map(\.problem) == [.malformedJSON(message)], "\(text.debugDescription)")
        #expect(document.issues.map { place($0.location) } == [expectedPlace], "\(text.debugDescription)")
        #expect(document.issues.map(\.severity) == [.error])
        #expect(document.issues.map(\.consequence) == [.fileRejected(lostEntries: 0)])
    }

    @Test("the issue's text: place, severity, message and consequence")
    func description() {
        let issue = readJSON(#"{"a":1,}"#).issues.first
        #expect(issue?.description
            == "t.json:1:7: error: malformed JSON: a ',' before '}' (JSON allows no trailing comma); Apple's parser "
            + "rejects the file")
        #expect(issue?.ruleID == "syntax-error")
    }

    @Test("bytes that are no UTF-8 are encoding errors at their place")
    func invalidUTF8() {
        let cases: [([UInt8], UInt8, String)] = [
            (Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8), 0xFF, "1:4"),
            (Array("{\n \"é\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), 0xC3, "2:8"),
            ([0xC0, 0x80], 0xC0, "1:1"),
            (Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8), 0xED, "1:2"),
            (Array("\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"".utf8), 0xF4, "1:2"),
            (Array("\"".utf8) + [0xF5, 0x80, 0x80, 0x80] + Array("\"".utf8), 0xF5, "1:2"),
            (Array("\"".utf8) + [0xE2, 0x82], 0xE2, "1:2"),
            ([0x80], 0x80, "1:1"),
        ]
        for (bytes, byte, expectedPlace) in cases {
            let document = JSONDocument(bytes: bytes, path: "u.json")
            #expect(document.issues.map(\.problem) == [.invalidUTF8(byte: byte)], "\(bytes)")
            #expect(document.issues.map { place($0.location) } == [expectedPlace], "\(bytes)")
            #expect(document.issues.first?.ruleID == "encoding")
            #expect(document.issues.first?.severity == .error)
        }
    }

    @Test("UTF-16 and UTF-32 text is rejected at 1:1")
    func utf16() {
        let message = ParseProblem.malformedJSON("the text is UTF-16 or UTF-32; JSON must be UTF-8")
        let inputs: [[UInt8]] = [
            [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], [0xFE, 0xFF, 0x00, 0x7B], [0x00, 0x7B], [0x7B, 0x00],
        ]
        for bytes in inputs {
            let document = JSONDocument(bytes: bytes, path: "w.json")
            #expect(document.issues.map(\.problem) == [message], "\(bytes)")
            #expect(document.issues.map { place($0.location) } == ["1:1"])
        }
    }
}
