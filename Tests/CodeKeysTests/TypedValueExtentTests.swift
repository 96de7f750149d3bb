@testable import CodeKeys
import Testing

/// Where a typed declaration's value or body ends, read a token at a time.
@Suite struct TypedValueExtentTests {
    /// The source text of the value or body after the first `LocalizedStringKey` of `source`, or `nil`.
    static func extent(_ source: String) -> String? {
        let bytes = Array(source.utf8)
        let (tokens, _) = SwiftLexer.tokens(bytes: bytes, path: "T.swift")
        guard let type = tokens.tokens.firstIndex(where: {
            String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) == "LocalizedStringKey"
        }) else { return nil }
        var extent = TypedValueExtent()
        var index = type + 1
        while index < tokens.tokens.count, !extent.isComplete {
            extent.read(index, of: tokens.tokens, bytes: bytes)
            index += 1
        }
        extent.finishAtEnd(of: tokens.tokens)
        guard let range = extent.range, !range.isEmpty else { return extent.range.map { _ in "" } }
        return String(decoding: bytes[tokens.tokens[range.lowerBound].start..<tokens.tokens[range.upperBound - 1].end],
                      as: UTF8.self)
    }

    @Test func valuesEndAtTheEndOfTheirExpression() {
        #expect(Self.extent("let a: LocalizedStringKey = \"a\"\nlet b = 1") == "\"a\"")
        #expect(Self.extent("f(a: LocalizedStringKey = \"a\", b: Int)") == "\"a\"")
        #expect(Self.extent("let a: LocalizedStringKey = c\n    ? \"x\"\n    : \"y\"\nnext()") == "c\n    ? \"x\"\n    : \"y\"")
        #expect(Self.extent("let a: LocalizedStringKey = c ?\n \"x\" : \"y\"; next()") == "c ?\n \"x\" : \"y\"")
        #expect(Self.extent("let a: LocalizedStringKey? = .init(\"a\",\n table: \"T\")\nx") == ".init(\"a\",\n table: \"T\")")
        #expect(Self.extent("let a: LocalizedStringKey = \"a\"") == "\"a\"")
    }

    @Test func bodiesEndAtTheirBrace() {
        #expect(Self.extent("var a: LocalizedStringKey { if c { \"x\" } else { \"y\" } }\nlet b = 1")
            == "if c { \"x\" } else { \"y\" }")
        #expect(Self.extent("var a: LocalizedStringKey {\n  return \"x\"") == "return \"x\"")
        #expect(Self.extent("var a: LocalizedStringKey { }") == "")
    }

    @Test func otherUsesHaveNoExtent() {
        #expect(Self.extent("func f(_ k: LocalizedStringKey) {}") == nil)
        #expect(Self.extent("let k: [LocalizedStringKey] = []") == nil)
        // A nested type is read past (`String.LocalizationValue`); the matcher tells which it is.
        #expect(Self.extent("let k: LocalizedStringKey.Element = x") == "x")
        #expect(Self.extent("let k: LocalizedStringKey.Element.Other = x") == nil)
    }
}
