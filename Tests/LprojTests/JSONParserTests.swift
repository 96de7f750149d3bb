import Testing

@testable import Lproj

/// Reads text written in a test as a JSON file named `t.json`.
func readJSON(_ text: String) -> JSONDocument {
    JSONDocument(bytes: Array(text.utf8), path: "t.json")
}

/// `line:column`, for compact expectations.
func place(_ location: Lproj.SourceLocation?) -> String {
    location.map { "\($0.line):\($0.column)" } ?? "-"
}

@Suite("JSON parser: values, escapes and places")
struct JSONParserTests {
    @Test("scalars at the top level")
    func scalars() {
        #expect(readJSON("\"a\"").root?.value == .string("a"))
        #expect(readJSON(" -12.5e+3 ").root?.value == .number("-12.5e+3"))
        #expect(readJSON("true").root?.value == .bool(true))
        #expect(readJSON("false").root?.value == .bool(false))
        #expect(readJSON("\n\tnull\r\n").root?.value == .null)
        #expect(readJSON("0").root?.value == .number("0"))
        #expect(readJSON("-0").root?.value == .number("-0"))
    }

    @Test("objects keep key order and duplicates; lookups take the last duplicate")
    func objects() throws {
        let document = readJSON(#"{"b": 1, "a": [true, null, {}], "b": "two", "c": {"d": []}}"#)
        #expect(document.issues.isEmpty)
        let root = try #require(document.root)
        #expect(root.value.members?.map(\.key) == ["b", "a", "b", "c"])
        #expect(root["b"]?.value == .string("two"))
        #expect(root["a"]?.value.elements?.map(\.value) == [.bool(true), .null, .object([])])
        #expect(root["c"]?["d"]?.value == .array([]))
        #expect(root["missing"] == nil)
        #expect(root.value.kindDescription == "an object")
        #expect(root["a"]?.value.kindDescription == "an array")
        #expect(root["b"]?.value.stringValue == "two")
        #expect(root["a"]?.value.elements?[0].value.boolValue == true)
    }

    @Test("numbers as written, as Int and as Double")
    func numbers() {
        let cases: [(String, Int?, Double)] = [
            ("0", 0, 0), ("-7", -7, -7), ("2.0", 2, 2), ("2e2", 200, 200), ("2.5", nil, 2.5), ("-1.5E-2", nil, -0.015),
            ("9223372036854775807", Int.max, 9.223372036854775807e18), ("1e30", nil, 1e30), ("1E308", nil, 1e308),
        ]
        for (text, integer, real) in cases {
            let value = readJSON(text).root?.value
            #expect(value == .number(text))
            #expect(value?.integerValue == integer, "\(text)")
            #expect(value?.doubleValue == real, "\(text)")
        }
        #expect(JSONNode.Value.string("1").integerValue == nil)
    }

    @Test("every escape, surrogate pairs included")
    func escapes() {
        let cases: [(String, String)] = [
            (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\b"#, "\u{8}"), (#"\f"#, "\u{C}"), (#"\n"#, "\n"),
            (#"\r"#, "\r"), (#"\t"#, "\t"), (#"\u0041"#, "A"), (#"\u00e9"#, "é"), (#"\u00E9"#, "é"),
            (#"\u20ac"#, "€"), (#"\u0000"#, "\u{0}"), (#"\u001F"#, "\u{1F}"), (#"\uFFFF"#, "\u{FFFF}"),
            (#"\ud83d\ude00"#, "😀"), (#"\uD83D\uDE00"#, "😀"), (#"\uDBFF\uDFFF"#, "\u{10FFFF}"),
            (#"\uD800\uDC00"#, "\u{10000}"), (#"a\u0301"#, "a\u{301}"), (#"x\ny\\z"#, "x\ny\\z"),
        ]
        for (escaped, expected) in cases {
            let value = readJSON("\"\(escaped)\"").root?.value.stringValue
            #expect(value.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars), "\(escaped)")
        }
        #expect(readJSON("\"é 😀 \u{7F} \u{2028}\"").root?.value == .string("é 😀 \u{7F} \u{2028}"))
        #expect(readJSON(#"{"\u006b\u0065y": 1}"#).root?.value.members?.first?.key == "key")
    }

    @Test("every key and value has its line and column, in Unicode scalars")
    func places() throws {
        let text = "{\n  \"é😀\" : [1, \"x\",\r\n\t{\"k\":null}],\r  \"b\":\ttrue\n}"
        let document = readJSON(text)
        #expect(document.issues.isEmpty)
        let root = try #require(document.root)
        #expect(place(root.location) == "1:1")
        let members = try #require(root.value.members)
        #expect(members.map { place($0.keyLocation) } == ["2:3", "4:3"])
        #expect(members.map { place($0.value.location) } == ["2:10", "4:8"])
        let elements = try #require(members[0].value.value.elements)
        #expect(elements.map { place($0.location) } == ["2:11", "2:14", "3:2"])
        let inner = try #require(elements[2].value.members?.first)
        #expect(place(inner.keyLocation) == "3:3")
        #expect(place(inner.value.location) == "3:7")
        #expect(root.location?.file == "t.json")
    }

    @Test("a byte order mark is skipped and not counted in columns")
    func byteOrderMark() {
        let document = JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), path: "b.json")
        #expect(document.hasByteOrderMark)
        #expect(document.issues.isEmpty)
        #expect(place(document.root?.member("a")?.keyLocation) == "1:2")
        #expect(!readJSON("{}").hasByteOrderMark)
    }

    @Test("a 1 MB document on one line reads in linear time, places included")
    func longLine() throws {
        let count = 100_000
        let text = "[" + (0..<count).map { "\"é\($0)\"" }.joined(separator: ",") + "]"
        let document = readJSON(text)
        let elements = try #require(document.root?.value.elements)
        #expect(elements.count == count)
        let last = count - 1
        let expected = 2 + (0..<last).reduce(0) { $0 + 4 + String($1).count }
        #expect(place(elements.last?.location) == "1:\(expected)")
        #expect(elements.last?.value == .string("é\(last)"))
    }

    @Test("512 levels of nesting read; the 513th is an error")
    func depth() {
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(readJSON(deep).issues.isEmpty)
        let objects = String(repeating: "{\"a\":", count: 511) + "[]" + String(repeating: "}", count: 511)
        #expect(readJSON(objects).issues.isEmpty)
        let tooDeep = readJSON(String(repeating: "[", count: 100_000))
        #expect(tooDeep.root == nil)
        #expect(tooDeep.issues.map(\.problem) == [
            .malformedJSON("arrays and objects are nested more than 512 levels deep"),
        ])
        #expect(place(tooDeep.issues.first?.location) == "1:513")
    }
}
