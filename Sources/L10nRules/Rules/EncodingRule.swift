/// Text that is not in an encoding Apple reads as meant.
public struct EncodingRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "encoding", name: "Encoding", severity: .error,
        summary: """
            Bytes that are not valid UTF-8, UTF-16 without a byte order mark (Apple reads such a file as UTF-8 and \
            rejects it), unpaired UTF-16 surrogates (shown as U+FFFD), a byte order mark in the middle of a file \
            (two files joined: Apple stops reading there), or a truncated UTF-16 file. A note when the languages of \
            one table use different encodings.
            """,
        triggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n", encoding: .utf16LittleEndian),
            ], expected: ["en.lproj/Localizable.strings"]),
            RuleExample([
                ExampleFile(
                    "en.lproj/Localizable.strings", bytes: Array("\"Caf".utf8) + [0xE9] + Array("\" = \"x\";".utf8),
                    display: "\"Caf\\xE9\" = \"x\";  (Latin-1 byte 0xE9)"),
            ], expected: ["en.lproj/Localizable.strings:1:5"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\u{FEFF}\"Edit\" = \"Edit\";\n"),
            ], expected: ["en.lproj/Localizable.strings:2:1"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n", encoding: .utf16LittleEndian, byteOrderMark: true),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n", encoding: .utf8, byteOrderMark: true),
            ], expected: ["de.lproj/Localizable.strings", "fr.lproj/Localizable.strings"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n", encoding: .utf16LittleEndian, byteOrderMark: true),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n", encoding: .utf16LittleEndian, byteOrderMark: true),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        diagnostics(of: self, from: context) + mixedEncodings(context)
    }

    /// Text files of one table in another encoding than the base language's: Apple reads both, but tools that
    /// merge or diff the files may not (a note).
    private func mixedEncodings(_ context: CheckContext) -> [Diagnostic] {
        context.translations.flatMap { language in
            language.folder.tables.values.compactMap { table -> Diagnostic? in
                guard let own = table.strings, own.format == .text, let encoding = own.encoding,
                      let base = context.base.folder.tables[table.name]?.strings, base.format == .text,
                      let baseEncoding = base.encoding, encoding != baseEncoding else { return nil }
                return diagnostic(
                    "\(own.path) is \(encoding.rawValue) while the base language's \(base.path) is "
                        + "\(baseEncoding.rawValue); Apple reads both, but tools that merge or compare them may not",
                    file: own.path, language: language.name, table: table.name, severity: .note)
            }
        }
    }
}
