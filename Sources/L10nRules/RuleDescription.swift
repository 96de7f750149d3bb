import Lproj

/// What a rule checks, why it matters, and examples that do and do not trigger it; the examples are its tests.
public struct RuleDescription: Sendable {
    /// The stable kebab-case id (`missing-key`).
    public var id: String
    /// A short human name.
    public var name: String
    /// The severity when configuration does not change it.
    public var severity: Severity
    /// What the rule reports and why, in a few sentences.
    public var summary: String
    /// Bundles that trigger the rule, each with the places it must report.
    public var triggeringExamples: [RuleExample]
    /// Bundles that must not trigger the rule.
    public var nonTriggeringExamples: [RuleExample]

    /// Creates a description.
    public init(
        id: String, name: String, severity: Severity, summary: String, triggeringExamples: [RuleExample],
        nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small bundle written in a rule's description, and the places the rule must report in it.
public struct RuleExample: Sendable {
    /// The files, by bundle-relative path, in the order shown.
    public var files: [ExampleFile]
    /// Where findings are expected: `fr.lproj/Localizable.strings:2:1`, or the path alone for a finding without a
    /// line. Empty for a non-triggering example.
    public var expected: [String]
    /// The `.l10n-check.yml` the example is checked with (a policy rule's thresholds); empty for none.
    public var configuration: String

    /// Creates an example, checked with `configuration` (YAML) when given.
    public init(_ files: [ExampleFile], configuration: String = "", expected: [String] = []) {
        self.files = files
        self.configuration = configuration
        self.expected = expected
    }
}

/// One file of a rule example: text in an encoding, or raw bytes.
public struct ExampleFile: Sendable {
    /// The bundle-relative path (`fr.lproj/Localizable.strings`).
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]
    /// The text as shown to a reader.
    public var display: String

    /// A text file in UTF-8, or in another encoding, with or without a byte order mark.
    public init(_ path: String, _ text: String, encoding: TextEncoding = .utf8, byteOrderMark: Bool = false) {
        self.path = path
        self.display = text
        let units: [UInt8]
        switch encoding {
        case .utf8: units = Array(text.utf8)
        case .utf16LittleEndian: units = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian: units = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .utf32LittleEndian, .utf32BigEndian:
            units = text.unicodeScalars.flatMap { scalar -> [UInt8] in
                let bytes = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
                return encoding == .utf32LittleEndian ? bytes : bytes.reversed()
            }
        }
        bytes = (byteOrderMark ? encoding.byteOrderMark : []) + units
    }

    /// A file of raw bytes, shown as `display`.
    public init(_ path: String, bytes: [UInt8], display: String) {
        self.path = path
        self.bytes = bytes
        self.display = display
    }
}
