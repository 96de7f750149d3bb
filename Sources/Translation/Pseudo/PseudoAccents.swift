/// The fixed letter mapping of `en-XA`: each ASCII letter and the accented look-alike that replaces it.
///
/// Every replacement is one precomposed Unicode scalar and a letter of the same case, so a text keeps its length in
/// characters, no combining mark joins a neighbouring character, and word boundaries stay where they were. The
/// README lists the same table.
///
/// - `a-z`: å ƀ ç ð é ƒ ĝ ĥ î ĵ ķ ļ ɱ ñ ö þ ǫ ŕ š ţ û ṽ ŵ ẋ ý ž
/// - `A-Z`: Å Ɓ Ç Ð É Ƒ Ĝ Ĥ Î Ĵ Ķ Ļ Ṁ Ñ Ö Þ Ǫ Ŕ Š Ţ Û Ṽ Ŵ Ẋ Ý Ž
public enum PseudoAccents {
    /// The look-alikes of `a` to `z`, in order.
    public static let lowercase: [Unicode.Scalar] = [
        "\u{E5}", "\u{180}", "\u{E7}", "\u{F0}", "\u{E9}", "\u{192}", "\u{11D}", "\u{125}", "\u{EE}", "\u{135}",
        "\u{137}", "\u{13C}", "\u{271}", "\u{F1}", "\u{F6}", "\u{FE}", "\u{1EB}", "\u{155}", "\u{161}", "\u{163}",
        "\u{FB}", "\u{1E7D}", "\u{175}", "\u{1E8B}", "\u{FD}", "\u{17E}",
    ]
    /// The look-alikes of `A` to `Z`, in order.
    public static let uppercase: [Unicode.Scalar] = [
        "\u{C5}", "\u{181}", "\u{C7}", "\u{D0}", "\u{C9}", "\u{191}", "\u{11C}", "\u{124}", "\u{CE}", "\u{134}",
        "\u{136}", "\u{13B}", "\u{1E40}", "\u{D1}", "\u{D6}", "\u{DE}", "\u{1EA}", "\u{154}", "\u{160}", "\u{162}",
        "\u{DB}", "\u{1E7C}", "\u{174}", "\u{1E8A}", "\u{DD}", "\u{17D}",
    ]

    /// The look-alike of an ASCII letter; any other scalar as it is.
    public static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x61...0x7A: lowercase[Int(scalar.value - 0x61)]
        case 0x41...0x5A: uppercase[Int(scalar.value - 0x41)]
        default: scalar
        }
    }
}
