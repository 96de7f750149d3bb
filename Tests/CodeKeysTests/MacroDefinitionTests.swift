@testable import CodeKeys
import Testing

@Suite struct MacroDefinitionTests {
    /// The body and parameters of the `#define` line `text`.
    static func definition(_ text: String) -> (body: String, parameters: [String])? {
        let bytes = Array(text.utf8)
        guard let definition = MacroDefinition(bytes: bytes, directive: 0..<bytes.count) else { return nil }
        return (String(decoding: bytes[definition.code.range], as: UTF8.self), definition.code.parameters)
    }

    @Test func bodiesAndParameters() {
        #expect(Self.definition("#define TITLE NSLocalizedString(@\"T\", nil)")?.body == " NSLocalizedString(@\"T\", nil)")
        #expect(Self.definition("# define L(k) f(k)")?.parameters == ["k"])
        #expect(Self.definition("#define L( key , comment ) f(key)")?.parameters == ["key", "comment"])
        #expect(Self.definition("#define L(fmt, ...) f(fmt)")?.parameters == ["fmt", "__VA_ARGS__"])
        #expect(Self.definition("#define L(args...) f(args)")?.parameters == ["args"])
        #expect(Self.definition("#define L() f()")?.parameters == [])
        #expect(Self.definition("#define \\\n  NAME body")?.body == " body")
    }

    @Test func otherLinesHaveNoBody() {
        for text in ["#import <X.h>", "#define", "#define NAME", "#define L(k f(k)", "#define L(k", "#define (x) y", "#"] {
            #expect(Self.definition(text) == nil, "\(text)")
        }
    }
}
