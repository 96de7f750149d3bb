@testable import CodeKeys
import Testing

/// Which names of the skim are worth lexing a window for.
@Suite struct FunctionIndexTests {
    static let swift = FunctionIndex(LocalizationFunction.standard, language: .swift)

    /// What the first `name` of `source` is.
    static func candidate(_ source: String, _ name: String) -> String {
        let bytes = Array(source.utf8)
        guard let start = source.range(of: name).map({ source.utf8.distance(from: source.startIndex, to: $0.lowerBound) })
        else { return "missing" }
        return bytes.withUnsafeBufferPointer { buffer in
            let end = ByteCursor.nameEnd(in: buffer, from: start)
            guard let index = swift.nameIndex(buffer, start..<end) else { return "not a name" }
            return switch swift.candidate(buffer, nameAt: start, index: index) {
            case .none: "none"
            case .call(let typed): typed ? "typed" : "call"
            case .declaration: "declaration"
            }
        }
    }

    @Test func callsNeedAParenthesisOrAColon() {
        #expect(Self.candidate("Text(\"a\")", "Text") == "call")
        #expect(Self.candidate("Text\n  (\"a\")", "Text") == "call")
        #expect(Self.candidate("Text /* c */ (\"a\")", "Text") == "call")
        #expect(Self.candidate("Text {", "Text") == "none")
        #expect(Self.candidate("Text)", "Text") == "none")
        #expect(Self.candidate("Text", "Text") == "none")
    }

    @Test func methodsNeedADotBefore() {
        #expect(Self.candidate("view.help(\"a\")", "help") == "call")
        #expect(Self.candidate("view\n    .help(\"a\")", "help") == "call")
        #expect(Self.candidate("view. /* c */ help(\"a\")", "help") == "call")
        #expect(Self.candidate("x // .\nhelp(\"a\")", "help") == "call")
        #expect(Self.candidate("func help(_ s: String)", "help") == "none")
        #expect(Self.candidate("let path = path(x)", "path") == "none")
        #expect(Self.candidate("foo(path: p)", "path") == "none")
    }

    @Test func typeAnnotationsNeedAValueOrABody() {
        #expect(Self.candidate("let t: LocalizedStringKey = \"a\"", "LocalizedStringKey") == "typed")
        #expect(Self.candidate("var t: LocalizedStringKey { \"a\" }", "LocalizedStringKey") == "typed")
        #expect(Self.candidate("let t: LocalizedStringKey? = nil", "LocalizedStringKey") == "typed")
        #expect(Self.candidate("LocalizedStringKey(\"a\")", "LocalizedStringKey") == "typed")
        #expect(Self.candidate("let t: String.LocalizationValue = \"a\"", "String") == "typed")
        #expect(Self.candidate("let t: String . LocalizationValue = \"a\"", "String") == "typed")
        #expect(Self.candidate("let t: String.Encoding = .utf8", "String") == "none")
        #expect(Self.candidate("let t: String = \"a\"", "String") == "none")
        #expect(Self.candidate("func f(_ k: LocalizedStringKey)", "LocalizedStringKey") == "none")
    }

    @Test func declarationsAreNoted() {
        #expect(Self.candidate("struct A_Previews: PreviewProvider {", "struct") == "declaration")
        #expect(Self.candidate("class func f()", "class") == "declaration")
        let objectiveC = FunctionIndex(LocalizationFunction.standard, language: .objectiveC)
        let bytes = Array("struct".utf8)
        #expect(!bytes.withUnsafeBufferPointer { objectiveC.isName($0, 0..<6) })
    }
}
