/// The subset of HTML named character references this package decodes.
enum NamedCharacterReferences {
    /// Names of U+00A0 through U+00FF, in code point order.
    private static let latin1Names: [String] = [
        "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect",
        "uml", "copy", "ordf", "laquo", "not", "shy", "reg", "macr",
        "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot",
        "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest",
        "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil",
        "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml",
        "ETH", "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times",
        "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN", "szlig",
        "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
        "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml",
        "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide",
        "oslash", "ugrave", "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml",
    ]

    /// Names that HTML also recognises without a trailing semicolon, with their code points.
    private static let legacyExtras: [(String, UInt32)] = [
        ("amp", 0x26), ("AMP", 0x26), ("lt", 0x3C), ("LT", 0x3C), ("gt", 0x3E), ("GT", 0x3E),
        ("quot", 0x22), ("QUOT", 0x22), ("COPY", 0xA9), ("REG", 0xAE),
    ]

    /// Names that are only recognised when followed by a semicolon, with their code points.
    private static let semicolonOnly: [(String, UInt32)] = [
        ("apos", 0x27), ("Tab", 0x09), ("NewLine", 0x0A), ("excl", 0x21), ("num", 0x23),
        ("dollar", 0x24), ("percnt", 0x25), ("lpar", 0x28), ("rpar", 0x29), ("ast", 0x2A),
        ("plus", 0x2B), ("comma", 0x2C), ("period", 0x2E), ("sol", 0x2F), ("colon", 0x3A),
        ("semi", 0x3B), ("equals", 0x3D), ("quest", 0x3F), ("commat", 0x40), ("lsqb", 0x5B),
        ("bsol", 0x5C), ("rsqb", 0x5D), ("Hat", 0x5E), ("lowbar", 0x5F), ("grave", 0x60),
        ("lcub", 0x7B), ("verbar", 0x7C), ("vert", 0x7C), ("rcub", 0x7D),
        ("OElig", 0x152), ("oelig", 0x153), ("Scaron", 0x160), ("scaron", 0x161), ("Yuml", 0x178),
        ("fnof", 0x192), ("circ", 0x2C6), ("tilde", 0x2DC), ("ensp", 0x2002), ("emsp", 0x2003),
        ("thinsp", 0x2009), ("zwnj", 0x200C), ("zwj", 0x200D), ("lrm", 0x200E), ("rlm", 0x200F),
        ("ndash", 0x2013), ("mdash", 0x2014), ("lsquo", 0x2018), ("rsquo", 0x2019),
        ("sbquo", 0x201A), ("ldquo", 0x201C), ("rdquo", 0x201D), ("bdquo", 0x201E),
        ("dagger", 0x2020), ("Dagger", 0x2021), ("bull", 0x2022), ("hellip", 0x2026),
        ("permil", 0x2030), ("prime", 0x2032), ("Prime", 0x2033), ("lsaquo", 0x2039),
        ("rsaquo", 0x203A), ("euro", 0x20AC), ("trade", 0x2122), ("larr", 0x2190),
        ("uarr", 0x2191), ("rarr", 0x2192), ("darr", 0x2193), ("harr", 0x2194),
        ("minus", 0x2212), ("infin", 0x221E), ("ne", 0x2260), ("le", 0x2264), ("ge", 0x2265),
        ("hearts", 0x2665), ("check", 0x2713),
    ]

    /// Every known name mapped to its scalar.
    static let table: [String: Unicode.Scalar] = {
        var result: [String: Unicode.Scalar] = [:]
        for (offset, name) in latin1Names.enumerated() {
            if let scalar = Unicode.Scalar(UInt32(0xA0 + offset)) { result[name] = scalar }
        }
        for (name, value) in legacyExtras + semicolonOnly {
            if let scalar = Unicode.Scalar(value) { result[name] = scalar }
        }
        return result
    }()

    /// Names that are decoded even without a trailing semicolon.
    static let legacy: Set<String> = Set(latin1Names + legacyExtras.map(\.0))

    /// The longest name in ``legacy``.
    static let longestLegacyName = 6

    /// The longest name this decoder will look up.
    static let longestName = 32
}
