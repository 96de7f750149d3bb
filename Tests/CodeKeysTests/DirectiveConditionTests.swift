@testable import CodeKeys
import Testing

@Suite struct DirectiveConditionTests {
    @Test func conditionsAboutDebug() {
        func condition(_ text: String) -> DirectiveCondition { DirectiveCondition(Array(text.utf8)) }
        for text in [" DEBUG", "DEBUG // comment", " ( DEBUG )", " defined(DEBUG)", " defined DEBUG", "DEBUG /* c */"] {
            #expect(condition(text) == .debug, "\(text)")
        }
        for text in [" !DEBUG", " !defined(DEBUG)", "!(DEBUG)", " DEBUG == 0"] {
            #expect(condition(text) == .notDebug, "\(text)")
        }
        for text in [" DEBUG || BETA", " DEBUGGING", " os(iOS)", "", String(repeating: "x", count: 100)] {
            #expect(condition(text) == .other, "\(text)")
        }
        #expect(condition("DEBUG").negated == .notDebug && DirectiveCondition.other.negated == .other)
    }
}
