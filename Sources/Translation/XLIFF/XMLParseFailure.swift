/// What a libxml2 error code (the code of `XMLParser`'s errors) says about a document.
enum XMLParseFailure {
    /// libxml2's warnings: the document is still well-formed, so the reader goes on.
    private static let warnings: Set<Int> = [93, 97, 98, 99, 100, 102, 106, 107]

    private static let reasons: [Int: String] = [
        4: "the document is empty",
        5: "the document does not end with the end tag of its root element",
        6: "an invalid character reference",
        7: "an invalid character reference",
        8: "an invalid character reference",
        9: "a character XML does not allow, or bytes that are not UTF-8",
        23: "an entity reference without ';'",
        26: "an undeclared entity",
        27: "an undeclared entity",
        38: "'<' in an attribute value",
        39: "an attribute value without quotes",
        41: "an attribute without a value",
        42: "an attribute given twice",
        45: "an unfinished comment",
        62: "']]>' in text",
        63: "an unfinished CDATA section",
        68: "a name is missing",
        73: "'>' is missing",
        76: "an end tag that does not match its start tag",
        77: "an unfinished tag",
        81: "bytes that are not valid in the document's encoding",
        201: "an undeclared namespace prefix",
    ]

    /// Whether the code is only a warning.
    static func isWarning(_ code: Int) -> Bool { warnings.contains(code) }

    /// Why the document is malformed, for an error code.
    static func reason(forCode code: Int) -> String {
        "malformed XML: " + (reasons[code] ?? "libxml2 error \(code)")
    }
}
