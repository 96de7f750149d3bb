/// What the token scanner (``TokenSet``) asks of a character, so that ASCII text is scanned as bytes and any other
/// text as characters (grapheme clusters), with the same answers for the same text.
protocol TokenCharacter: Equatable, ExpressibleByUnicodeScalarLiteral {
    /// Whether it is white space (the Unicode White_Space property).
    var isWhitespace: Bool { get }
    /// Whether it is a letter.
    var isLetter: Bool { get }
    /// Whether it is a number.
    var isNumber: Bool { get }
    /// The text of a run of characters.
    static func string(_ characters: ArraySlice<Self>) -> String
}

extension Character: TokenCharacter {
    static func string(_ characters: ArraySlice<Character>) -> String { String(characters) }
}

/// One byte of ASCII text as a character, with `Character`'s answers for it.
struct ASCIICharacter: TokenCharacter {
    /// The byte, below 0x80.
    var byte: UInt8

    /// The character of an ASCII byte.
    init(_ byte: UInt8) { self.byte = byte }

    /// The character of an ASCII scalar literal (`"{"`).
    init(unicodeScalarLiteral scalar: Unicode.Scalar) { byte = UInt8(truncatingIfNeeded: scalar.value) }

    var isWhitespace: Bool { Self.properties[Int(byte & 0x7F)] & 1 != 0 }
    var isLetter: Bool { Self.properties[Int(byte & 0x7F)] & 2 != 0 }
    var isNumber: Bool { Self.properties[Int(byte & 0x7F)] & 4 != 0 }

    static func string(_ characters: ArraySlice<ASCIICharacter>) -> String {
        String(decoding: characters.map(\.byte), as: UTF8.self)
    }

    /// `Character`'s answers for each ASCII byte, as bits: 1 white space, 2 letter, 4 number.
    private static let properties: [UInt8] = (0..<128).map { byte in
        let character = Character(Unicode.Scalar(UInt8(byte)))
        return (character.isWhitespace ? 1 : 0) | (character.isLetter ? 2 : 0) | (character.isNumber ? 4 : 0)
    }
}
