import CodeKeys
import Testing
import TestSupport

/// Whatever the bytes, the scanner ends, quickly, without crashing.
@Suite struct MalformedInputTests {
    /// Bytes that make lexers stumble: quotes, backslashes, delimiters, directives.
    static let alphabet = Array(##""#\@/*()[]{}:,.+'`u{}x0 n"##.utf8) + [0x0A, 0x0D, 0x00, 0xC3, 0xFF]
        + Array("NSLocalizedString(Text(localizedStringForKey:".utf8)

    @Test(arguments: SourceLanguage.allCases) func randomBytesEndQuickly(language: SourceLanguage) {
        var random = SeededRandom(seed: 20_260_601)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<200, using: &random)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &random)
                    ? Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &random)]
                    : UInt8.random(in: 0...255, using: &random)
            }
            let scan = SourceScanner.scan(bytes: bytes, path: "R", language: language)
            for call in scan.calls { #expect(call.location.line >= 1 && call.location.column >= 1) }
        }
        #expect(clock.now - start < .seconds(30))
    }

    @Test func deeplyNestedInterpolationsEnd() {
        let source = String(repeating: #""\("#, count: 5_000)
        let scan = SourceScanner.scan(bytes: Array(source.utf8), path: "R.swift", language: .swift)
        #expect(!scan.problems.isEmpty)
    }

    @Test func truncatedInputs() {
        for source in [#"NSLocalizedString("#, #"Text(""#, #"#""#, #""""#, #""\u{"#, #""\"#, "/*", "@\"\\", "#if 0",
                       #""\(NSLocalizedString("x""#, #"Text(c ? "a" :"#, #"Text(c ? "#, "let t: LocalizedStringKey =",
                       "var t: LocalizedStringKey {", "var t: LocalizedStringKey { switch x { case", "func f() -> ",
                       "let t: String.", "#Preview", "#Preview(", "#Preview {", "struct A_Previews: PreviewProvider",
                       "#define", "#define L(", "#define L(k) NSLocalizedString(k", "#define L \\",
                       "[NSString stringWithFormat:", #"String(format: "%"#, "#if DEBUG", "#else", "#endif",
                       #"Bundle.main.path(forResource: "E", ofType:"#, "[b pathForResource:@\"E\" ofType:"] {
            for language in SourceLanguage.allCases {
                _ = SourceScanner.scan(bytes: Array(source.utf8), path: "R", language: language)
            }
        }
    }

    /// Shapes that nest without end, or open blocks that never close, end in time linear in their size.
    @Test func deepAndUnclosedShapesEnd() {
        let sources = [
            "var t: LocalizedStringKey { " + String(repeating: "if c { ", count: 3_000),
            "let t: LocalizedStringKey = " + String(repeating: "c ? (", count: 3_000) + "\"a\"",
            "NSLocalizedString(" + String(repeating: "c ? \"a\" : ", count: 3_000) + "\"b\", comment: \"\")",
            "NSLocalizedString(" + String(repeating: "[", count: 3_000) + "@\"a\" stringByAppendingString:x]",
            String(repeating: "#Preview { ", count: 3_000), String(repeating: "struct A_Preview { ", count: 3_000),
            String(repeating: "struct A_Preview\n", count: 3_000), String(repeating: "#if DEBUG\n", count: 3_000),
            String(repeating: "#endif\n#else\n", count: 3_000),
            String(repeating: #""\("#, count: 40) + "Text(\"x\")" + String(repeating: #")""#, count: 40),
            "var t: LocalizedStringKey { switch x { " + String(repeating: "case .a: switch y { ", count: 3_000),
        ]
        let clock = ContinuousClock()
        for source in sources {
            let start = clock.now
            for language in SourceLanguage.allCases {
                let scan = SourceScanner.scan(bytes: Array(source.utf8), path: "R", language: language)
                for call in scan.calls { #expect(call.location.line >= 1) }
            }
            #expect(clock.now - start < .seconds(10), "\(source.prefix(40))")
        }
    }
}
