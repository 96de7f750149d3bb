import Testing
@testable import L10nRules

/// ASCII text scanned as bytes finds the tokens scanning it as characters finds.
struct TokenCharacterTests {
    @Test func asciiBytesAnswerAsCharactersDo() {
        for byte in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(byte))
            let ascii = ASCIICharacter(byte)
            #expect(ascii.isWhitespace == character.isWhitespace, "\(byte)")
            #expect(ascii.isLetter == character.isLetter, "\(byte)")
            #expect(ascii.isNumber == character.isNumber, "\(byte)")
        }
    }

    @Test(arguments: [
        "Hello {NAME}\r\n${LEGACY} and {0}", "{count, plural, one {# file} other {# files}}", "{ not a token }",
        "{a.b/c-d_e} {unclosed", "{n,\r\nnumber}",
    ])
    func bytesAndCharactersFindTheSameTokens(_ text: String) {
        // A leading "é " sends the same text down the character path without changing its tokens.
        #expect(TokenSet(text) == TokenSet("é " + text))
    }
}
