import Testing
@testable import L10nRules

/// The placeholder tokens of popup templates and ICU messages.
struct TokenTests {
    func names(_ text: String) -> [String] { TokenSet(text).tokens.map(\.name) }

    @Test func fieldTokens() {
        #expect(names("{NAME} in {CITY}") == ["NAME", "CITY"])
        #expect(names("Owner: ${OWNER}") == ["OWNER"])
        #expect(TokenSet("Owner: ${OWNER}").tokens.map(\.display) == ["${OWNER}"])
        #expect(names("{expression/expr0} and {relationships/0/NAME}") == ["expression/expr0", "relationships/0/NAME"])
        #expect(names("Copied {0} of {1}") == ["0", "1"])
        #expect(names("{Région}") == ["Région"])
    }

    @Test func bracesThatAreNoTokens() {
        #expect(names("Send {\"id\": 1}").isEmpty)
        #expect(names("{ NAME }").isEmpty)
        #expect(names("{}").isEmpty)
        #expect(names("{a b}").isEmpty)
        #expect(names("{unclosed").isEmpty)
        #expect(names("a } b {").isEmpty)
    }

    @Test func messageFormatArgumentsNotSubMessages() {
        let set = TokenSet("{count, plural, one {# file} other {# files}} in {folder}")
        #expect(set.tokens.map(\.name) == ["count", "folder"])
        #expect(set.isMessageFormat)
        #expect(names("{count, plural, offset:1 =0 {none} one {{name} and # other} other {{name} and # others}}")
            == ["count", "name", "name"])
        #expect(names("{gender, select, female {she} male {he} other {they}} left") == ["gender"])
        #expect(names("{n, number, integer} items on {d, date, short}") == ["n", "d"])
        #expect(names("{ count , plural , one {x} other {y}}") == ["count"])
        #expect(!TokenSet("{NAME}").isMessageFormat)
    }

    @Test func namesAreComparedWithoutCaseOutsideMessages() {
        #expect(Set(TokenSet("{Name} {NAME}").names(caseSensitive: false).keys) == ["name"])
        #expect(Set(TokenSet("{Name} {NAME}").names(caseSensitive: true).keys) == ["Name", "NAME"])
    }
}
