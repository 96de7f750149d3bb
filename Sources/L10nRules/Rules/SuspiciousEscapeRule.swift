import Lproj

/// Backslash escapes that Apple reads differently from what the writer meant.
public struct SuspiciousEscapeRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "suspicious-escape", name: "Suspicious escape", severity: .warning,
        summary: """
            `\\u00e9` is no escape in a .strings file: Apple silently shows the text `u00e9` (the escape is \
            `\\U00E9`); a warning. An unknown escape of a letter (`\\x41`, `\\e`) silently loses its backslash, and \
            `\\f` and `\\v` are read differently by swift-foundation's PropertyListDecoder on Linux (U+0012 and \
            U+0011 instead of form feed and vertical tab); notes. Escaped punctuation (`\\%`, `\\’`) shows as meant and is \
            not reported.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Cafe\" = \"Caf\\u00e9\";\n"),
            ], expected: ["en.lproj/Localizable.strings:1:14"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Code\" = \"\\x41\";\n\"Page\" = \"a\\fb\";\n"),
            ], expected: ["en.lproj/Localizable.strings:1:11", "en.lproj/Localizable.strings:2:12"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "Cafe" = "Caf\\U00E9 \\"quoted\\" \\\\ \\n\\t \\101 50\\% it\\’s";
                    'It\\'s' = 'ok';
                    "Emoji" = "a\\n\u{FE0F}b";

                    """),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.languages.flatMap { language in
            language.folder.tables.flatMap { name, table -> [Diagnostic] in
                guard let document = table.strings, document.format == .text else { return [] }
                let entries = context.facts(of: language, table: name).entries
                var found: [Diagnostic] = []
                // Only an entry with a backslash before a letter or digit that is no escape of Apple's can hold a
                // suspicious one: no string is made for the others.
                for index in entries.indicesWithSourceEscape(where: Self.mayBeSuspicious) {
                    guard let text = entries.sourceText(at: index), let start = entries.location(at: index) else {
                        continue
                    }
                    let key = entries.key(at: index)
                    found += escapes(in: text).map { escape in
                        diagnostic(
                            escape.message(key: key), file: document.path,
                            location: SourceLocation(
                                file: start.file, line: start.line + escape.line,
                                column: escape.line == 0 ? start.column + escape.column : escape.column + 1),
                            language: language.name, table: table.name, key: key, severity: escape.severity)
                    }
                }
                return found
            }
        }
    }

    /// An escape found in an entry's text, with its line and column relative to the entry's start.
    /// Whether a code unit after a backslash may make a suspicious escape: not one of Apple's escapes
    /// (`\a \b \n \r \t \U`, octal digits) nor punctuation or white space; any non-ASCII unit may be a letter.
    static func mayBeSuspicious(_ unit: UInt32) -> Bool {
        switch unit {
        case 0x61, 0x62, 0x6E, 0x72, 0x74, 0x55, 0x30...0x37: false
        case 0x41...0x5A, 0x61...0x7A, 0x38, 0x39, 0x80...: true
        default: false
        }
    }

    struct Escape {
        var character: Character
        var following: String
        var line: Int
        var column: Int

        var severity: Severity { character == "u" ? .warning : .note }

        func message(key: String) -> String {
            switch character {
            case "u":
                "\\u\(following) in \(StringsWriter.quoted(key)) is no escape: Apple shows the text u\(following); "
                    + "write \\U\(following.uppercased())"
            case "f", "v":
                "\\\(character) in \(StringsWriter.quoted(key)) is read as U+\(character == "f" ? "0012" : "0011") by "
                    + "swift-foundation's PropertyListDecoder on Linux (Apple's runtime reads U+\(character == "f" ? "000C" : "000B"))"
            default:
                "\\\(character) in \(StringsWriter.quoted(key)) is no escape: Apple drops the backslash and keeps "
                    + "\(character)"
            }
        }
    }

    /// The suspicious escapes inside the quoted strings of `text`, scanned by Unicode scalar as Apple's parser reads.
    func escapes(in text: String) -> [Escape] {
        let scalars = Array(text.unicodeScalars)
        var found: [Escape] = []
        var quote: Unicode.Scalar?
        var line = 0
        var lineStart = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                line += 1
                lineStart = index + 1
            }
            if quote == nil {
                if scalar == "\"" || scalar == "'" { quote = scalar }
            } else if scalar == quote {
                quote = nil
            } else if scalar == "\\", index + 1 < scalars.count {
                let escaped = scalars[index + 1]
                if let escape = suspicious(escaped, after: scalars[(index + 2)...], line: line, column: index - lineStart) {
                    found.append(escape)
                }
                index += 1  // The escaped scalar is consumed; a line break after `\` still counts below.
                if escaped == "\n" || escaped == "\r" {
                    line += 1
                    lineStart = index + 1
                }
            }
            index += 1
        }
        return found
    }

    /// The escape `\` + `escaped` when it is suspicious: `\u` with hex digits, `\f`, `\v`, or a letter that is no
    /// escape (escaped punctuation shows as the writer meant, so it is not reported).
    private func suspicious(
        _ escaped: Unicode.Scalar, after rest: ArraySlice<Unicode.Scalar>, line: Int, column: Int
    ) -> Escape? {
        switch escaped {
        case "a", "b", "n", "r", "t", "U", "0"..."7": return nil
        case "u":
            let digits = String(String.UnicodeScalarView(rest.prefix { $0.properties.isASCIIHexDigit }.prefix(4)))
            return Escape(character: "u", following: digits, line: line, column: column)
        case "f", "v":
            return Escape(character: Character(escaped), following: "", line: line, column: column)
        default:
            guard escaped.properties.isAlphabetic || escaped == "8" || escaped == "9" else { return nil }
            return Escape(character: Character(escaped), following: "", line: line, column: column)
        }
    }
}
