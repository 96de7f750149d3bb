/// What a libxml2 error code says about a document, in words.
///
/// The codes are libxml2's `xmlParserErrors` (`xmlerror.h`), which `XMLPushParser` passes on. Every code has words:
/// a code this table lacks gets a general sentence, never a number, since a number helps no one fix the file.
package enum XMLParseFailure {
    /// libxml2's warnings: the document is still well-formed, so the reader goes on. (An undeclared entity, 27,
    /// is a warning to libxml2 but loses the entity's text, so it is an error here.)
    private static let warnings: Set<Int> = [93, 97, 98, 99, 100, 102, 106, 107]

    private static let reasons: [Int: String] = [
        1: "the XML parser failed internally", 2: "the XML parser ran out of memory",
        3: "the document does not start like XML", 4: "the document is empty",
        5: "the document does not end with the end tag of its root element",
        6: "an invalid character reference", 7: "an invalid character reference", 8: "an invalid character reference",
        9: "a character XML does not allow, or bytes that are not UTF-8",
        10: "the document ends inside a character reference", 11: "a character reference before the root element",
        12: "a character reference after the root element", 13: "a character reference inside the DTD",
        14: "the document ends inside an entity reference", 15: "an entity reference before the root element",
        16: "an entity reference after the root element", 17: "an entity reference inside the DTD",
        18: "the document ends inside a parameter entity reference",
        19: "a parameter entity reference before the root element",
        20: "a parameter entity reference after the root element",
        21: "a parameter entity reference inside the internal subset",
        22: "'&' without an entity name (write '&amp;' for an ampersand)", 23: "an entity reference without ';'",
        24: "'%' without a parameter entity name", 25: "a parameter entity reference without ';'",
        26: "an undeclared entity (XML predefines only &amp; &lt; &gt; &quot; &apos;)",
        27: "an undeclared entity (XML predefines only &amp; &lt; &gt; &quot; &apos;)",
        28: "a reference to an unparsed entity", 29: "a reference to an external entity in an attribute value",
        30: "a parameter entity used as a general entity", 31: "an encoding the parser does not know",
        32: "an encoding the parser does not support", 33: "a quoted string does not start with a quote",
        34: "a quoted string without its closing quote", 35: "an invalid namespace declaration",
        36: "an entity value does not start with a quote", 37: "an unfinished entity value",
        38: "'<' in an attribute value", 39: "an attribute value without quotes",
        40: "an attribute value without its closing quote", 41: "an attribute without a value",
        42: "an attribute given twice", 43: "a literal does not start with a quote", 44: "an unfinished literal",
        45: "an unfinished comment", 46: "a processing instruction without a target",
        47: "an unfinished processing instruction", 48: "a notation declaration does not start right",
        49: "an unfinished notation declaration", 50: "an attribute list declaration does not start right",
        51: "an unfinished attribute list declaration", 52: "a mixed content declaration does not start right",
        53: "an unfinished mixed content declaration", 54: "an element content declaration does not start right",
        55: "an unfinished element content declaration", 56: "the XML declaration does not start right",
        57: "an unfinished XML declaration ('?>' is missing)", 58: "a conditional section does not start right",
        59: "an unfinished conditional section", 60: "an unfinished external DTD subset",
        61: "an unfinished <!DOCTYPE> declaration", 62: "']]>' in text", 63: "an unfinished CDATA section",
        64: "a processing instruction named 'xml' other than the XML declaration at the very start",
        65: "a space is missing (between attributes, say)", 66: "a separator is missing in a declaration",
        67: "a name token is missing in a declaration", 68: "a name is missing", 69: "#PCDATA is missing",
        70: "a system identifier (URI) is missing", 71: "a public identifier is missing", 72: "'<' is missing",
        73: "'>' is missing", 74: "'</' is missing", 75: "'=' is missing after an attribute name",
        76: "an end tag that does not match its start tag", 77: "an unfinished tag",
        78: "the standalone declaration is neither 'yes' nor 'no'", 79: "an invalid encoding name",
        80: "'--' inside a comment", 81: "bytes that are not valid in the document's encoding",
        82: "an external entity in a standalone document", 83: "an invalid conditional section",
        84: "a value is missing", 85: "the elements are not properly nested", 86: "content after the root element",
        87: "an invalid character in an entity", 88: "a parameter entity reference inside an internal declaration",
        89: "an entity that refers to itself", 90: "an entity that does not hold whole elements",
        91: "an invalid URI", 92: "a URI with a fragment where none is allowed", 94: "no DTD was found",
        95: "an invalid conditional section keyword", 96: "the XML declaration has no version",
        101: "the XML declaration has no encoding", 103: "the document is not standalone",
        104: "an entity could not be processed", 105: "a notation could not be processed",
        108: "an XML version the parser does not know", 109: "the XML version does not match",
        110: "a name that is too long", 111: "the parser was stopped",
        200: "the xml namespace prefix is misused", 201: "an undeclared namespace prefix",
        202: "a qualified name that is not well-formed", 203: "an attribute given twice (with its namespace)",
        204: "an empty namespace name", 205: "a colon that makes a name no qualified name",
        1544: "bytes that cannot be read in the document's encoding (in UTF-16, a lone surrogate, say)",
        6003: "bytes that cannot be read in the document's encoding (in UTF-16, a lone surrogate, say)",
    ]

    /// Whether the code is only a warning.
    package static func isWarning(_ code: Int) -> Bool { warnings.contains(code) }

    /// Why the document is malformed, for an error code: always words.
    package static func reason(forCode code: Int) -> String {
        "malformed XML: " + (reasons[code] ?? "the document is not well-formed here")
    }
}
