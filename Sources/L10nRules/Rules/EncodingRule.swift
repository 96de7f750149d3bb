/// Text that is not in an encoding Apple reads as meant.
public struct EncodingRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "encoding", name: "Encoding", severity: .error,
        summary: """
            Bytes that are not valid UTF-8, UTF-16 without a byte order mark (Apple reads such a file as UTF-8 and \
            rejects it), unpaired UTF-16 surrogates (shown as U+FFFD), a byte order mark in the middle of a file \
            (two files joined: Apple stops reading there), or a truncated UTF-16 file.
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
        ],
        nonTriggeringExamples: [
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n", encoding: .utf16LittleEndian, byteOrderMark: true),
                ExampleFile("fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n"),
                ExampleFile("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n", encoding: .utf8, byteOrderMark: true),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] { diagnostics(of: self, from: context) }
}
